extension OpenAPI {
    /// The Responses Object: an operation's responses by status key, in document order.
    public struct Responses: Sendable {
        /// Each key with its response, in document order.
        public let entries: [(key: ResponseKey, response: ReferenceOr<Response>)]
        /// `x-` extensions.
        public let extensions: [String: JSONValue]
        /// Where it is.
        public let specLocation: SpecLocation

        /// The response the spec declares for `status`: the exact code, else its `NXX` range, else `default`.
        public func response(for status: Int) -> (key: ResponseKey, response: ReferenceOr<Response>)? {
            entries.filter { $0.key.matches(status) }.max { $0.key.precedence < $1.key.precedence }
        }

        /// The response under exactly `key`.
        public subscript(key: ResponseKey) -> ReferenceOr<Response>? {
            entries.first { $0.key == key }?.response
        }
    }
}
