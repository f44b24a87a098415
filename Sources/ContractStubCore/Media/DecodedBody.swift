import Foundation

/// A request or response body read according to its media type.
enum DecodedBody: Sendable, Hashable {
    /// A JSON document.
    case json(JSONValue)
    /// Form fields (`application/x-www-form-urlencoded` or `multipart/form-data`) as an object; a repeated
    /// name becomes an array.
    case fields(JSONValue, parts: [MultipartPart])
    /// Text (`text/*`).
    case text(String)
    /// Bytes of any other type, checked for presence only.
    case binary(Data)

    /// The value to validate against the media type's schema, or `nil` for binary bodies.
    var instance: JSONValue? {
        switch self {
        case .json(let value), .fields(let value, _): return value
        case .text(let text): return .string(text)
        case .binary: return nil
        }
    }
}
