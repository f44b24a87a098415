/// The fixed fields of one kind of OpenAPI object, with those a later OpenAPI version added: a member that is none
/// of them, in the document's version, is an unknown field or an extension (``ObjectReader/extensions(known:)``).
///
/// Made once per kind of object: the set for each version is ready before any object is read.
struct FixedFields: Sendable {
    /// The fields OpenAPI 3.1 added.
    let addedIn31: Set<String>
    /// The fields OpenAPI 3.2 added.
    let addedIn32: Set<String>
    /// The fields of an object in OpenAPI 3.0, 3.1 and 3.2 (and later).
    private let in30: Set<String>
    private let in31: Set<String>
    private let in32: Set<String>

    init(_ fields: Set<String>, addedIn31: Set<String> = [], addedIn32: Set<String> = []) {
        self.addedIn31 = addedIn31
        self.addedIn32 = addedIn32
        in30 = fields
        in31 = fields.union(addedIn31)
        in32 = in31.union(addedIn32)
    }

    /// The fields an object has in a document of `version`.
    func known(in version: OpenAPIVersion) -> Set<String> {
        version.isAtLeast32 ? in32 : version.isAtLeast31 ? in31 : in30
    }
}
