import Foundation

/// The concrete media type a stub answers a declared media range (`image/*`, `text/*`, `*/*`) with: a `Content-Type`
/// must name one type, and it must be a member of the range, or our own response check refuses it.
///
/// - The member of the range the request's `Accept` names with the highest quality (its parameters dropped; ties go
///   to the first written), except a non-JSON `text/*` type when the body is structured (a text body is read as one
///   string, which an object or array schema refuses).
/// - Else a default per top-level type:
///
/// | range | member |
/// |---|---|
/// | `*/*`, `application/*` | `application/json` when the body is structured (its schema describes a value other than bytes, or, without a schema, its example is not a string), else `application/octet-stream` |
/// | `text/*` | `text/plain` |
/// | `image/*` | `image/png` |
/// | `audio/*` | `audio/wav` |
/// | `video/*` | `video/mp4` |
/// | `multipart/*` | `multipart/form-data` |
/// | `font/*` | `font/woff2` |
/// | `model/*` | `model/gltf-binary` |
/// | `message/*` | `message/rfc822` |
/// | any other `type/*` | `type/octet-stream` |
///
/// Its body is then written as that type (``MinimalBody`` for bytes the spec does not describe as a value).
enum MediaRangeMember {
    /// The member of `range` to answer with; `range` itself when it is not a range.
    static func member(of range: ContentType, accept: String?, structured: Bool) -> ContentType {
        guard range.isWildcard else { return range }
        var best: MediaRange?
        for entry in MediaRange.parse(accept ?? "") where !entry.range.isWildcard && entry.quality > 0 {
            guard entry.specificity(for: range) != nil else { continue }
            if structured, entry.range.type == "text", !entry.range.isJSON { continue }
            if best == nil || entry.quality > best!.quality { best = entry }
        }
        if let best, let type = ContentType(best.range.essence) { return type }
        let member: String
        switch range.type {
        case "*", "application": member = structured ? "application/json" : "application/octet-stream"
        case "text": member = "text/plain"
        case "image": member = "image/png"
        case "audio": member = "audio/wav"
        case "video": member = "video/mp4"
        case "multipart": member = "multipart/form-data"
        case "font": member = "font/woff2"
        case "model": member = "model/gltf-binary"
        case "message": member = "message/rfc822"
        default: member = "\(range.type)/octet-stream"
        }
        return ContentType(member)!
    }

    /// Whether a body of `media` is a structured value, best sent as JSON: its schema (followed through `$ref`s by
    /// `resolve`) says anything but "bytes" (no keywords; `type: string` with `format: binary`/`byte`,
    /// `contentMediaType` or `contentEncoding`); without a schema, its first example is not a string.
    static func isStructured(_ media: OpenAPI.MediaType, resolve: (OpenAPI.SchemaObject) -> JSONValue) -> Bool {
        guard let schema = media.schema else {
            guard let example = ResponseSynthesizer.examples(of: media).first else { return false }
            if case .string = example { return false }
            return true
        }
        guard case .object(let object) = resolve(schema) else { return false }
        let annotations: Set<String> = ["description", "title", "$comment", "example", "examples", "deprecated", "readOnly", "writeOnly"]
        if object.allSatisfy({ annotations.contains($0.key) || OpenAPI.isExtension($0.key) }) { return false }
        if object["type"]?.stringValue == "string" {
            let format = object["format"]?.stringValue
            if format == "binary" || format == "byte" || object["contentMediaType"] != nil || object["contentEncoding"] != nil {
                return false
            }
        }
        return true
    }
}
