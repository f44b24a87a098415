import Foundation

/// URI arithmetic for `$id` and `$ref` (RFC 3986 reference resolution, fragments split off).
package enum SchemaURI {
    /// `uri` without its fragment, and the fragment (without `#`) when there is one.
    package static func split(_ uri: String) -> (base: String, fragment: String?) {
        // A schema's URI holds the spec file's absolute path: found with `memchr`, not one `UTF8View` index at a time.
        guard let offset = ByteSearch.firstOffset(of: UInt8(ascii: "#"), in: uri) else { return (uri, nil) }
        let hash = uri.utf8.index(uri.utf8.startIndex, offsetBy: offset)
        return (String(uri[..<hash]), String(uri[uri.utf8.index(after: hash)...]))
    }

    /// `uri` without its fragment (an empty fragment `#` is dropped too).
    package static func withoutFragment(_ uri: String) -> String { split(uri).base }

    /// Whether `reference` starts with a scheme (`http:`, `urn:`, …) and so is absolute.
    static func hasScheme(_ reference: String) -> Bool {
        var sawLetter = false
        for byte in reference.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"): sawLetter = true
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."):
                if !sawLetter { return false }
            case UInt8(ascii: ":"): return sawLetter
            default: return false
            }
        }
        return false
    }

    /// `reference` resolved against `base`; the result keeps the reference's fragment.
    package static func resolve(_ reference: String, against base: String) -> String {
        if hasScheme(reference) { return reference }
        if reference.hasPrefix("#") { return withoutFragment(base) + reference }
        if reference.isEmpty { return withoutFragment(base) }
        if let baseURL = URL(string: withoutFragment(base)),
            let resolved = URL(string: reference, relativeTo: baseURL)?.absoluteString
        {
            return resolved
        }
        return reference
    }
}
