/// Swagger 2.0 schemas as OpenAPI 3.0 schemas: the same draft-4 subset, with `#/definitions/…` references moved to
/// `#/components/schemas/…`, `x-nullable` read as `nullable`, `type: file` as binary strings and a `discriminator`
/// property name as a Discriminator Object. Every member keeps its place, so pointers into a schema still hold.
/// (``Swagger2Converter/schema(_:at:)`` walks a Schema Object; these are the parts of it, and the schemas 2.0 writes as
/// validation keywords of a parameter or header.)
enum Swagger2Schema {
    /// The schema a non-body parameter, a header or an Items Object describes with its own validation keywords
    /// (`keywords`: those members of `object`, when the caller has picked them out already).
    static func simple(_ object: JSONObject, keywords: JSONObject? = nil) -> JSONValue {
        var schema: JSONObject
        if let keywords {
            schema = keywords
        } else {
            schema = JSONObject(minimumCapacity: object.count)
            schema.appendMembers(of: object) { Swagger2Fields.simpleSchema.contains($0) }
        }
        if let items = object["items"] { schema.appendMember("items", items.objectValue.map { simple($0) } ?? items) }
        markFileAndNullable(
            &schema, isFile: schema["type"]?.stringValue == "file", hasFormat: schema.hasMember("format"),
            isXNullable: schema["x-nullable"]?.boolValue == true, hasNullable: schema.hasMember("nullable"))
        return .object(schema)
    }

    /// `ref` with a local `#/<from>/…` prefix moved to `#/components/<to>/…`; any other reference unchanged (other
    /// files are read as they are).
    static func localReference(_ ref: String, from: String, to: String) -> String {
        // Compared and cut as bytes, as `$ref` resolution reads them: a Character-level `hasPrefix`/`dropFirst` counts
        // grapheme clusters, and a combining mark after the last `/` would join it.
        ByteSearch.replacingPrefix("#/" + from + "/", with: "#/components/" + to + "/", in: ref) ?? ref
    }

    /// Reads `type: file` as a binary string and `x-nullable: true` as `nullable`, given what `schema` holds (its
    /// callers know it without looking up: the schema walk notes it as it passes each member); whether either applied.
    @discardableResult
    static func markFileAndNullable(
        _ schema: inout JSONObject, isFile: Bool, hasFormat: Bool, isXNullable: Bool, hasNullable: Bool
    ) -> Bool {
        if isFile {
            schema["type"] = .string("string")
            if !hasFormat { schema["format"] = .string("binary") }
        }
        if isXNullable, !hasNullable { schema["nullable"] = .bool(true) }
        return isFile || (isXNullable && !hasNullable)
    }

    /// The object of one member `key: value`.
    static func object(_ key: String, _ value: JSONValue) -> JSONValue {
        var object = JSONObject(minimumCapacity: 1)
        object.appendMember(key, value)
        return .object(object)
    }
}
