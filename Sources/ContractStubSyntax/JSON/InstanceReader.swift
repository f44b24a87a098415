import Foundation

/// Reads the JSON of request and response bodies (instances, not the spec) in one pass over the bytes, building
/// ``JSONValue``s directly.
///
/// It accepts exactly what ``JSONValue/init(decoding:)`` (the `JSONDecoder` path that specs keep) accepts and builds
/// the same values: a byte-order mark and a trailing comma before `]` or `}` are let through, a repeated key keeps its
/// first value, nesting stops at ``maximumDepth`` levels, and numbers become the ``JSONNumber``s `JSONDecoder` would
/// give (see ``JSONNumber/init(decoderText:)``). It says only *that* the bytes are wrong; ``JSONValue/init(decodingInstance:)``
/// asks ``JSONSyntaxScanner`` where and why, so messages stay those of the `JSONDecoder` path.
///
/// Recursion is bounded by ``maximumDepth``, so 10,000-deep nesting stops at level 513 instead of using up the stack.
///
/// SPI-`public` (`@_spi(ContractStubBytes)`) so that its byte cursor (``nextByte``, ``input(_:)``,
/// ``withBytes(of:_:)``) is `@inlinable` in the validating scan of ContractStubSchema; see ``ByteSlice``.
@_spi(ContractStubBytes)
public struct InstanceReader {
    /// Why reading stopped.
    package enum Failure: Error {
        /// The bytes are not JSON (the scanner says where and why).
        case syntax
        /// A number that neither `Decimal` nor `Double` holds; the tokens lead to it from the root, innermost first.
        case numberOutOfRange(reversedTokens: [String])
    }

    /// The deepest nesting of arrays and objects accepted, as `JSONDecoder` does.
    static let maximumDepth = JSONSyntaxScanner.maximumDepth

    /// The input: `end` bytes at `base`.
    @usableFromInline let base: UnsafePointer<UInt8>
    @usableFromInline let end: Int
    /// The offset of the next byte to read.
    public var index = 0
    /// How many arrays and objects enclose the value being read.
    package var depth = 0
    /// Above 0 while reading the value of a repeated key: `JSONDecoder` keeps the first value and checks only the
    /// structure of the others (see `InstanceReader+Discarded.swift`).
    var discarding = 0
    /// Bytes of a string with escapes, reused from string to string.
    public internal(set) var unescaped: [UInt8] = []
    /// The values of the arrays and objects being read, innermost last: each container collects on top of its
    /// parent's and takes its own off when it closes, so it is allocated once, at its final size.
    private var pending: [JSONValue] = []
    /// The keys of the objects being read, likewise.
    private var pendingKeys: [String] = []
    /// Long keys read so far, by a hash of their bytes (see ``readKey()``); allocated with the first long key.
    var keyCache: [String?] = []
    /// How many keys ``keyCache`` holds at most (a power of two).
    static let keyCacheSize = 128

