extension OpenAPI {
    /// The Callback Object: requests the API may send back, by runtime expression (e.g. `{$request.body#/url}`).
    package struct Callback: Sendable {
        /// The path items, by expression, in document order.
        package let pathItems: OrderedMap<ReferenceOr<PathItem>>
        /// `x-` extensions.
        package let extensions: [String: JSONValue]
        /// Where it is.
        package let specLocation: SpecLocation
    }
}
