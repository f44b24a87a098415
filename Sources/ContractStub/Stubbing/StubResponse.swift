import ContractStubCore
import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One answer a stub gives to a request: an HTTP response taken from the spec or given by the test, or a
/// network failure. Used alone with ``ContractStub/respond(to:status:example:contentType:body:headers:delay:itemDelay:)`` or in
/// sequences with ``ContractStub/respond(to:with:)``.
///
/// ```swift
/// stub.respond(to: "listPets", with: [.status(503), .status(200, delay: .milliseconds(50))])
/// ```
public struct StubResponse: Sendable {
    enum Kind: Sendable {
        case http(status: Int?, example: String?, contentType: String?, body: Data?, headers: HTTPHeaders)
        case failure(URLError)
    }

    let kind: Kind
    /// How long the stub waits before answering.
    package let delay: Duration
    /// For a body of a sequential media type (`text/event-stream`, JSON Lines, `application/json-seq`): how long the
    /// stub waits before sending each item after the first. With an `itemDelay` the body reaches the client one item
    /// per chunk; without one (`.zero`) it arrives in one piece.
    package var itemDelay: Duration = .zero

    /// An HTTP response. Without `body`, the body comes from the spec: the example named `example`, else the
    /// first example, else one synthesized from the schema. With `body`, the bytes are sent as given and
    /// checked against the spec; a body the real server could never send is recorded as a violation.
    /// - Parameters:
    ///   - status: The status code; `nil` means the lowest declared 2xx.
    ///   - example: The name of one of the spec's examples for that response; `nil` takes the first.
    ///   - contentType: The media type to answer in, one the response declares (`"text/event-stream"`); `nil` takes
    ///     the declared type the request's `Accept` prefers, else the first declared (see
    ///     ``ContractStub/respond(to:status:example:contentType:body:headers:delay:itemDelay:)``).
    ///   - body: Bytes to send instead of the spec's; checked against the spec.
    ///   - headers: Header fields added to (and replacing) those the spec provides.
    ///   - delay: How long the stub waits before answering.
    ///   - itemDelay: For a stream (a sequential media type), how long to wait before each item after the first;
    ///     without one the stream arrives in one piece.
    public static func status(
        _ status: Int?, example: String? = nil, contentType: String? = nil, body: Data? = nil, headers: HTTPHeaders = [:],
        delay: Duration = .zero, itemDelay: Duration = .zero
    ) -> StubResponse {
        StubResponse(
            kind: .http(status: status, example: example, contentType: contentType, body: body, headers: headers), delay: delay,
            itemDelay: itemDelay)
    }

    /// The spec's default answer for the operation: the lowest declared 2xx, from its example or schema.
    package static let specDefault = StubResponse.status(nil)

    /// A network failure: the client sees `error` instead of a response.
    public static func failure(_ error: URLError, delay: Duration = .zero) -> StubResponse {
        StubResponse(kind: .failure(error), delay: delay)
    }
}
