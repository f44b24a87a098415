import Foundation

/// An RFC 6901 JSON Pointer such as `/paths/~1pets~1{petId}/get`.
///
/// ```swift
/// violation.instancePointer?.description          // "/items/0/name": where in the body
/// violation.instancePointer == "/items/0/name"    // true: a string literal is a pointer
/// ```
public struct JSONPointer: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The unescaped reference tokens, outermost first.
    package var tokens: [String] { storage.list }
    /// The tokens, with the digest equality and hashing go by.
    private var storage: PointerTokens

    /// The pointer to the whole document (`""`).
    package static let root = JSONPointer(tokens: [])

    /// A pointer made of these unescaped tokens.
    package init(tokens: [String]) {
        storage = PointerTokens(tokens)
    }

    /// Parses the escaped text form (`""` or `/a/b~1c`).
    /// - Throws: ``JSONPointerError`` when the text does not start with `/` or has a bad `~` escape.
    package init(parsing text: String) throws(JSONPointerError) {
        if text.isEmpty {
            storage = PointerTokens([])
            return
        }
        guard text.hasPrefix("/") else { throw JSONPointerError(text: text, reason: "must be empty or start with '/'") }
        var tokens: [String] = []
        for raw in text.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            tokens.append(try Self.unescape(raw, in: text))
        }
        storage = PointerTokens(tokens)
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
        guard !tokens.isEmpty else { return nil }
        var parent = self
        parent.removeLast()
        return parent
    }

    /// Takes off the last token (there must be one): one level up, in place.
    package mutating func removeLast() {
        storage.removeLast()
    }

    /// The last token, or `nil` for the root.
    package var lastToken: String? { tokens.last }

    /// Whether `self` equals `other` or lies inside it.
    package func hasPrefix(_ other: JSONPointer) -> Bool {
        tokens.starts(with: other.tokens)
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
        guard token.contains(where: { $0 == "~" || $0 == "/" }) else { return token }
        return token.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }

    /// The array index a token denotes: digits only, no leading zero (RFC 6901).
    package static func arrayIndex(_ token: String) -> Int? {
        guard let first = token.utf8.first, first != UInt8(ascii: "0") || token.utf8.count == 1,
            token.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
        else { return nil }
        return Int(token)
    }

    private static func unescape(_ raw: Substring, in text: String) throws(JSONPointerError) -> String {
        guard raw.utf8.contains(UInt8(ascii: "~")) else { return String(raw) }
        var result = ""
        var iterator = raw.makeIterator()
        while let character = iterator.next() {
            guard character == "~" else {
                result.append(character)
                continue
            }
            switch iterator.next() {
            case "0": result.append("~")
            case "1": result.append("/")
            default: throw JSONPointerError(text: text, reason: "has '~' not followed by '0' or '1'")
            }
        }
        return result
    }

    private static let fragmentCharacters: CharacterSet = {
        var set = CharacterSet.urlFragmentAllowed
        set.remove(charactersIn: "%")
        return set
    }()
}
