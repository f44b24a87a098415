import Foundation

/// Reads a body according to its media type: JSON (and `+json`), `application/x-www-form-urlencoded`,
/// `multipart/form-data`, `text/*`; anything else stays bytes.
///
/// ```swift
/// let body = try BodyDecoder.decode(data, as: ContentType("application/json")!)
/// body.instance  // the JSONValue to validate
/// ```
enum BodyDecoder {
    /// Decodes `data` as `mediaType` says.
    /// - Throws: ``BodyDecodingError`` saying what was expected (malformed JSON with line and column, text in
    ///   an unsupported charset or not valid in its charset, a multipart body without boundary or with broken parts).
    static func decode(_ data: Data, as mediaType: ContentType) throws(BodyDecodingError) -> DecodedBody {
        if mediaType.isJSON {
            do {
                return .json(try JSONValue(decodingInstance: data))
            } catch {
                throw BodyDecodingError(expected: "JSON (\(mediaType.essence))", problem: "\(error)")
            }
        }
        switch mediaType.essence {
        case "application/x-www-form-urlencoded":
            let text = try decodeText(data, charset: mediaType.charset, expected: "form fields (\(mediaType.essence))")
            let list = NameValueList(query: text)
            return .fields(
                .object(fieldObject(list.entries.map { ($0.name, JSONValue.string(list.decode($0.rawValue ?? ""))) })), parts: [])
        case "multipart/form-data":
            guard let boundary = mediaType.parameters["boundary"], !boundary.isEmpty else {
                throw BodyDecodingError(expected: "multipart/form-data", problem: "the Content-Type has no boundary parameter")
            }
            let parts = try MultipartBody.parts(of: data, boundary: boundary)
            var fields: [(String, JSONValue)] = []
            for part in parts { fields.append((part.name, try value(of: part))) }
            return .fields(.object(fieldObject(fields)), parts: parts)
        default:
            if mediaType.type == "text" {
                return .text(try decodeText(data, charset: mediaType.charset, expected: "text (\(mediaType.essence))"))
            }
            return .binary(data)
        }
    }

    /// A part's value: JSON-decoded for JSON parts, text for text parts and plain fields, base64 for files and
    /// other binary parts.
    static func value(of part: MultipartPart) throws(BodyDecodingError) -> JSONValue {
        if let type = part.contentType, type.isJSON {
            do {
                return try JSONValue(decodingInstance: part.body)
            } catch {
                throw BodyDecodingError(expected: "JSON in part '\(part.name)'", problem: "\(error)")
            }
        }
        let isText = part.contentType.map { $0.type == "text" } ?? (part.filename == nil)
        if isText, let text = String(data: part.body, encoding: .utf8) { return .string(text) }
        return .string(part.body.base64EncodedString())
    }

    /// Fields as an object: the first value of a name, or an array of all of them when it repeats.
    static func fieldObject(_ fields: [(String, JSONValue)]) -> JSONObject {
        var names: [String] = []
        var values: [String: [JSONValue]] = [:]
        for (name, value) in fields {
            if values[name] == nil { names.append(name) }
            values[name, default: []].append(value)
        }
        return JSONObject(
            names.map { name in
                let all = values[name]!
                return (name, all.count == 1 ? all[0] : .array(all))
            })
    }

    private static func decodeText(_ data: Data, charset: String?, expected: String) throws(BodyDecodingError) -> String {
        let encoding: String.Encoding
        switch charset {
        case nil, "utf-8", "utf8": encoding = .utf8
        case "us-ascii", "ascii": encoding = .ascii
        case "iso-8859-1", "latin1": encoding = .isoLatin1
        case "utf-16": encoding = .utf16
        case let other?:
            throw BodyDecodingError(expected: expected, problem: "charset '\(other)' is not supported")
        }
        guard let text = String(data: data, encoding: encoding) else {
            throw BodyDecodingError(expected: expected, problem: "the bytes are not valid \(charset ?? "utf-8")")
        }
        return text
    }
}
