extension OpenAPI {
    /// The Link Object: how a response value feeds another operation.
    package struct Link: Sendable {
        /// A reference to the target operation (mutually exclusive with `operationId`).
        package let operationRef: String?
        /// The target operation's id.
        package let operationId: String?
        /// Parameter values or runtime expressions, by parameter name.
        package let parameters: [String: JSONValue]
        /// A value or runtime expression for the target's body.
        package let requestBody: JSONValue?
        /// A description.
        package let description: String?
        /// A server for the target.
        package let server: Server?
        /// `x-` extensions.
        package let extensions: [String: JSONValue]
        /// Where it is.
        package let specLocation: SpecLocation
    }
}
