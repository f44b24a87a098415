import Foundation

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
package struct TrafficLineScanner {
    /// A JSON value found in the text.
    package struct Token {
        /// What the value is.
        package enum Kind: Equatable {
            case object, array, string, number
            case boolean(Bool)
            case null
        }
        /// The kind of value.
        package let kind: Kind
        /// Its bytes; for a string, between the quotes.
        package let range: Range<Int>
        /// For a string: whether it holds a backslash escape (so its bytes are not its value).
        package var escaped = false
    }

    /// Why the text is not JSON, and at which byte.
    package struct SyntaxError: Error {
        /// What was expected or found.
        package let reason: String
        /// The 0-based byte offset in the text.
        package let offset: Int
    }

    /// Nesting deeper than this is refused rather than risk the stack.
    static let maximumDepth = 512

    /// The text.
    let bytes: UnsafeRawBufferPointer
    /// The next byte to read.
    package var position = 0
    /// Set when the text is writable memory that may be decoded over (see ``InPlaceDecoding``).
    let inPlace: InPlaceDecoding?

    /// A scanner at the start of `bytes`; with `inPlace`, `bytes` is writable memory a large string may be decoded
    /// over.
    init(_ bytes: UnsafeRawBufferPointer, inPlace: InPlaceDecoding? = nil) {
        self.bytes = bytes
        self.inPlace = inPlace
    }

    /// Runs `body` on a scanner at the start of `data` (valid only while `body` runs).
    package static func scanning<Value, Failure: Error>(
        _ data: Data, _ body: (TrafficLineScanner) throws(Failure) -> Value
    ) throws(Failure) -> Value {
        try data.withUnsafeBytes { bytes in Result { () throws(Failure) in try body(TrafficLineScanner(bytes)) } }.get()
    }

    /// The byte at `position`, or `nil` at the end.
    package var next: UInt8? { position < bytes.count ? bytes[position] : nil }

    /// Moves past spaces, tabs, line feeds and carriage returns.
    package mutating func skipWhitespace() {
        while position < bytes.count {
            // Safe: position < bytes.count, the loop's condition.
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return
            }
        }
    }

    /// Reads (and checks) the value at `position`, leading whitespace allowed.
    package mutating func value(depth: Int = 0) throws(SyntaxError) -> Token {
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
    package mutating func object(
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
    package func matches(_ key: Token, _ name: StaticString) -> Bool {
        if key.escaped { return String(decoding: unescaped(key), as: UTF8.self) == name.description }
        guard key.range.count == name.utf8CodeUnitCount else { return false }
        // Safe: a token's range is where the scan of this text found it.
        return zip(key.range, 0..<name.utf8CodeUnitCount).allSatisfy { bytes[$0] == name.utf8Start[$1] }
    }

    /// The error for the text at `position`.
    package func failure(_ reason: String) -> SyntaxError {
        SyntaxError(reason: reason, offset: position)
    }

    /// `; found 'x'` for the byte at `position`, or `; found the end of the line`.
    package var found: String {
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

/// The tokens a scan found, read again: what turns them into a request and a response.
extension TrafficLineScanner {
    /// A copy of the text's bytes `range`.
    package func data(_ range: Range<Int>) -> Data {
        // Safe: callers pass a token's range (or one with its quotes), found by the scan of this text.
        Data(bytes[range])
    }

    /// The value of the number token `token` when it is a plain integer of at most 9 digits (no sign, fraction or
    /// exponent), else `nil`.
    package func plainInteger(_ token: Token) -> Int64? {
        // Safe: a token's range is where the scan of this text found it.
        let digits = bytes[token.range]
        guard digits.count <= 9, digits.allSatisfy({ $0 &- UInt8(ascii: "0") < 10 }) else { return nil }
        return digits.reduce(0) { $0 * 10 + Int64($1 - UInt8(ascii: "0")) }
    }

    /// The elements of the array token `array` (which the scan of the line has checked).
    package func elements(of array: Token) -> [Token] {
        // Safe: a token's range is where the scan of this text found it.
        var scanner = TrafficLineScanner(UnsafeRawBufferPointer(rebasing: bytes[..<array.range.upperBound]))
        scanner.position = array.range.lowerBound + 1
        var items: [Token] = []
        scanner.skipWhitespace()
        while scanner.next != UInt8(ascii: "]"), let item = try? scanner.value(depth: 1) {
            items.append(item)
            scanner.skipWhitespace()
            if scanner.next == UInt8(ascii: ",") { scanner.position += 1 }
        }
        return items
    }
}
