import Foundation

/// One answer a client of the control API set for the next request to an operation: the choices of the runtime's
/// `respond(to:…)` (a status, an example by name, a media type, a body of its own, header fields, a delay before
/// answering and between a stream's items), or a failure (the connection closed without an answer).
struct MockAnswer: Sendable, Hashable {
    /// What the client gets.
    enum Kind: Sendable, Hashable {
        /// A response.
        case http(Response)
        /// The connection closed without an answer, as a server or network failing does.
        case closeConnection
    }

    /// A response from the spec (`status`, `example`, `contentType`, each `nil` for the spec's default), or carrying
    /// `body`, with `headers` laid over.
    struct Response: Sendable, Hashable {
        var status: Int?
        var example: String?
        var contentType: String?
        var body: Data?
        var headers = HTTPHeaders()
    }

    /// The answer.
    var kind: Kind
    /// How long the mock waits before answering (or closing).
    var delay: Duration = .zero
    /// For a stream (a sequential media type), how long the mock waits before each item after the first.
    var itemDelay: Duration = .zero

    /// The longest delay an answer may ask for, so that a stopping server waits for no answer longer than this.
    static let longestDelay = Duration.seconds(60)
}
