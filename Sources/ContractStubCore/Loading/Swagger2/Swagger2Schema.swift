/// Swagger 2.0 schemas as OpenAPI 3.0 schemas: the same draft-4 subset, with `#/definitions/…` references moved to
/// `#/components/schemas/…`, `x-nullable` read as `nullable`, `type: file` as binary strings and a `discriminator`
/// property name as a Discriminator Object. Every member keeps its place, so pointers into a schema still hold.
enum Swagger2Schema {
    /// The 3.0 form of the 2.0 Schema Object `value`.
    static func converted(_ value: JSONValue) -> JSONValue {
        changed(value) ?? value
    }

    /// The 3.0 form of `value`, or `nil` when it reads the same in 3.0: most schemas and their parts are then kept as
    /// they are, shared with the 2.0 document rather than copied.
    private static func changed(_ value: JSONValue) -> JSONValue? {
        guard case .object(let object) = value else { return nil }
        var schema = object
        var isChanged = false
        for (key, member) in object {
            guard let new = changedMember(key, member) else { continue }
            schema[key] = new
            isChanged = true
        }
        isChanged = markFileAndNullable(&schema) || isChanged
        return isChanged ? .object(schema) : nil
    }

    /// The 3.0 form of the member `key: member` of a schema, or `nil` when it reads the same in 3.0.
    private static func changedMember(_ key: String, _ member: JSONValue) -> JSONValue? {
        switch key {
        case "$ref":
            guard let ref = member.stringValue else { return nil }
            let moved = localReference(ref, from: "definitions", to: "schemas")
            return moved == ref ? nil : .string(moved)
        case "discriminator":
            return member.stringValue.map { .object(JSONObject([("propertyName", .string($0))])) }
        case "properties", "patternProperties", "definitions":
            guard case .object(let schemas) = member else { return nil }
            var converted = schemas
            var isChanged = false
            for (name, schema) in schemas {
                guard let new = changed(schema) else { continue }
                converted[name] = new
                isChanged = true
            }
            return isChanged ? .object(converted) : nil
        case "allOf", "anyOf", "oneOf", "items":
            guard case .array(let schemas) = member else { return key == "items" ? changed(member) : nil }
            var converted = schemas
            var isChanged = false
            for (index, schema) in schemas.enumerated() {
                guard let new = changed(schema) else { continue }
                converted[index] = new
                isChanged = true
            }
            return isChanged ? .array(converted) : nil
        case "not", "additionalProperties":
            return changed(member)
        default:
            return nil
        }
    }

    /// The schema a non-body parameter, a header or an Items Object describes with its own validation keywords.
    static func simple(_ object: JSONObject) -> JSONValue {
        var schema = JSONObject(minimumCapacity: object.count)
        schema.appendMembers(of: object) { Swagger2Fields.simpleSchema.contains($0) }
        if let items = object["items"] { schema["items"] = items.objectValue.map(simple) ?? items }
        markFileAndNullable(&schema)
        return .object(schema)
    }

    /// `ref` with a local `#/<from>/…` prefix moved to `#/components/<to>/…`; any other reference unchanged (other
    /// files are read as they are).
    static func localReference(_ ref: String, from: String, to: String) -> String {
        // Compared and cut as bytes, as `$ref` resolution reads them: a Character-level `hasPrefix`/`dropFirst` counts
        // grapheme clusters, and a combining mark after the last `/` would join it. The cut follows an ASCII `/`, so
        // both parts stay whole UTF-8.
        var (ref, from) = (ref, from)
        let moved: String? = ref.withUTF8 { bytes in
            from.withUTF8 { section in
                let end = section.count + 2
                guard bytes.count > end, bytes[0] == UInt8(ascii: "#"), bytes[1] == UInt8(ascii: "/"),
                    bytes[end] == UInt8(ascii: "/"), UnsafeBufferPointer(rebasing: bytes[2..<end]).elementsEqual(section)
                else { return nil }
                let rest = UnsafeBufferPointer(rebasing: bytes[(end + 1)...])
                let components = "#/components/".utf8
                return String(unsafeUninitializedCapacity: components.count + to.utf8.count + 1 + rest.count) { buffer in
                    // Each returns the index after what it wrote.
                    let slash = buffer[buffer.initialize(fromContentsOf: components)...].initialize(fromContentsOf: to.utf8)
                    buffer[slash] = UInt8(ascii: "/")
                    return buffer[(slash + 1)...].initialize(fromContentsOf: rest)
                }
            }
        }
        return moved ?? ref
    }

    /// Reads `type: file` as a binary string and `x-nullable: true` as `nullable`; whether either was found.
    @discardableResult
    private static func markFileAndNullable(_ schema: inout JSONObject) -> Bool {
        var isChanged = false
        if schema["type"]?.stringValue == "file" {
            schema["type"] = .string("string")
            if schema["format"] == nil { schema["format"] = .string("binary") }
            isChanged = true
        }
        if schema["x-nullable"]?.boolValue == true, schema["nullable"] == nil {
            schema["nullable"] = .bool(true)
            isChanged = true
        }
        return isChanged
    }
}
