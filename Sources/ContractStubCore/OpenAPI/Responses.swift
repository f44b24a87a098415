extension OpenAPI {
    /// The Responses Object: an operation's responses by status key, in document order.
    package struct Responses: Sendable {
        /// One status key and the response written under it.
        package struct Entry: Sendable {
            /// The status key (`200`, `4XX`, `default`).
            package let key: ResponseKey
            /// The response, or a reference to one.
            package let response: ReferenceOr<Response>
        }

        /// Each key with its response, in document order.
        package let entries: [Entry]
        /// `x-` extensions.
        package let extensions: [String: JSONValue]
        /// Where it is.
        package let specLocation: SpecLocation

        /// The response the spec declares for `status`: the exact code, else its `NXX` range, else `default`.
        package func response(for status: Int) -> Entry? {
            entries.lazy.map(\.key).mostSpecific(for: status).map { entries[$0] }
        }

        /// The response under exactly `key`.
        package subscript(key: ResponseKey) -> ReferenceOr<Response>? {
            entries.first { $0.key == key }?.response
        }
    }
}
