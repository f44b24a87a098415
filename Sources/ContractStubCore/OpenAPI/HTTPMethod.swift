/// An HTTP method of an operation: one of the fixed fields of a Path Item Object (`get` … `trace`, and `query` from
/// OpenAPI 3.2), or a method an OpenAPI 3.2 Path Item names under `additionalOperations` (`COPY`, `LINK`, …).
///
/// ```swift
/// let copy = HTTPMethod(additional: "COPY")   // COPY
/// HTTPMethod.query.description               // "QUERY"
/// ```
public struct HTTPMethod: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
    /// The fixed fields' lower-case name (`get`), or an additional method's token as written (`COPY`).
    public let rawValue: String

    /// A method from its Path Item field name (`get`) or its additional-operation token (`COPY`).
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A method named under `additionalOperations`, kept as written.
    public init(additional token: String) { self.rawValue = token }

    /// GET.
    public static let get = HTTPMethod(rawValue: "get")
    /// PUT.
    public static let put = HTTPMethod(rawValue: "put")
    /// POST.
    public static let post = HTTPMethod(rawValue: "post")
    /// DELETE.
    public static let delete = HTTPMethod(rawValue: "delete")
    /// OPTIONS.
    public static let options = HTTPMethod(rawValue: "options")
    /// HEAD.
    public static let head = HTTPMethod(rawValue: "head")
    /// PATCH.
    public static let patch = HTTPMethod(rawValue: "patch")
    /// TRACE.
    public static let trace = HTTPMethod(rawValue: "trace")
    /// QUERY: a safe request with a body (OpenAPI 3.2).
    public static let query = HTTPMethod(rawValue: "query")

    /// The methods with a fixed field in a Path Item Object, in the order the spec lists them (`query` is read from
    /// OpenAPI 3.2 documents only).
    package static let allCases: [HTTPMethod] = [.get, .put, .post, .delete, .options, .head, .patch, .trace, .query]

    /// Whether this method has a fixed Path Item field (rather than an `additionalOperations` entry).
    package var isFixedField: Bool { Self.allCases.contains(self) }

    /// The method as sent on the wire: `GET`, `POST`, `COPY`, ….
    public var description: String { isFixedField ? rawValue.uppercased() : rawValue }

    /// Reads one of the fixed methods in any case (`GET`, `get`); `nil` for any other method.
    package init?(caseInsensitive text: String) {
        let method = HTTPMethod(rawValue: text.lowercased())
        guard method.isFixedField else { return nil }
        self = method
    }
}
