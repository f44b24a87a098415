import Foundation

extension ResponseSynthesizer {
    /// A response carrying `body` as given (a stubbed answer's own bytes, checked against the spec afterwards), with
    /// `status` (default 200) and the media type `contentType` when the response declares it, else the first declared
    /// media type that suits the body (JSON under `*/*` for a JSON body), else `application/json`.
    /// - Throws: ``SynthesisError`` `stub.media-type.undeclared` when the response does not declare `contentType`.
    package func response(
        for operation: Contract.Operation, status: Int?, contentType: String?, givenBody body: Data
    ) throws(SynthesisError) -> HTTPResponse {
        let status = status ?? 200
        let content = operation.response(for: status)?.response.content ?? OrderedMap()
        let subject = "\(Self.name(operation)) response \(status)"
        // The first declared key that is a media type, a range as one of its members (JSON under `*/*` for a JSON body).
        var type =
            (try? AnswerMediaType(
                content, asked: nil, accept: nil, subject: subject,
                structured: { _ in (try? JSONValue(decodingInstance: body)) != nil }))?.contentType
            ?? content.keys.first ?? "application/json"
        if let contentType {
            type = try AnswerMediaType(content, asked: contentType, accept: nil, subject: subject)?.contentType ?? type
        }
        return HTTPResponse(status: status, headers: ["Content-Type": type], body: body)
    }
}
