import Foundation

/// What kind of document a spec is: OpenAPI 3.0, 3.1 or 3.2, or Swagger 2.0 (read as OpenAPI 3.0); anything else is
/// refused with a ``SpecLoadError``, at the line and column of the offending field when the file can be read again.
struct SpecKind {
    /// The version the document is read as (`3.0.3` for Swagger 2.0).
    let version: OpenAPIVersion
    /// Whether it is a Swagger 2.0 document, to be converted first.
    let isSwagger2: Bool

    /// The kind of the document `json`, read from `url`.
    /// - Throws: ``SpecLoadError`` for a root that is not an object, a missing or unsupported version, a `swagger`
    ///   other than the string `"2.0"`, or both `swagger` and `openapi`.
    init(of json: JSONValue, url: URL) throws(SpecLoadError) {
        let name = url.lastPathComponent
        guard case .object(let root) = json else {
            throw SpecLoadError(
                code: .specRootType, message: "\(name) must hold a JSON object at the top level; found \(json.typeName)", url: url)
        }
        if let swagger = root["swagger"] {
            try self.init(swagger: swagger, hasOpenAPI: root["openapi"] != nil, url: url)
            return
        }
        guard let versionValue = root["openapi"] else {
            throw SpecLoadError(
                code: .specVersionMissing,
                message:
                    "\(name) has no 'openapi' field; an OpenAPI document starts with \"openapi\": \"3.0.3\" or \"3.1.0\" (or, for Swagger 2.0, \"swagger\": \"2.0\")",
                url: url)
        }
        guard case .string(let text) = versionValue else {
            throw SpecLoadError(
                code: .specVersionUnsupported,
                message: "'openapi' must be a string such as \"3.0.3\" or \"3.1.0\"; found "
                    + (versionValue.numberValue.map { "the number \($0) (write it in quotes)" } ?? versionValue.typeName),
                url: url)
        }
        guard let version = OpenAPIVersion(text), version.isSupported else {
            throw SpecLoadError(
                code: .specVersionUnsupported,
                message: "\(name) declares OpenAPI '\(text)'; ContractStub reads OpenAPI 3.0.x, 3.1.x and 3.2.x", url: url)
        }
        self.init(version: version, isSwagger2: false)
    }

    private init(version: OpenAPIVersion, isSwagger2: Bool) {
        self.version = version
        self.isSwagger2 = isSwagger2
    }

    private init(swagger: JSONValue, hasOpenAPI: Bool, url: URL) throws(SpecLoadError) {
        let name = url.lastPathComponent
        let message: String
        if hasOpenAPI {
            message = "\(name) declares both 'swagger' and 'openapi'; keep the one the document is written in"
        } else if case .string(let text) = swagger {
            guard text != "2.0" else {
                self.init(version: OpenAPIVersion(major: 3, minor: 0, patch: 3), isSwagger2: true)
                return
            }
            message = "\(name) declares Swagger '\(text)'; ContractStub reads Swagger 2.0 and OpenAPI 3.0.x, 3.1.x and 3.2.x"
        } else {
            message =
                "'swagger' must be the string \"2.0\"; found "
                + (swagger.numberValue.map { "the number \($0) (write it in quotes)" } ?? swagger.typeName)
        }
        throw SpecLoadError(code: .specSwagger2, message: message, url: url, position: Self.position(of: "/swagger", in: url))
    }

    /// The line and column of `pointer` in the file at `url`, when it can be read again.
    private static func position(of pointer: JSONPointer, in url: URL) -> SourcePosition? {
        guard url.isFileURL, let data = try? Data(contentsOf: url) else { return nil }
        return SpecSourceLocator(data: data, url: url).locations(of: [pointer])[0]
    }
}
