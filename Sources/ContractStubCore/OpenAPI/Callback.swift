extension OpenAPI {
    /// The Callback Object: requests the API may send back, by runtime expression (e.g. `{$request.body#/url}`).
    public struct Callback: Sendable {
        /// The path items, by expression, in document order.
        public let pathItems: OrderedMap<ReferenceOr<PathItem>>
        /// `x-` extensions.
        public let extensions: [String: JSONValue]
        /// Where it is.
        package let specLocation: SpecLocation
    }
}
