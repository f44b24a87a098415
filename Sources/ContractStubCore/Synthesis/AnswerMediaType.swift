import Foundation

/// The media type a stub answer is written in, chosen from the response's declared `content`: the one the test asked
/// for (`contentType:`), which the response must declare; else the declared type the request's `Accept` prefers
/// (quality values and wildcards honoured, spec order breaking ties); else the first declared one.
///
/// A key that is not a media type (`json`, `undefined`: `spec.media.key`) matches no body, so it is never chosen; when
/// every key is one, no answer can pass the response check and the choice fails with `stub.body.unsatisfiable`. A
/// media range (`image/*`, `*/*`) is answered with one of its members (``MediaRangeMember``: the one `Accept` names,
/// else a default per top-level type, such as `image/png`).
///
/// A client that asks for a stream in its body (`"stream": true`) and sends no `Accept` gets the first declared type;
/// a test that wants the stream asks for it: `stub.respond(to: "chat", contentType: "text/event-stream")`.
package struct AnswerMediaType {
    /// The declared key the answer follows.
    let key: String
    /// The declared media type under ``key``.
    let media: OpenAPI.MediaType
    /// The answer's `Content-Type`.
    let type: ContentType

    /// The `Content-Type` value the answer is sent with.
    package var contentType: String { type.description }

    /// The media type of an answer from `content`, as the type's documentation says; `nil` when `content` is empty and
    /// nothing was asked for. `structured` tells whether a media type's body is a structured value (see
    /// ``MediaRangeMember/isStructured(_:resolve:)``), which decides the member of `*/*` and `application/*`.
    /// - Throws: ``SynthesisError``: `stub.media-type.undeclared` when `asked` is not a media type `content` declares;
    ///   `stub.body.unsatisfiable` when no key of `content` is a media type. `subject` ("chat response 200") names the
    ///   response in its message.
    package init?(
        _ content: OrderedMap<OpenAPI.MediaType>, asked: String?, accept: String?, subject: String,
        structured: (OpenAPI.MediaType) -> Bool = { _ in false }
    ) throws(SynthesisError) {
        guard let asked else {
            guard let (key, media) = ResponseSynthesizer.negotiate(content, accept: accept), let declared = ContentType(key) else {
                guard content.isEmpty else {
                    let keys = content.keys.map { "'\($0)'" }.joined(separator: ", ")
                    throw SynthesisError(
                        code: .stubBodyUnsatisfiable,
                        message:
                            "\(subject) declares content only under keys that are not a media type (\(keys); spec.media.key), so no body can match them"
                    )
                }
                return nil
            }
            // Only a range needs to know (asking resolves the schema, on every answer otherwise).
            let type = MediaRangeMember.member(of: declared, accept: accept, structured: declared.isWildcard && structured(media))
            (self.key, self.media, self.type) = (key, media, type)
            return
        }
        guard let type = ContentType(asked), !type.isWildcard, let key = type.bestMatch(among: content.keys),
            let media = content[key]
        else {
            let declared = content.keys.isEmpty ? "none" : content.keys.joined(separator: ", ")
            throw SynthesisError(
                code: .stubMediaTypeUndeclared,
                message: "\(subject) does not declare the media type '\(asked)' asked for; declared: \(declared)")
        }
        (self.key, self.media, self.type) = (key, media, type)
    }
}
