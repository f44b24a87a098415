extension OpenAPI {
    /// A schema as written: raw JSON plus where it is. ``Contract`` compiles every one of them once;
    /// look the compiled form up with ``Contract/schema(for:)``.
    ///
    /// A class: the loader, the compiler's queue and every lint walk copy schema objects (tens of thousands of copies
    /// on box-api.json), and a copy of a struct retained its JSON and its location's parts one by one.
    package final class SchemaObject: Sendable {
        /// The schema's JSON (an object, or in OpenAPI 3.1 also `true`/`false`).
        package let json: JSONValue
        /// Where the schema is.
        package let specLocation: SpecLocation

        /// A schema at `specLocation`.
        package init(json: JSONValue, specLocation: SpecLocation) {
            self.json = json
            self.specLocation = specLocation
        }

        /// The schema's own `$ref`, when it is a reference.
        package var ref: String? { json["$ref"]?.stringValue }
    }
}
