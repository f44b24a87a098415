/// Schemas: each checked against the fields 2.0 defines and read as its 3.0 form (``Swagger2Schema``) in one walk.
extension Swagger2Converter {
    /// The 3.0 form of the 2.0 Schema Object `value` at `place`. Each member of it, and of the schemas written inside
    /// it, that 2.0 does not define (`oneOf`, `nullable`, …: OpenAPI 3.0 added them) is reported with the nearest 2.0
    /// name.
    func schema(_ value: JSONValue, at place: Swagger2Place) -> JSONValue {
        convertedSchema(value, at: place, checked: true) ?? value
    }

    /// The 3.0 form of `value`, or `nil` when it reads the same in 3.0: most schemas and their parts are then kept as
    /// they are, shared with the 2.0 document rather than copied. Its fields are checked when `checked`; the
    /// subschemas of a keyword 2.0 lacks are converted but not checked (the keyword itself is reported).
    private func convertedSchema(_ value: JSONValue, at place: Swagger2Place, checked: Bool) -> JSONValue? {
        guard case .object(let object) = value else { return nil }
        if checked { checkFields(of: object, known: Swagger2Fields.schema, objectName: "a Schema Object", at: place) }
        var schema = object
        var isChanged = false
        var isFile = false
        var isXNullable = false
        var hasFormat = false
        var hasNullable = false
        for (key, member) in object {
            var new: JSONValue?
            switch Swagger2SchemaMember(key) {
            case .reference:
                new = member.stringValue.flatMap { ref in
                    let moved = Swagger2Schema.localReference(ref, from: "definitions", to: "schemas")
                    if moved == ref, ref.utf8.first == UInt8(ascii: "#") { refersOutsideDefinitions = true }
                    return moved == ref ? nil : .string(moved)
                }
            case .discriminator:
                new = member.stringValue.map { Swagger2Schema.object("propertyName", .string($0)) }
            case .schemaMap(let isChecked):
                new = convertedSchemas(in: member, at: place.appending(key), checked: checked && isChecked)
            case .schemaList(let isChecked):
                new = convertedSchemaList(member, at: place.appending(key), checked: checked && isChecked)
            case .schemaOrList(let isChecked):
                new =
                    member.arrayValue != nil
                    ? convertedSchemaList(member, at: place.appending(key), checked: checked && isChecked)
                    : convertedSchema(member, at: place.appending(key), checked: checked && isChecked)
            case .schema(let isChecked):
                new = convertedSchema(member, at: place.appending(key), checked: checked && isChecked)
            case .type:
                isFile = member.stringValue == "file"
            case .format:
                hasFormat = true
            case .nullable:
                hasNullable = true
            case .xNullable:
                isXNullable = member.boolValue == true
            case .other:
                break
            }
            if let new {
                schema[key] = new
                isChanged = true
            }
        }
        let marked = Swagger2Schema.markFileAndNullable(
            &schema, isFile: isFile, hasFormat: hasFormat, isXNullable: isXNullable, hasNullable: hasNullable)
        return isChanged || marked ? .object(schema) : nil
    }

    /// The 3.0 form of an object of schemas (`properties`), or `nil` when it reads the same.
    private func convertedSchemas(in value: JSONValue, at place: Swagger2Place, checked: Bool) -> JSONValue? {
        guard case .object(let schemas) = value else { return nil }
        var converted = schemas
        var isChanged = false
        for (name, schema) in schemas {
            guard let new = convertedSchema(schema, at: place.appending(name), checked: checked) else { continue }
            converted[name] = new
            isChanged = true
        }
        return isChanged ? .object(converted) : nil
    }

    /// The 3.0 form of an array of schemas (`allOf`), or `nil` when it reads the same.
    private func convertedSchemaList(_ value: JSONValue, at place: Swagger2Place, checked: Bool) -> JSONValue? {
        guard case .array(let schemas) = value else { return nil }
        var converted = schemas
        var isChanged = false
        for (index, schema) in schemas.enumerated() {
            guard let new = convertedSchema(schema, at: place.appending(index), checked: checked) else { continue }
            converted[index] = new
            isChanged = true
        }
        return isChanged ? .array(converted) : nil
    }
}

/// What a member of a Schema Object is to its conversion; `checked` tells whether 2.0 defines the keyword (its
/// subschemas are then checked too).
enum Swagger2SchemaMember: Equatable {
    /// `$ref`.
    case reference
    /// `discriminator` (a property name in 2.0).
    case discriminator
    /// `properties` (checked), `patternProperties`, `definitions`.
    case schemaMap(checked: Bool)
    /// `allOf` (checked), `anyOf`, `oneOf`.
    case schemaList(checked: Bool)
    /// `items`: a schema, or an array of them.
    case schemaOrList(checked: Bool)
    /// `additionalProperties` (checked), `not`.
    case schema(checked: Bool)
    /// `type`, `format`, `nullable`, `x-nullable`: read for `type: file` and `x-nullable`.
    case type, format, nullable, xNullable
    /// Anything else: kept as it is.
    case other

    /// The kind of the member named `key` (its length is compared first: most keys are none of these).
    init(_ key: String) {
        switch key.utf8.count {
        case 3 where key == "not": self = .schema(checked: false)
        case 4 where key == "$ref": self = .reference
        case 4 where key == "type": self = .type
        case 5 where key == "items": self = .schemaOrList(checked: true)
        case 5 where key == "allOf": self = .schemaList(checked: true)
        case 5 where key == "anyOf" || key == "oneOf": self = .schemaList(checked: false)
        case 6 where key == "format": self = .format
        case 8 where key == "nullable": self = .nullable
        case 10 where key == "properties": self = .schemaMap(checked: true)
        case 10 where key == "x-nullable": self = .xNullable
        case 11 where key == "definitions": self = .schemaMap(checked: false)
        case 13 where key == "discriminator": self = .discriminator
        case 17 where key == "patternProperties": self = .schemaMap(checked: false)
        case 20 where key == "additionalProperties": self = .schema(checked: true)
        default: self = .other
        }
    }
}
