@_spi(ContractStubSpecialized) import ContractStubSyntax
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

    private let targets = Locked<[Pair: Target]>([:])

    /// An empty cache.
    package init() {}

    /// Where `reference`, written in the document at `base`, leads: resolved (RFC 3986), and its document found by
    /// `document` from the resolved URL (absolute, without its fragment) the first time, remembered after.
    package func target(of reference: String, in base: URL, document: (String) -> Document?) -> Target {
        let pair = Pair(base: base, reference: reference)
        if let known = targets.withLock({ $0[pair] }) { return known }
        let (resolved, fragment) = SchemaURI.split(SchemaURI.resolve(reference, against: base.absoluteString))
        let target = Target(document: document(resolved), pointer: try? JSONPointer(fragment: fragment ?? ""))
        targets.withLock { $0[pair] = target }
        return target
    }
}
