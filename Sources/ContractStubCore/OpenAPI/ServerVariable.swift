extension OpenAPI {
    /// The Server Variable Object.
    package struct ServerVariable: Sendable {
        /// The allowed values, when restricted.
        package let enumValues: [String]?
        /// The value used when none is given (required).
        package let defaultValue: String
        /// A description.
        package let description: String?
        /// `x-` extensions.
        package let extensions: [String: JSONValue]
        /// Where it is.
        package let specLocation: SpecLocation
    }
}
