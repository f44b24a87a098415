import Foundation

/// Finds and cuts runs of bytes at memory speed, for the layers above, which read no raw memory themselves.
///
/// `Data.range(of:)` compares byte by byte through generic code: about 25 instructions a byte, 75 M to learn that a
/// 3 MB spec never says `"swagger"`. Here `memchr` (vectorized by the C library) finds each place of the needle's
/// middle byte, where the whole needle is then compared. Strings are read as their UTF-8 bytes, never as
/// `Character`s: a combining mark after a delimiter would join it into one `Character`.
///
/// ```swift
/// ByteSearch.contains(#""swagger""#, in: data)                  // false for most OpenAPI 3 files, in about a millisecond
/// ByteSearch.firstOffset(of: UInt8(ascii: "#"), in: "a.json#/x")  // 6
/// ByteSearch.replacingPrefix("#/definitions/", with: "#/components/schemas/", in: "#/definitions/Pet")
/// ```
package enum ByteSearch {
    /// The offset in the UTF-8 of `string` of its first `byte`, or `nil`.
    package static func firstOffset(of byte: UInt8, in string: String) -> Int? {
        var string = string
        return string.withUTF8 { bytes in
            guard let base = bytes.baseAddress, let found = memchr(base, Int32(byte), bytes.count) else { return nil }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
    }

    /// `string` with its leading UTF-8 bytes `prefix` replaced by `replacement`; `nil` when it does not start with them.
    /// The cut falls right after `prefix`, so it keeps whole UTF-8 sequences when `prefix` ends with an ASCII byte.
    package static func replacingPrefix(_ prefix: String, with replacement: String, in string: String) -> String? {
        var (string, prefix, replacement) = (string, prefix, replacement)
        return string.withUTF8 { bytes in
            prefix.withUTF8 { head in
                guard bytes.count >= head.count, head.isEmpty || memcmp(bytes.baseAddress!, head.baseAddress!, head.count) == 0
                else { return nil }
                let rest = UnsafeBufferPointer(rebasing: bytes[head.count...])
                return replacement.withUTF8 { new in
                    String(unsafeUninitializedCapacity: new.count + rest.count) { buffer in
                        let end = UnsafeMutableBufferPointer(rebasing: buffer[..<new.count]).initialize(fromContentsOf: new)
                        return end + UnsafeMutableBufferPointer(rebasing: buffer[end...]).initialize(fromContentsOf: rest)
                    }
                }
            }
        }
    }

    /// Whether the UTF-8 of `needle` occurs in `data`.
    package static func contains(_ needle: String, in data: Data) -> Bool {
        let needle = Array(needle.utf8)
        guard !needle.isEmpty else { return true }
        return data.withUnsafeBytes { haystack in
            guard let base = haystack.baseAddress, haystack.count >= needle.count else { return false }
            // The middle byte: the first and last are often quotes or punctuation, which are everywhere in a spec.
            let pivot = needle.count / 2
            let bytes = base.assumingMemoryBound(to: UInt8.self)
            var start = pivot
            let end = haystack.count - (needle.count - pivot)  // the last place the pivot may be
            while start <= end, let found = memchr(bytes + start, Int32(needle[pivot]), end - start + 1) {
                let at = bytes.distance(to: found.assumingMemoryBound(to: UInt8.self))
                if memcmp(bytes + at - pivot, needle, needle.count) == 0 { return true }
                start = at + 1
            }
            return false
        }
    }
}
