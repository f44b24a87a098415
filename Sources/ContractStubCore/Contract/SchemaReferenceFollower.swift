import Foundation

/// Follows schema `$ref`s (JSON Pointer fragments) to the schemas they designate: the one way the engine, synthesis
/// and the diff read a schema through its references.
///
/// A reference is resolved against the URL of the document it is written in (RFC 3986), and the target document is
/// looked up by its normalised URL (``DocumentURL/normalized(_:)``). Chains are followed at most
/// ``hopLimit`` hops, and a chain that comes back to a schema it passed stops there and says so instead of looping.
///
/// ```swift
/// let follower = SchemaReferenceFollower(contract)
/// let chain = follower.resolve(operation.requestBody!.content["application/json"]!.schema!)
/// chain.end.json["type"]      // the type of the schema the chain ends at
/// ```
package struct SchemaReferenceFollower: Sendable {
    /// How many `$ref` hops a chain may take before ``resolve(_:)`` gives up.
    package static let hopLimit = 64

    /// Where the documents are: a contract's, interned with their references resolved once (``DocumentReferences``),
    /// or a registry's, whose references are resolved once too (``SchemaRegistry/resolvedReferences``).
    private enum Documents: Sendable {
        case contract(DocumentReferences)
        case registry(SchemaRegistry)
    }

    private let documents: Documents

    /// A follower over the documents `contract` loaded; every follower of one contract shares its resolved references.
    package init(_ contract: Contract) {
        documents = .contract(contract.documentReferences)
    }

    /// A follower over the documents of `registry`, which may load documents it has not seen yet.
    package init(_ registry: SchemaRegistry) {
        documents = .registry(registry)
    }

    /// The schema `reference` designates, written in the schema at `location`; `nil` when it cannot be followed
    /// (no such document, a fragment that is not a JSON Pointer, or nothing at that pointer).
    package func target(of reference: String, from location: SpecLocation) -> OpenAPI.SchemaObject? {
        switch documents {
        case .contract(let references):
            return references.target(of: reference, from: location)
        case .registry(let registry):
            // The URL is kept, not the document: the registry may load it later than the reference is first followed.
            let target = registry.resolvedReferences.target(of: reference, in: location.documentURL) { url in
                URL(string: url).map(DocumentURL.normalized)
            }
            guard let url = target.document, let pointer = target.pointer,
                let root = try? registry.document(at: SchemaURI.withoutFragment(url.absoluteString)), let json = root[pointer]
            else { return nil }
            return OpenAPI.SchemaObject(json: json, specLocation: SpecLocation(documentURL: url, pointer: pointer))
        }
    }

    /// Follows `schema`'s chain of `$ref`s to its end.
    package func resolve(_ schema: OpenAPI.SchemaObject) -> Chain {
        var current = schema
        // Chains are short (at most ``hopLimit``): a list searched in order costs less than hashing into a set.
        var passed: [SpecLocation] = []
        for _ in 0..<Self.hopLimit {
            guard let reference = current.ref else { return Chain(end: current, stop: nil) }
            guard let target = target(of: reference, from: current.specLocation) else {
                return Chain(end: current, stop: .unresolved(reference))
            }
            passed.append(current.specLocation)
            guard !passed.contains(target.specLocation) else { return Chain(end: current, stop: .cycle) }
            current = target
        }
        return Chain(end: current, stop: current.ref == nil ? nil : .tooLong)
    }

    /// Where a chain of `$ref`s ends, and why it ended early if it did.
    package struct Chain: Sendable {
        /// The first schema of the chain that is not a reference; when the chain stops early, the last schema reached
        /// (the one whose `$ref` could not be followed, or that leads back into the chain).
        package let end: OpenAPI.SchemaObject
        /// Why the chain stopped before a schema that is not a reference; `nil` when it reached one.
        package let stop: Stop?
    }

    /// Why a chain of `$ref`s stopped early.
    package enum Stop: Sendable, Equatable {
        /// This reference leads to no schema.
        case unresolved(String)
        /// The chain leads back to a schema it passed.
        case cycle
        /// The chain is longer than ``SchemaReferenceFollower/hopLimit``.
        case tooLong
    }
}
