import Foundation

extension ReferenceResolver {
    /// `ref` as written in the document at `base`, made local when that document declares an absolute `$self`
    /// (OpenAPI 3.2): a reference whose target, resolved against `$self`, is `$self` itself becomes a fragment-only
    /// reference into the document, and one that lands beside `$self` (in its folder or below) becomes a path relative
    /// to the document's file. Any other reference is returned unchanged (and stays remote).
    ///
    /// ```swift
    /// // $self: https://example.com/api/openapi
    /// localized("https://example.com/api/openapi#/components/schemas/Pet", relativeTo: file)  // "#/components/schemas/Pet"
    /// localized("https://example.com/api/schemas/pet.yaml", relativeTo: file)                  // "schemas/pet.yaml"
    /// ```
    func localized(_ ref: String, relativeTo base: URL) -> String {
        guard case .success(let document) = store.document(at: base), let selfText = document.json["$self"]?.stringValue,
            let selfURL = URL(string: selfText), selfURL.scheme != nil,
            let absolute = URL(string: ref, relativeTo: selfURL)?.absoluteString
        else { return ref }
        let hashIndex = absolute.firstIndex(of: "#")
        let target = hashIndex.map { String(absolute[..<$0]) } ?? absolute
        let fragment = hashIndex.map { String(absolute[$0...]) } ?? ""
        if target == selfURL.absoluteString { return fragment.isEmpty ? "#" : fragment }
        let folder = selfURL.deletingLastPathComponent().absoluteString
        guard target.hasPrefix(folder), target.count > folder.count else { return ref }
        return String(target.dropFirst(folder.count)) + fragment
    }
}
