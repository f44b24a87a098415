@_spi(ContractStubSpecialized) import ContractStubSyntax
import Foundation

/// The documents that `$ref`s can reach, by absolute URI (fragment removed).
///
/// ```swift
/// let registry = SchemaRegistry { url in try JSONValue(decoding: Data(contentsOf: url)) }
/// registry.register(spec, at: URL(fileURLWithPath: "/specs/petstore.json"))
/// ```
package final class SchemaRegistry: Sendable {
    /// The documents by key, their keys in the order they came, and how many times ``register(_:at:)`` was called.
    private let state = Locked((documents: [String: JSONValue](), keys: [String](), registrations: 0))
    private let loader: (@Sendable (URL) throws -> JSONValue)?
    /// The `$ref`s followed through this registry (``SchemaReferenceFollower``), each resolved to a URL once.
    package let resolvedReferences = ResolvedReferences<URL>()

    /// A registry; `loader` is asked for documents not registered yet (e.g. files next to a spec).
    package init(loader: (@Sendable (URL) throws -> JSONValue)? = nil) {
        self.loader = loader
    }

    /// Makes `document` reachable at `uri`.
    package func register(_ document: JSONValue, at uri: URL) {
        let key = SchemaURI.withoutFragment(uri.absoluteString)
        state.withLock { state in
            if state.documents.updateValue(document, forKey: key) == nil { state.keys.append(key) }
            state.registrations += 1
        }
    }

    /// How many times ``register(_:at:)`` has been called: a compiler forgets the failures it remembers when this
    /// changes (documents fetched through the loader do not count).
    var generation: Int {
        state.withLock { $0.registrations }
    }

    /// The document registered at `key`, if any (the loader is not asked).
    package func registeredDocument(at key: String) -> JSONValue? {
        state.withLock { $0.documents[key] }
    }

    /// The keys of the documents that came after the first `start` (in the order they came), and how many came in
    /// all: a caller that visits every document keeps the count and asks only for the new ones next time.
    func documentKeys(after start: Int) -> (keys: ArraySlice<String>, count: Int) {
        state.withLock { ($0.keys[min(start, $0.keys.count)...], $0.keys.count) }
    }

    /// The document at `key`: registered, or fetched once through the loader and then registered.
    /// - Throws: what the loader throws; returns `nil` when there is no loader or `key` is not a URL.
    package func document(at key: String) throws -> JSONValue? {
        if let document = registeredDocument(at: key) { return document }
        guard let loader, let url = URL(string: key) else { return nil }
        let document = try loader(url)
        state.withLock { state in
            if state.documents.updateValue(document, forKey: key) == nil { state.keys.append(key) }
        }
        return document
    }
}
