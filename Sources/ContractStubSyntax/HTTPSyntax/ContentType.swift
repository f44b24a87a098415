/// A parsed media type such as `application/json; charset=utf-8` (RFC 9110): type and subtype lower-cased,
/// parameter names lower-cased, parameter values unquoted.
///
/// ```swift
/// let type = ContentType("Application/Problem+JSON; charset=UTF-8")!
/// type.essence  // "application/problem+json"
/// type.isJSON   // true
/// type.parameters["charset"]  // "UTF-8"
/// ```
package struct ContentType: Sendable, Hashable, CustomStringConvertible {
    /// The top-level type, e.g. `application` (or `*`).
    package let type: String
    /// The subtype, e.g. `problem+json` (or `*`).
    package let subtype: String
    /// The parameters by lower-cased name.
    package let parameters: [String: String]

    /// Parses a `Content-Type` value or a spec media-type key; `nil` when there is no `type/subtype`.
    package init?(_ text: String) {
        if let (type, subtype) = Self.plainEssence(text) {
            self.type = type
            self.subtype = subtype
            parameters = [:]
            return
        }
        let pieces = Self.splitParameters(text)
        guard let essence = pieces.first else { return nil }
        let parts = essence.trimmingSpaces().split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty,
            !parts[0].utf8.contains(UInt8(ascii: " ")), !parts[1].utf8.contains(UInt8(ascii: " "))
        else { return nil }
        type = parts[0].lowercased()
        subtype = parts[1].lowercased()
        var parameters: [String: String] = [:]
        for piece in pieces.dropFirst() {
            guard let equals = piece.firstIndex(of: "=") else { continue }
            let name = piece[..<equals].trimmingSpaces().lowercased()
            var value = piece[piece.index(after: equals)...].trimmingSpaces()
            if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") {
                value = value.dropFirst().dropLast()
            }
            if !name.isEmpty, parameters[name] == nil { parameters[name] = value.replacingOccurrences(of: "\\\"", with: "\"") }
        }
        self.parameters = parameters
    }

    /// `type/subtype` without parameters.
    package var essence: String { type + "/" + subtype }

    /// What a media type as written is compared by: its essence (``essence``) when `text` parses, else the text before
    /// its first `;`, without surrounding spaces and lower-cased (a key of a `content` map, a `Content-Type` value).
    ///
    /// ```swift
    /// ContentType.essence(of: "Application/JSON; charset=utf-8")  // "application/json"
    /// ContentType.essence(of: "JSON")                             // "json"
    /// ```
    package static func essence(of text: String) -> String {
        if let type = ContentType(text) { return type.essence }
        return text.prefix { $0 != ";" }.trimmingSpaces().lowercased()
    }

    /// The structured-syntax suffix (`json` for `application/problem+json`), if any.
    package var suffix: String? {
        guard let plus = subtype.lastIndex(of: "+") else { return nil }
        return String(subtype[subtype.index(after: plus)...])
    }

    /// `application/json`, `*/*+json`-style suffixed types, and `text/json`.
    package var isJSON: Bool {
        subtype == "json" || suffix == "json"
    }

    /// Whether the type or subtype is `*`.
    package var isWildcard: Bool { type == "*" || subtype == "*" }

    /// The `charset` parameter, lower-cased.
    package var charset: String? { parameters["charset"]?.lowercased() }

    /// The essence followed by the parameters in name order.
    package var description: String {
        parameters.keys.sorted().reduce(essence) { "\($0); \($1)=\(parameters[$1]!)" }
    }

    /// The parts of `type/subtype` written in lower-case ASCII without spaces or parameters (nearly every header
    /// and spec key), as the general parse would give them, without its copies: it runs for every checked body.
    private static func plainEssence(_ text: String) -> (String, String)? {
        let bytes = text.utf8
        var slash: String.UTF8View.Index?
        for index in bytes.indices {
            switch bytes[index] {
            case UInt8(ascii: "/"):
                guard slash == nil else { return nil }
                slash = index
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: ";"), UInt8(ascii: "\""),
                0x80...0xFF:
                return nil
            default:
                continue
            }
        }
        guard let slash, slash != bytes.startIndex, bytes.index(after: slash) != bytes.endIndex else { return nil }
        return (String(text[..<slash]), String(text[bytes.index(after: slash)...]))
    }

    /// Splits on `;` outside quoted strings. Walks the UTF-8 bytes (the delimiters are ASCII, so every cut is a
    /// character boundary): a header value is parsed once per checked message, and walking characters cost a
    /// sixth of `verify`'s time on small exchanges.
    private static func splitParameters(_ text: String) -> [Substring] {
        let bytes = text.utf8
        guard bytes.contains(UInt8(ascii: ";")) else { return [text[...]] }
        var pieces: [Substring] = []
        var start = bytes.startIndex
        var quoted = false
        var escaped = false
        for index in bytes.indices {
            switch bytes[index] {
            case _ where escaped: escaped = false
            case UInt8(ascii: "\\") where quoted: escaped = true
            case UInt8(ascii: "\""): quoted.toggle()
            case UInt8(ascii: ";") where !quoted:
                pieces.append(text[start..<index])
                start = bytes.index(after: index)
            default: break
            }
        }
        pieces.append(text[start...])
        return pieces
    }
}
