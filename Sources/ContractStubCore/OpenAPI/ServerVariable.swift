extension OpenAPI {
    /// The Server Variable Object.
    public struct ServerVariable: Sendable {
        /// The allowed values, when restricted.
        public let enumValues: [String]?
        /// The value used when none is given (required).
        public let defaultValue: String
        /// A description.
        public let description: String?
        /// `x-` extensions.
        public let extensions: [String: JSONValue]
        /// Where it is.
        package let specLocation: SpecLocation
    }
}
