import ContractStubCore
import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension ContractStub {
    /// Answers every later request to `target` with this response, replacing what was configured before.
    ///
    /// Without `body`, the body comes from the spec: the example named `example`, else the first example,
    /// else one synthesized from the schema. With `body`, the bytes are sent as given (with the
    /// `Content-Type` the spec declares for `status` unless `contentType` or `headers` set one: the first key that is a
    /// media type, a range such as `image/*` as one of its members, `application/json` for a JSON body under `*/*`)
    /// and checked against
    /// the spec: a response the real server could never send is recorded as a violation. Operations the test did not
    /// configure get the spec's default answer.
    ///
    /// The answer's media type, when a response declares several: `contentType` when given (the response must declare
    /// it); else the declared type the request's `Accept` prefers; else the first declared one. A client that asks for a
    /// stream in its body (`"stream": true`) and sends no `Accept` gets the first declared type, so a test that wants
    /// the stream asks for it. A `contentType` the response does not declare answers the client with a 500 problem
    /// document and records the `stub.media-type.undeclared` violation.
    ///
    /// ```swift
    /// stub.respond(to: "showPetById", status: 404)
    /// stub.respond(to: .get("/pets/{petId}"), status: 200, body: Data(#"{"id":7,"name":"Rex"}"#.utf8))
    /// stub.respond(to: "createChatCompletion", contentType: "text/event-stream", itemDelay: .milliseconds(20))
    /// ```
    /// - Parameters:
    ///   - target: The operation: its `operationId`, or `.get("/path/{template}")` and the like.
    ///   - status: The status code; `nil` means the lowest declared 2xx (200 with an explicit `body`).
    ///   - example: The name of one of the spec's examples for that response; `nil` takes the first.
    ///   - contentType: The media type to answer in, one the response declares (`"text/event-stream"`); `nil` picks
    ///     as described above.
    ///   - body: Bytes to send instead of the spec's; checked against the spec.
    ///   - headers: Header fields added to (and replacing) those the spec provides.
    ///   - delay: How long to wait before answering.
    ///   - itemDelay: For a stream (`text/event-stream`, JSON Lines, `application/json-seq`), how long to wait before
    ///     each item after the first. With an `itemDelay` the stream reaches the client one item per chunk; without
    ///     one (the default) it arrives in one piece.
    public func respond(
        to target: StubTarget, status: Int? = nil, example: String? = nil, contentType: String? = nil, body: Data? = nil,
        headers: HTTPHeaders = [:], delay: Duration = .zero, itemDelay: Duration = .zero
    ) {
        let answer = StubResponse.status(
            status, example: example, contentType: contentType, body: body, headers: headers, delay: delay, itemDelay: itemDelay)
        respond(to: target, with: [answer])
    }

    /// Answers later requests to `target` with `answers` in order; the last one repeats. Replaces what was
    /// configured before.
    ///
    /// ```swift
    /// stub.respond(to: "listPets", with: [.status(503), .status(200)])   // first 503, then 200 for good
    /// ```
    public func respond(to target: StubTarget, with answers: [StubResponse]) {
        registry.setAnswers(answers.isEmpty ? [.specDefault] : answers, for: target)
    }

    /// Fails every later request to `target` with `error` (after `delay`), as a network failure would.
    ///
    /// ```swift
    /// stub.fail("listPets", with: URLError(.timedOut), delay: .milliseconds(100))
    /// ```
    public func fail(_ target: StubTarget, with error: URLError, delay: Duration = .zero) {
        respond(to: target, with: [.failure(error, delay: delay)])
    }
}
