import Foundation

/// The keys of a Content map (request bodies, responses, parameters, headers) are media types or media type ranges
/// (OpenAPI 3.0–3.2: "The key is a media type or media type range"; RFC 9110 `type/subtype`). A key such as `json`,
/// `string` or `undefined` matches no body, so every body under it would be refused: `spec.media.key` (error), with the
/// media type it most likely means when that is obvious. The stub skips such keys when choosing its answer.
enum MediaTypeKeyRule {
    /// Reports each key of `members` (the Content map at `location`) that does not parse as a media type.
    static func check(_ members: JSONObject, at location: SpecLocation, decoder: SpecDecoder) {
        for (key, _) in members where ContentType(key) == nil {
            decoder.report(
                .error, .specMediaKey,
                "'\(key)' is not a media type or media type range (type/subtype, such as application/json or image/*), so no body can match it",
                at: location.appending(key), suggestion: meaning(of: key).map { "did you mean '\($0)'?" })
        }
    }

    /// The media type (or range) a key that is not one most likely means: a format name (`json`), a type of value
    /// (`string`), or a bare top-level type (`image` → `image/*`); `nil` when nothing is obvious.
    static func meaning(of key: String) -> String? {
        let word = key.trimmingCharacters(in: .whitespaces).lowercased()
        switch word {
        case "json": return "application/json"
        case "xml": return "application/xml"
        case "yaml", "yml": return "application/yaml"
        case "pdf": return "application/pdf"
        case "zip": return "application/zip"
        case "form", "urlencoded": return "application/x-www-form-urlencoded"
        case "binary", "bytes", "file", "octet-stream": return "application/octet-stream"
        case "string", "text", "plain": return "text/plain"
        case "html": return "text/html"
        case "csv": return "text/csv"
        case "png", "gif", "jpeg", "webp": return "image/\(word)"
        case "jpg": return "image/jpeg"
        case "*": return "*/*"
        case "image", "audio", "video", "font", "model", "multipart", "application": return "\(word)/*"
        default: return nil
        }
    }
}
