/// Swagger 2.0 schemas as OpenAPI 3.0 schemas: the same draft-4 subset, with `#/definitions/…` references moved to
/// `#/components/schemas/…`, `x-nullable` read as `nullable`, `type: file` as binary strings and a `discriminator`
/// property name as a Discriminator Object. Every member keeps its place, so pointers into a schema still hold.
enum Swagger2Schema {
    /// The 3.0 form of the 2.0 Schema Object `value`.
    static func converted(_ value: JSONValue) -> JSONValue {
        guard case .object(let object) = value else { return value }
        var schema = JSONObject()
        for (key, member) in object {
            switch key {
            case "$ref":
                schema[key] = member.stringValue.map { .string(localReference($0, from: "definitions", to: "schemas")) } ?? member
            case "discriminator":
                schema[key] = member.stringValue.map { .object(JSONObject([("propertyName", .string($0))])) } ?? member
            case "properties", "patternProperties", "definitions":
                schema[key] = member.objectValue.map { .object(JSONObject($0.map { ($0.key, converted($0.value)) })) } ?? member
            case "allOf", "anyOf", "oneOf":
                schema[key] = member.arrayValue.map { .array($0.map(converted)) } ?? member
            case "items":
                schema[key] = member.arrayValue.map { .array($0.map(converted)) } ?? converted(member)
            case "not", "additionalProperties":
                schema[key] = converted(member)
            default:
                schema[key] = member
            }
        }
        markFileAndNullable(&schema)
        return .object(schema)
    }

    /// The schema a non-body parameter, a header or an Items Object describes with its own validation keywords.
    static func simple(_ object: JSONObject) -> JSONValue {
        var schema = JSONObject()
        for key in Swagger2Fields.simpleSchema { schema[key] = object[key] }
        if let items = object["items"] { schema["items"] = items.objectValue.map(simple) ?? items }
        markFileAndNullable(&schema)
        return .object(schema)
    }

    /// `ref` with a local `#/<from>/…` prefix moved to `#/components/<to>/…`; any other reference unchanged (other
    /// files are read as they are).
    static func localReference(_ ref: String, from: String, to: String) -> String {
        let prefix = "#/\(from)/"
        guard ref.hasPrefix(prefix) else { return ref }
        return "#/components/\(to)/" + ref.dropFirst(prefix.count)
    }

    private static func markFileAndNullable(_ schema: inout JSONObject) {
        if schema["type"]?.stringValue == "file" {
            schema["type"] = .string("string")
            if schema["format"] == nil { schema["format"] = .string("binary") }
        }
        if schema["x-nullable"]?.boolValue == true, schema["nullable"] == nil { schema["nullable"] = .bool(true) }
    }
}
