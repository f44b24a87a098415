/// A validating forward scan over the JSON text of one traffic-log line.
///
/// It checks the whole text is JSON (RFC 8259: grammar, escapes, surrogate pairs, UTF-8) but builds no tree:
/// values are skipped, and the caller picks out the members it wants as ``Token``s (a kind and a byte range) to
/// read later. This is what lets `verify` find a 150 KB body in a line without decoding the line first.
///
/// ```swift
/// var scanner = TrafficLineScanner(bytes)
/// try scanner.object { scanner, key in scanner.matches(key, "status") ? (status = try scanner.value(), true).1 : false }
/// ```
struct TrafficLineScanner {
    /// A JSON value found in the text.
    struct Token {
        /// What the value is.
        enum Kind: Equatable {
            case object, array, string, number
            case boolean(Bool)
            case null
        }
        /// The kind of value.
        let kind: Kind
        /// Its bytes; for a string, between the quotes.
        let range: Range<Int>
        /// For a string: whether it holds a backslash escape (so its bytes are not its value).
        var escaped = false
    }

    /// Why the text is not JSON, and at which byte.
    struct SyntaxError: Error {
        /// What was expected or found.
        let reason: String
        /// The 0-based byte offset in the text.
        let offset: Int
    }

    /// Nesting deeper than this is refused rather than risk the stack.
    static let maximumDepth = 512

    /// The text.
    let bytes: UnsafeRawBufferPointer
    /// The next byte to read.
    var position = 0

    /// A scanner at the start of `bytes`.
    init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    /// The byte at `position`, or `nil` at the end.
    var next: UInt8? { position < bytes.count ? bytes[position] : nil }

    /// Moves past spaces, tabs, line feeds and carriage returns.
    mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return
            }
        }
    }

    /// Reads (and checks) the value at `position`, leading whitespace allowed.
    mutating func value(depth: Int = 0) throws(SyntaxError) -> Token {
        skipWhitespace()
        guard let byte = next else { throw failure("a value was expected; found the end of the line") }
        let start = position
        switch byte {
        case UInt8(ascii: "{"):
            try object(depth: depth) { _, _ throws(SyntaxError) in false }
            return Token(kind: .object, range: start..<position)
        case UInt8(ascii: "["):
            try array(depth: depth)
            return Token(kind: .array, range: start..<position)
        case UInt8(ascii: "\""): return try string()
        case UInt8(ascii: "t"): return try literal("true", .boolean(true))
        case UInt8(ascii: "f"): return try literal("false", .boolean(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw failure("a value was expected; found \(Self.describe(byte))")
        }
    }

    /// Reads the object at `position` (its `{`), handing each member's key to `member`, which either reads the
    /// value itself and returns `true`, or returns `false` to have it checked and skipped.
    mutating func object(
        depth: Int = 0, _ member: (inout TrafficLineScanner, Token) throws(SyntaxError) -> Bool
    ) throws(SyntaxError) {
        guard depth < Self.maximumDepth else { throw failure("nested more than \(Self.maximumDepth) levels deep") }
        position += 1
        skipWhitespace()
        if next == UInt8(ascii: "}") {
            position += 1
            return
        }
        while true {
            skipWhitespace()
            guard next == UInt8(ascii: "\"") else { throw failure("a member name in quotes was expected\(found)") }
            let key = try string()
            skipWhitespace()
            guard next == UInt8(ascii: ":") else { throw failure("':' was expected after a member name\(found)") }
            position += 1
            skipWhitespace()
            if try !member(&self, key) { _ = try value(depth: depth + 1) }
            skipWhitespace()
            switch next {
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: "}"):
                position += 1
                return
            default: throw failure("',' or '}' was expected in an object\(found)")
            }
        }
    }

    /// Whether the string token `key` is exactly `name` (an ASCII literal).
    func matches(_ key: Token, _ name: StaticString) -> Bool {
        if key.escaped { return String(decoding: Self.unescaped(key, in: bytes), as: UTF8.self) == name.description }
        guard key.range.count == name.utf8CodeUnitCount else { return false }
        return zip(key.range, 0..<name.utf8CodeUnitCount).allSatisfy { bytes[$0] == name.utf8Start[$1] }
    }

    /// The error for the text at `position`.
    func failure(_ reason: String) -> SyntaxError {
        SyntaxError(reason: reason, offset: position)
    }

    /// `; found 'x'` for the byte at `position`, or `; found the end of the line`.
    var found: String {
        next.map { "; found \(Self.describe($0))" } ?? "; found the end of the line"
    }

    /// A byte as people read it in a message: `'x'`, or its hex value when it is not printable ASCII.
    static func describe(_ byte: UInt8) -> String {
        (0x21...0x7E).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    private mutating func array(depth: Int) throws(SyntaxError) {
        guard depth < Self.maximumDepth else { throw failure("nested more than \(Self.maximumDepth) levels deep") }
        position += 1
        skipWhitespace()
        if next == UInt8(ascii: "]") {
            position += 1
            return
        }
        while true {
            _ = try value(depth: depth + 1)
            skipWhitespace()
            switch next {
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: "]"):
                position += 1
                return
            default: throw failure("',' or ']' was expected in an array\(found)")
            }
        }
    }

    private mutating func literal(_ word: StaticString, _ kind: Token.Kind) throws(SyntaxError) -> Token {
        let start = position
        let count = word.utf8CodeUnitCount
        guard bytes.count - position >= count, (0..<count).allSatisfy({ bytes[position + $0] == word.utf8Start[$0] }) else {
            throw failure("a value was expected\(found)")
        }
        position += count
        return Token(kind: kind, range: start..<position)
    }

    private mutating func number() throws(SyntaxError) -> Token {
        let start = position
        if next == UInt8(ascii: "-") { position += 1 }
        guard let first = next, Self.isDigit(first) else { throw failure("a digit was expected in a number\(found)") }
        position += 1
        if first != UInt8(ascii: "0") { skipDigits() }
        if next == UInt8(ascii: ".") {
            position += 1
            guard let digit = next, Self.isDigit(digit) else { throw failure("a digit was expected after '.'\(found)") }
            skipDigits()
        }
        if next == UInt8(ascii: "e") || next == UInt8(ascii: "E") {
            position += 1
            if next == UInt8(ascii: "+") || next == UInt8(ascii: "-") { position += 1 }
            guard let digit = next, Self.isDigit(digit) else { throw failure("a digit was expected in an exponent\(found)") }
            skipDigits()
        }
        return Token(kind: .number, range: start..<position)
    }

    private mutating func skipDigits() {
        while let byte = next, Self.isDigit(byte) { position += 1 }
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }
}
