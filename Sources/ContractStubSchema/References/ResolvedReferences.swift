import Foundation

/// `$ref`s resolved once per (document, reference) pair: the document each leads to, as a `Document` (an id, or a
/// URL), and the JSON Pointer in it.
package final class ResolvedReferences<Document: Sendable>: Sendable {
    /// A reference as written in a document: the document's URL (the base it resolves against) and the `$ref`.
    private struct Pair: Hashable {
        let base: URL
        let reference: String

        /// Hashes the URL's string (`relativeString`, which equal URLs share), not the URL: `URL`'s own hash costs
        /// more than the rest of a lookup, and a diff or a synthesis looks references up per schema it reads.
        func hash(into hasher: inout Hasher) {
            hasher.combine(reference)
            hasher.combine(base.relativeString)
        }
    }

    /// Where a reference leads: a document (`nil`: none) and a JSON Pointer in it (`nil`: the fragment is not one).
    package struct Target: Sendable {
        package let document: Document?
        package let pointer: JSONPointer?
    }

    /// What is remembered: each pair's target, and the document each resolved URL (as written after resolution,
    /// without its fragment) leads to, since many references in many documents name one file.
    private struct Memo {
        var targets: [Pair: Target] = [:]
        var documents: [String: Document?] = [:]
    }

    private let memo = Locked(Memo())

    /// An empty cache.
    package init() {}

    /// Where `reference`, written in the document at `base`, leads: resolved (RFC 3986) and its document looked up by
    /// its normalised URL (``DocumentURL/normalized(_:)``) with `document` the first time, remembered after.
    /// `document` must give the same answer for the same URL every time (each caller passes one lookup).
    package func target(of reference: String, in base: URL, document: (URL) -> Document?) -> Target {
        let pair = Pair(base: base, reference: reference)
        if let known = memo.withLock({ $0.targets[pair] }) { return known }
        let (resolved, fragment) = SchemaURI.split(SchemaURI.resolve(reference, against: base.absoluteString))
        let found: Document?
        if let known = memo.withLock({ $0.documents[resolved] }) {
            found = known
        } else {
            found = URL(string: resolved).map(DocumentURL.normalized).flatMap(document)
        }
        let target = Target(document: found, pointer: try? JSONPointer(fragment: fragment ?? ""))
        memo.withLock { memo in
            memo.targets[pair] = target
            memo.documents[resolved] = found
        }
        return target
    }
}
