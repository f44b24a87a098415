import Foundation

/// Where a `$ref` points: an absolute document URL and, inside it, a JSON Pointer or (schemas only) an anchor.
struct ReferenceTarget: Hashable {
    /// The fragment of a reference.
    enum Fragment: Hashable {
        /// `#/a/b`, or the whole document when there is no fragment.
        case pointer(JSONPointer)
        /// `#name`: a plain-name anchor, meaningful only inside schemas.
        case anchor(String)
    }

    /// The document, absolute and without fragment.
    let documentURL: URL
    /// The place inside it.
    let fragment: Fragment

    /// Reads `ref` relative to the document at `base`.
    /// - Throws: `ref.remote` for `http(s)` targets, `ref.unresolved` for anything else that cannot be a target.
    static func parse(_ ref: String, relativeTo base: URL) throws(ReferenceFailure) -> ReferenceTarget {
        // Cut at the `#` byte (a URI reference is ASCII; a `Character` search would not find a `#` that a combining
        // mark follows, and costs more).
        let utf8 = ref.utf8
        let hashIndex = utf8.firstIndex(of: UInt8(ascii: "#"))
        let uriPart = hashIndex.map { String(Substring(utf8[..<$0])) } ?? ref
        let fragmentText = hashIndex.map { Substring(utf8[utf8.index(after: $0)...]) } ?? ""

        let documentURL: URL
        if uriPart.isEmpty {
            documentURL = base
        } else {
            let encoded = uriPart.addingPercentEncoding(withAllowedCharacters: uriCharacters) ?? uriPart
            guard let url = URL(string: encoded, relativeTo: base)?.absoluteURL else {
                throw ReferenceFailure(code: .refUnresolved, message: "'\(ref)' is not a valid URI reference")
            }
            switch url.scheme?.lowercased() {
            case "http", "https":
                throw ReferenceFailure(
                    code: .refRemote,
                    message:
                        "'\(ref)' is a remote reference; ContractStub never fetches from the network: download \(url.absoluteString) next to the spec and refer to it by a relative path"
                )
            case "file":
                documentURL = DocumentURL.normalized(url)
            default:
                throw ReferenceFailure(
                    code: .refUnresolved,
                    message: "'\(ref)' uses the scheme '\(url.scheme ?? "")'; only files next to the spec can be referenced")
            }
        }

        guard let decoded = PercentDecoding.decode(fragmentText) else {
            throw ReferenceFailure(code: .refUnresolved, message: "'\(ref)' has an invalid percent-encoding in its fragment")
        }
        if decoded.isEmpty { return ReferenceTarget(documentURL: documentURL, fragment: .pointer(.root)) }
        guard decoded.utf8.first == UInt8(ascii: "/") else { return ReferenceTarget(documentURL: documentURL, fragment: .anchor(decoded)) }
        do {
            return ReferenceTarget(documentURL: documentURL, fragment: .pointer(try JSONPointer(parsing: decoded)))
        } catch {
            throw ReferenceFailure(code: .refUnresolved, message: "'\(ref)' has a malformed JSON Pointer: \(error)")
        }
    }

    /// What a URI reference may hold unencoded; spaces and the like in file names get percent-encoded.
    private static let uriCharacters: CharacterSet = {
        var set = CharacterSet.urlPathAllowed
        set.insert(charactersIn: ":?%")
        return set
    }()
}