    /// Reads the whole of `data` as one JSON value.
    static func read(_ data: Data) -> Result<JSONValue, Failure> {
        data.withUnsafeBytes { raw in
            guard let start = raw.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return .failure(.syntax) }
            var reader = InstanceReader(base: start, end: raw.count)
            return Result { () throws(Failure) in try reader.readDocument() }
        }
    }

    /// Runs `body` on a reader at the first byte of `data` (valid only while `body` runs); `nil` when `data` has no
    /// memory to read (it is empty).
    @inlinable
    public static func reading<Value>(_ data: Data, _ body: (InstanceReader) -> Value) -> Value? {
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Value? in
            guard let start = raw.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return nil }
            return body(InstanceReader(base: start, end: raw.count))
        }
    }

    /// A reader of the `end` bytes at `base`, at the first.
    @usableFromInline
    init(base: UnsafePointer<UInt8>, end: Int) {
        self.base = base
        self.end = end
        pending.reserveCapacity(64)
        pendingKeys.reserveCapacity(64)
    }

    private mutating func readDocument() throws(Failure) -> JSONValue {
        skipByteOrderMark()
        let value = try readValue()
        try expectEnd()
        return value
    }

    /// The byte at ``index``, or `nil` at the end of the input.
    @inlinable
    public var nextByte: UInt8? {
        index < end ? base.byte(at: index, before: end) : nil
    }

    /// The input's bytes `range`, which lies in it (a string's contents that ``scanString()`` found, for instance),
    /// indexed from 0.
    @inlinable
    public func input(_ range: Range<Int>) -> ByteSlice {
        #if CONTRACTSTUB_CHECKED_READS
        if range.lowerBound < 0 || range.upperBound > end { CheckedReads.outOfBounds(range.upperBound, end) }
        #endif
        // Safe: the caller proved `range` lies in 0..<end (checked above under the flag).
        return ByteSlice(base: base + range.lowerBound, range: 0..<range.count)
    }

    /// Runs `body` on the bytes (indexed from 0) of the string `contents` that ``scanString()`` just returned: in the
    /// input, or in ``unescaped``.
    @inlinable
    public func withBytes<Value>(of contents: StringContents, _ body: (ByteSlice) -> Value) -> Value {
        switch contents {
        case .raw(let start, let count, _): return body(input(start..<start + count))
        case .unescaped: return unescaped.withUnsafeBufferPointer { body(ByteSlice($0)) }
        }
    }

    /// Steps past a UTF-8 byte-order mark at the start, which `JSONDecoder` lets through.
    package mutating func skipByteOrderMark() {
        if index == 0, end >= 3, base.byte(at: 0, before: end) == 0xEF, base.byte(at: 1, before: end) == 0xBB,
            base.byte(at: 2, before: end) == 0xBF
        {
            index = 3
        }
    }

    /// Checks that nothing but whitespace follows the value just read.
    package mutating func expectEnd() throws(Failure) {
        skipWhitespace()
        guard index == end else { throw .syntax }
    }

    /// Reads the value at `index` (after any whitespace).
    package mutating func readValue() throws(Failure) -> JSONValue {
        skipWhitespace()
        guard index < end else { throw .syntax }
        // Safe: index < end, the guard above.
        switch base.byte(at: index, before: end) {
        case UInt8(ascii: "\""): return .string(discarding > 0 ? try skipString() : try readString())
        case UInt8(ascii: "{"): return try readObject()
        case UInt8(ascii: "["): return try readArray()
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"): return try readLiteral()
        default: return .number(try readNumber())
        }
    }

    /// Reads `true`, `false` or `null`, whose first letter is at `index`.
    package mutating func readLiteral() throws(Failure) -> JSONValue {
        // Safe: every caller (readValue, skipValue, the validating scan) found the letter at index < end.
        switch base.byte(at: index, before: end) {
        case UInt8(ascii: "t"):
            try expectLiteral(0x65_75_72_74, length: 4)
            return .bool(true)
        case UInt8(ascii: "f"):
            try expectLiteral(0x65_73_6C_61_66, length: 5)
            return .bool(false)
        default:
            try expectLiteral(0x6C_6C_75_6E, length: 4)
            return .null
        }
    }

    private mutating func readArray() throws(Failure) -> JSONValue {
        try enterContainer()
        let first = pending.count
        if !closes(UInt8(ascii: "]")) {
            repeat {
                let mark = pending.count
                do {
                    pending.append(try readValue())
                } catch .numberOutOfRange(let tokens) {
                    throw .numberOutOfRange(reversedTokens: tokens + [String(mark - first)])
                }
            } while try continues(closedBy: UInt8(ascii: "]"))
        }
        depth -= 1
        let elements = Array(pending[first...])
        pending.removeSubrange(first...)
        return .array(elements)
    }

    private mutating func readObject() throws(Failure) -> JSONValue {
        try enterContainer()
        let first = pending.count
        let firstKey = pendingKeys.count
        if !closes(UInt8(ascii: "}")) {
            repeat {
                guard index < end, base.byte(at: index, before: end) == UInt8(ascii: "\"") else { throw .syntax }
                let key = discarding > 0 ? try readDiscardedKey() : try readKey()
                try expectColon()
                let valueStart = index
                let (mark, keyMark) = (pending.count, pendingKeys.count)
                do {
                    pending.append(try readValue())
                } catch {
                    // What the value's own containers left on the stacks when they stopped goes first.
                    pending.removeSubrange(mark...)
                    pendingKeys.removeSubrange(keyMark...)
                    guard pendingKeys[firstKey...].contains(key) else {
                        if case .numberOutOfRange(let tokens) = error { throw .numberOutOfRange(reversedTokens: tokens + [key]) }
                        throw error
                    }
                    // A repeated key's value is dropped by JSONDecoder, which checks only its structure.
                    index = valueStart
                    discarding += 1
                    pending.append(try readValue())
                    discarding -= 1
                }
                pendingKeys.append(key)
            } while try continues(closedBy: UInt8(ascii: "}"))
        }
        depth -= 1
        let object = JSONObject(zip(pendingKeys[firstKey...], pending[first...]))
        pending.removeSubrange(first...)
        pendingKeys.removeSubrange(firstKey...)
        return .object(object)
    }

    /// Steps into `[` or `{`, refusing nesting deeper than ``maximumDepth``.
    package mutating func enterContainer() throws(Failure) {
        depth += 1
        guard depth <= Self.maximumDepth else { throw .syntax }
        index += 1
        skipWhitespace()
    }

    /// Whether the container ends right away (`[]`, `{}`); steps past the bracket if so.
    package mutating func closes(_ bracket: UInt8) -> Bool {
        guard index < end, base.byte(at: index, before: end) == bracket else { return false }
        index += 1
        return true
    }

    /// After an element or member: `true` past a comma that another one follows, `false` past the closing bracket
    /// (a comma right before it is let through, as `JSONDecoder` does).
    package mutating func continues(closedBy bracket: UInt8) throws(Failure) -> Bool {
        skipWhitespace()
        guard index < end else { throw .syntax }
        // Safe: index < end, the guard above (and for the comma below).
        if base.byte(at: index, before: end) == bracket {
            index += 1
            return false
        }
        // Safe: index < end, the guard above.
        guard base.byte(at: index, before: end) == UInt8(ascii: ",") else { throw .syntax }
        index += 1
        skipWhitespace()
        return !closes(bracket)
    }

    /// `true`, `false` or `null`, whose bytes read as a little-endian integer are `pattern`.
    private mutating func expectLiteral(_ pattern: UInt64, length: Int) throws(Failure) {
        guard end - index >= length else { throw .syntax }
        var found: UInt64 = 0
        // Safe: offset < length <= end - index, the guard above.
        for offset in (0..<length).reversed() { found = found << 8 | UInt64(base.byte(at: index + offset, before: end)) }
        guard found == pattern else { throw .syntax }
        index += length
    }

    package mutating func skipWhitespace() {
        while index < end {
            // Safe: the loop runs while index < end.
            switch base.byte(at: index, before: end) {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }
}
