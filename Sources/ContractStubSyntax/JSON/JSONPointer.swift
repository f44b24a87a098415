import Foundation

/// An RFC 6901 JSON Pointer such as `/paths/~1pets~1{petId}/get`.
///
/// ```swift
/// violation.instancePointer?.description          // "/items/0/name": where in the body
/// violation.instancePointer == "/items/0/name"    // true: a string literal is a pointer
/// ```
public struct JSONPointer: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The unescaped reference tokens, outermost first (gathered on each call: ``depth`` and ``token(at:)`` read one).
    package var tokens: [String] { storage.list }
    /// The number of tokens (0 for the root).
    package var depth: Int { storage.count }
    /// The tokens, with the digest equality and hashing go by.
    private var storage: PointerTokens

    /// The pointer to the whole document (`""`).
    package static let root = JSONPointer(tokens: [])

    /// A pointer made of these unescaped tokens.
    package init(tokens: [String]) {
        storage = PointerTokens(tokens)
    }

    /// Parses the escaped text form (`""` or `/a/b~1c`).
    ///
    /// The text is cut at its `/` bytes, as RFC 6901 reads it: a combining mark after a `/` does not join it to the
    /// `/` as a grapheme cluster would, and cutting bytes costs far less than walking `Character`s (every `$ref` of a
    /// spec is parsed here).
    /// - Throws: ``JSONPointerError`` when the text does not start with `/` or has a bad `~` escape.
    package init(parsing text: String) throws(JSONPointerError) {
        let utf8 = text.utf8
        guard let first = utf8.first else {
            storage = PointerTokens([])
            return
        }
        guard first == UInt8(ascii: "/") else { throw JSONPointerError(text: text, reason: "must be empty or start with '/'") }
        var tokens = PointerTokens([])
        var start = utf8.index(after: utf8.startIndex)
        while true {
            let end = utf8[start...].firstIndex(of: UInt8(ascii: "/")) ?? utf8.endIndex
            tokens.append(try Self.unescape(Substring(utf8[start..<end]), in: text))
            guard end != utf8.endIndex else { break }
            start = utf8.index(after: end)
        }
        storage = tokens
    }

    /// Parses a URI fragment such as `#/components/schemas/Pet%20Owner` (the `#` is optional):
    /// percent-decodes it first, then reads it as a pointer.
    package init(fragment: String) throws(JSONPointerError) {
        let bare = fragment.hasPrefix("#") ? String(fragment.dropFirst()) : fragment
        guard let decoded = PercentDecoding.decode(bare) else {
            throw JSONPointerError(text: fragment, reason: "has an invalid percent-encoding")
        }
        try self.init(parsing: decoded)
    }

    /// `init(parsing:)` for literals; a malformed literal is a programming error.
    public init(stringLiteral value: String) {
        do {
            try self.init(parsing: value)
        } catch {
            preconditionFailure("invalid JSON Pointer literal \(value): \(error)")
        }
    }

    /// This pointer with one more token.
    package func appending(_ token: String) -> JSONPointer {
        var copy = self
        copy.storage.append(token)
        return copy
    }

    /// This pointer with one more array index.
    package func appending(_ index: Int) -> JSONPointer {
        appending(String(index))
    }

    /// This pointer followed by every token of `other`.
    package func appending(_ other: JSONPointer) -> JSONPointer {
        var copy = self
        for token in other.tokens { copy.storage.append(token) }
        return copy
    }

    /// The pointer one level up, or `nil` for the root.
    package var parent: JSONPointer? {
        guard depth > 0 else { return nil }
        var parent = self
        parent.removeLast()
        return parent
    }

    /// Takes off the last token (there must be one): one level up, in place.
    package mutating func removeLast() {
        storage.removeLast()
    }

    /// The last token, or `nil` for the root.
    package var lastToken: String? { storage.lastToken }

    /// Calls `body` with each token, outermost first, until it returns `false`, without gathering ``tokens``.
    package func walkTokens(_ body: (String) -> Bool) {
        storage.walk(body)
    }

    /// The token at `index` (`0..<depth`), outermost first.
    package func token(at index: Int) -> String {
        storage.token(at: index)
    }

    /// The pointer to the first `count` tokens (`0...depth`).
    package func prefix(_ count: Int) -> JSONPointer {
        precondition(count >= 0 && count <= depth, "a prefix of \(count) tokens of a pointer of \(depth)")
        var prefix = self
        while prefix.depth > count { prefix.removeLast() }
        return prefix
    }

    /// Whether `self` equals `other` or lies inside it.
    package func hasPrefix(_ other: JSONPointer) -> Bool {
        storage.hasPrefix(other.storage)
    }

    /// The escaped text form, e.g. `/paths/~1pets/get`.
    public var description: String {
        var text = ""
        for token in tokens {
            text += "/"
            text += Self.escape(token)
        }
        return text
    }

    /// The pointer as a URI fragment (`#/…`), percent-encoding what a fragment may not hold.
    package var uriFragment: String {
        "#" + (description.addingPercentEncoding(withAllowedCharacters: Self.fragmentCharacters) ?? description)
    }

    /// Escapes one token: `~` as `~0`, `/` as `~1`.
    package static func escape(_ token: String) -> String {
        guard token.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) else { return token }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(token.utf8.count + 2)
        for byte in token.utf8 {
            switch byte {
            case UInt8(ascii: "~"): bytes += [UInt8(ascii: "~"), UInt8(ascii: "0")]
            case UInt8(ascii: "/"): bytes += [UInt8(ascii: "~"), UInt8(ascii: "1")]
            default: bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The array index a token denotes: digits only, no leading zero (RFC 6901).
    package static func arrayIndex(_ token: String) -> Int? {
        guard let first = token.utf8.first, first != UInt8(ascii: "0") || token.utf8.count == 1,
            token.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
        else { return nil }
        return Int(token)
    }

    /// `raw` with `~0` read as `~` and `~1` as `/`, byte by byte (so a combining mark after an escape stays a mark).
    private static func unescape(_ raw: Substring, in text: String) throws(JSONPointerError) -> String {
        guard raw.utf8.contains(UInt8(ascii: "~")) else { return String(raw) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(raw.utf8.count)
        var iterator = raw.utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "~") else {
                bytes.append(byte)
                continue
            }
            switch iterator.next() {
            case UInt8(ascii: "0"): bytes.append(UInt8(ascii: "~"))
            case UInt8(ascii: "1"): bytes.append(UInt8(ascii: "/"))
            default: throw JSONPointerError(text: text, reason: "has '~' not followed by '0' or '1'")
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static let fragmentCharacters: CharacterSet = {
        var set = CharacterSet.urlFragmentAllowed
        set.remove(charactersIn: "%")
        return set
    }()
}
