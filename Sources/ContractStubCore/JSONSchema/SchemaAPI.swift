import Foundation

// SKELETON — the public surface of the JSON Schema engine. The schema work replaces the bodies
// (and may split this file); the names and signatures below are what the rest of the core codes against.

/// Which JSON Schema rules a schema is read with.
public enum SchemaDialect: Sendable, Hashable {
    /// OpenAPI 3.0 Schema Object: draft-4 rules plus `nullable`, `discriminator`, `readOnly`/`writeOnly`;
    /// `$ref` replaces its siblings.
    case openAPI30
    /// JSON Schema draft 4 (used for conformance).
    case draft4
    /// JSON Schema 2020-12, which OpenAPI 3.1 uses.
    case draft2020_12
}

/// Settings that change how schemas validate.
public struct SchemaCompilerOptions: Sendable, Hashable {
    /// Whether `format` is asserted (OpenAPI users rely on it) or only an annotation (the 2020-12 default).
    public var assertFormats: Bool
    /// The default: formats asserted.
    public init(assertFormats: Bool = true) { self.assertFormats = assertFormats }
}

/// Which side of an exchange an instance is on: `readOnly` properties must not be sent in a request,
/// `writeOnly` properties must not appear in a response, and neither is then required on that side.
public enum ValidationDirection: Sendable, Hashable {
    /// Plain JSON Schema.
    case none
    /// A request body or parameter.
    case request
    /// A response body or header.
    case response
}

/// The documents that `$ref`s can reach, by absolute URI (fragment removed).
public final class SchemaRegistry: @unchecked Sendable {
    /// A registry; `loader` is asked for documents not registered yet (e.g. files next to a spec).
    public init(loader: (@Sendable (URL) throws -> JSONValue)? = nil) { fatalError("skeleton") }
    /// Makes `document` reachable at `uri`.
    public func register(_ document: JSONValue, at uri: URL) { fatalError("skeleton") }
}

/// Compiles schemas once into validator trees; compiling the same location twice returns the same ``Schema``.
public final class SchemaCompiler: @unchecked Sendable {
    /// A compiler for one dialect over the documents of `registry`.
    public init(dialect: SchemaDialect, registry: SchemaRegistry, options: SchemaCompilerOptions = .init()) {
        fatalError("skeleton")
    }
    /// Compiles the schema at `pointer` inside the document registered at `documentURI`.
    /// - Throws: ``SchemaCompilationError`` for an unresolvable `$ref` or a malformed keyword.
    public func compile(documentURI: URL, pointer: JSONPointer) throws(SchemaCompilationError) -> Schema {
        fatalError("skeleton")
    }
}

/// A schema that could not be compiled; `diagnostic` says which keyword, where, and why.
public struct SchemaCompilationError: Error, Sendable {
    /// The finding, with `specPointer` at the offending keyword and `file` set when it is not the main document.
    public let diagnostic: Diagnostic
}

/// A compiled schema: validates instances without re-reading JSON or re-resolving refs.
public final class Schema: @unchecked Sendable {
    /// Every violation of `instance`: code `schema.<keyword>`, message saying expected vs found,
    /// `specPointer` at the keyword, `instancePointer` at the offending part of the instance.
    public func validate(_ instance: JSONValue, direction: ValidationDirection = .none) -> [Diagnostic] {
        fatalError("skeleton")
    }
    /// Whether `instance` is valid; faster than `validate` because it builds no messages.
    public func isValid(_ instance: JSONValue, direction: ValidationDirection = .none) -> Bool { fatalError("skeleton") }
}
