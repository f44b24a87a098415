/// The HTTP methods a Path Item Object can describe, in the order the spec lists them.
public enum HTTPMethod: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// GET.
    case get
    /// PUT.
    case put
    /// POST.
    case post
    /// DELETE.
    case delete
    /// OPTIONS.
    case options
    /// HEAD.
    case head
    /// PATCH.
    case patch
    /// TRACE.
    case trace

    /// The method as sent on the wire: `GET`, `POST`, ….
    public var description: String { rawValue.uppercased() }

    /// Reads a method in any case (`GET`, `get`); `nil` for methods OpenAPI cannot describe.
    public init?(caseInsensitive text: String) {
        self.init(rawValue: text.lowercased())
    }
}
