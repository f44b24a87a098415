import Foundation

/// `$ref`s resolved once per (document, reference) pair: the document each leads to, as a `Document` (an id, or a
/// URL), and the JSON Pointer in it.
package final class ResolvedReferences<Document: Sendable>: Sendable {
    /// A reference as written in a document: the document's URL (the base it resolves against) and the `$ref`.
    private struct Pair: Hashable {
        let base: URL
        let reference: String
    }

    /// Where a reference leads: a document (`nil`: none) and a JSON Pointer in it (`nil`: the fragment is not one).
    package struct Target: Sendable {
        package let document: Document?
        package let pointer: JSONPointer?
    }

    private let targets = Locked<[Pair: Target]>([:])

    /// An empty cache.
    package init() {}

    /// Where `reference`, written in the document at `base`, leads: resolved (RFC 3986) and its document looked up by
    /// its normalised URL (``DocumentURL/normalized(_:)``) with `document` the first time, remembered after.
    package func target(of reference: String, in base: URL, document: (URL) -> Document?) -> Target {
        let pair = Pair(base: base, reference: reference)
        if let known = targets.withLock({ $0[pair] }) { return known }
        let (resolved, fragment) = SchemaURI.split(SchemaURI.resolve(reference, against: base.absoluteString))
        let target = Target(
            document: URL(string: resolved).map(DocumentURL.normalized).flatMap(document),
            pointer: try? JSONPointer(fragment: fragment ?? ""))
        targets.withLock { $0[pair] = target }
        return target
    }
}
