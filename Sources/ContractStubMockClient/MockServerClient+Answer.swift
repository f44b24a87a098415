import Foundation

extension MockServerClient {
    /// One answer for ``MockServerClient/setNextAnswers(_:for:)``: a response, or a failure (the connection closed
    /// without an answer). The server checks it against the contract when it is set.
    ///
    /// ```swift
    /// [.status(404, body: Data(#"{"message":"gone"}"#.utf8)), .status(example: "dogs"), .closeConnection()]
    /// ```
    public struct Answer: Sendable {
        private let members: [String: any Sendable]

        /// A response. Without `body`, the body is the spec's: the example named `example`, else the first example,
        /// else one synthesized from the schema.
        /// - Parameters:
        ///   - status: A status the operation declares; `nil` means the lowest declared 2xx.
        ///   - example: The name of one of that response's examples.
        ///   - contentType: A media type the response declares; `nil` negotiates with the request's `Accept`.
        ///   - body: Bytes to send instead of the spec's body.
        ///   - headers: Header fields laid over the spec's.
        ///   - delay: How long the server waits before answering (at most 60 s).
        ///   - itemDelay: For a stream, how long the server waits before each item after the first.
        public static func status(
            _ status: Int? = nil, example: String? = nil, contentType: String? = nil, body: Data? = nil,
            headers: [String: String] = [:], delay: Duration = .zero, itemDelay: Duration = .zero
        ) -> Answer {
            var members: [String: any Sendable] = [:]
            members["status"] = status
            members["example"] = example
            members["contentType"] = contentType
            members["bodyBase64"] = body?.base64EncodedString()
            if !headers.isEmpty { members["headers"] = headers }
            if delay > .zero { members["delayMilliseconds"] = milliseconds(delay) }
            if itemDelay > .zero { members["itemDelayMilliseconds"] = milliseconds(itemDelay) }
            return Answer(members: members)
        }

        /// A failure: the server closes the connection after `delay` without answering, as a failing server does.
        public static func closeConnection(delay: Duration = .zero) -> Answer {
            var members: [String: any Sendable] = ["failure": "close"]
            if delay > .zero { members["delayMilliseconds"] = milliseconds(delay) }
            return Answer(members: members)
        }

        /// The answer as the control API reads it.
        var json: [String: Any] { members }

        private static func milliseconds(_ duration: Duration) -> Int {
            Int((duration / .milliseconds(1)).rounded())
        }
    }
}
