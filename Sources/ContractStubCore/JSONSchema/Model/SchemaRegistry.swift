import Foundation

/// The documents that `$ref`s can reach, by absolute URI (fragment removed).
///
/// ```swift
/// let registry = SchemaRegistry { url in try JSONValue(decoding: Data(contentsOf: url)) }
/// registry.register(spec, at: URL(fileURLWithPath: "/specs/petstore.json"))
/// ```
public final class SchemaRegistry: Sendable {
    /// The documents by key, and how many times ``register(_:at:)`` was called.
    private let state = Locked((documents: [String: JSONValue](), registrations: 0))
    private let loader: (@Sendable (URL) throws -> JSONValue)?
    /// The `$ref`s followed through this registry (``SchemaReferenceFollower``), each resolved to a URL once.
    package let resolvedReferences = ResolvedReferences<URL>()

    /// A registry; `loader` is asked for documents not registered yet (e.g. files next to a spec).
    public init(loader: (@Sendable (URL) throws -> JSONValue)? = nil) {
        self.loader = loader
    }

    /// Makes `document` reachable at `uri`.
    public func register(_ document: JSONValue, at uri: URL) {
        let key = SchemaURI.withoutFragment(uri.absoluteString)
        state.withLock { state in
            state.documents[key] = document
            state.registrations += 1
        }
    }

    /// How many times ``register(_:at:)`` has been called: a compiler forgets the failures it remembers when this
    /// changes (documents fetched through the loader do not count).
    var generation: Int {
        state.withLock { $0.registrations }
    }

    /// The document registered at `key`, if any (the loader is not asked).
    func registeredDocument(at key: String) -> JSONValue? {
        state.withLock { $0.documents[key] }
    }

    /// Every registered document, by key.
    var allDocuments: [String: JSONValue] {
        state.withLock { $0.documents }
    }

    /// The document at `key`: registered, or fetched once through the loader and then registered.
    /// - Throws: what the loader throws; returns `nil` when there is no loader or `key` is not a URL.
    func document(at key: String) throws -> JSONValue? {
        if let document = registeredDocument(at: key) { return document }
        guard let loader, let url = URL(string: key) else { return nil }
        let document = try loader(url)
        state.withLock { $0.documents[key] = document }
        return document
    }
}
