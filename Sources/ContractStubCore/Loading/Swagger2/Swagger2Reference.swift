/// What a `$ref` of a Swagger 2.0 document names (``Swagger2Converter/reference(_:)``), met once per distinct
/// reference: most specs refer to a few shared parameters and responses from every operation.
final class Swagger2Reference {
    /// The object it names and where it is (`local`, when in this document); `nil` when it cannot be read (the 3.x
    /// reader then reports the reference).
    let target: (object: JSONObject, local: JSONPointer?)?
    /// The `{"$ref": …}` object it becomes under components, for the section it was last moved to.
    private var moved: (section: String, object: JSONValue)?

    init(target: (object: JSONObject, local: JSONPointer?)?) {
        self.target = target
    }

    /// The `{"$ref": …}` object of `ref` (this reference's text) with a local `#/<section>/…` prefix moved to
    /// `#/components/<section>/…`, made once.
    func movedObject(_ ref: String, section: String) -> JSONValue {
        if let moved, moved.section == section { return moved.object }
        let object = Swagger2Schema.object("$ref", .string(Swagger2Schema.localReference(ref, from: section, to: section)))
        moved = (section, object)
        return object
    }
}
