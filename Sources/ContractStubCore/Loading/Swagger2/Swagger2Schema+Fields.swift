/// The fields of Swagger 2.0 schemas, checked before they are read as OpenAPI 3.0 ones (which may hold more).
extension Swagger2Converter {
    /// Reports each member of the Schema Object `value` at `place`, and of the schemas written inside it, that 2.0
    /// does not define (`oneOf`, `nullable`, …: OpenAPI 3.0 added them), with the nearest 2.0 name. (The places are
    /// worked out only for a finding: most schemas have none.)
    func checkSchemaFields(_ value: JSONValue, at place: @autoclosure () -> Swagger2Place) {
        guard case .object(let object) = value else { return }
        checkFields(of: object, known: Swagger2Fields.schema, objectName: "a Schema Object", at: place())
        if let properties = object["properties"]?.objectValue {
            for (name, property) in properties { checkSchemaFields(property, at: place().appending("properties").appending(name)) }
        }
        if let additional = object["additionalProperties"] { checkSchemaFields(additional, at: place().appending("additionalProperties")) }
        switch object["items"] {
        case .array(let elements)?:
            for (index, element) in elements.enumerated() { checkSchemaFields(element, at: place().appending("items").appending(index)) }
        case let items?:
            checkSchemaFields(items, at: place().appending("items"))
        case nil:
            break
        }
        for (index, member) in (object["allOf"]?.arrayValue ?? []).enumerated() {
            checkSchemaFields(member, at: place().appending("allOf").appending(index))
        }
    }
}
