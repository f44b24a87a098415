extension OpenAPI {
    /// The Link Object: how a response value feeds another operation.
    public struct Link: Sendable {
        /// A reference to the target operation (mutually exclusive with `operationId`).
        public let operationRef: String?
        /// The target operation's id.
        public let operationId: String?
        /// Parameter values or runtime expressions, by parameter name.
        public let parameters: [String: JSONValue]
        /// A value or runtime expression for the target's body.
        public let requestBody: JSONValue?
        /// A description.
        public let description: String?
        /// A server for the target.
        public let server: Server?
        /// `x-` extensions.
        public let extensions: [String: JSONValue]
        /// Where it is.
        package let specLocation: SpecLocation
    }
}
