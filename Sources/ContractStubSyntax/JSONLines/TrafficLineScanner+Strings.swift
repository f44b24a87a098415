import Foundation

extension TrafficLineScanner {
    /// Reads the string at `position` (its opening quote): no raw control characters, only JSON's escapes, `\u`
    /// surrogates in pairs, and well-formed UTF-8. The token's range is the text between the quotes.
    mutating func string() throws(SyntaxError) -> Token {
        try string(copyingInto: nil).token
    }

    /// ``string()``, also writing the string's value (escapes decoded) to `output` when one is given, in the same
    /// pass: `output` has room for the rest of the line (escapes only shrink the text). Returns how many bytes it
    /// wrote. `verify` reads every body this way, so a body's bytes are read once on the way in.
    mutating func string(copyingInto output: UnsafeMutablePointer<UInt8>?) throws(SyntaxError) -> (token: Token, count: Int) {
        position += 1
        let start = position
        var escaped = false
        var written = 0
        while true {
            skipPlainASCII(copyingInto: output, written: &written, escaped: &escaped)
            guard position < bytes.count else { throw failure("a string was not closed before the end of the line") }
            // Safe: position < bytes.count, the guard above.
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                return (Token(kind: .string, range: start..<(position - 1), escaped: escaped), written)
            case UInt8(ascii: "\\"):
                escaped = true
                let escapeStart = position
                try escape()
                if let output { written += Self.decodeEscape(in: bytes, at: escapeStart, into: output + written).written }
            case 0x00..<0x20: throw failure("a control character (\(Self.describe(byte))) must be escaped in a string")
            case 0x20..<0x80:
                // Safe: `output` has room for the rest of the line from the opening quote, and written <= position - start.
                output?[written] = byte
                written += output == nil ? 0 : 1
                position += 1
            default:
                let sequenceStart = position
                try multibyte()
                if let output {
                    // Safe: multibyte() checked position <= bytes.count; output has room as above.
                    (output + written).update(
                        from: bytes.baseAddress!.assumingMemoryBound(to: UInt8.self) + sequenceStart, count: position - sequenceStart)
                    written += position - sequenceStart
                }
            }
        }
    }

    /// Moves past printable ASCII other than `"` and `\\` (most of a body's text) eight bytes at a time, and past
    /// `\"` escapes (most of a JSON body's escapes: around every key and string in it), to the first other byte or
    /// the last eight of the line; with `output`, writes the text it passes, decoded, to `output + written`. Each
    /// word is stored whole (`output` has room for the rest of the line), so no copy needs a length. It works on
    /// local copies of the position and count: stores through `output` could otherwise alias them, and reload them.
    @inline(__always) private mutating func skipPlainASCII(
        copyingInto output: UnsafeMutablePointer<UInt8>?, written: inout Int, escaped: inout Bool
    ) {
        let bytes = self.bytes
        var position = self.position
        var count = written
        defer {
            self.position = position
            written = count
        }
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
        while position + 8 <= bytes.count {
            // Safe: position + 8 <= bytes.count, the loop's condition.
            let word = base.word(at: position, before: bytes.count)
            let special = JSONBytes.stringSpecials(word)
            let plain = special == 0 ? 8 : special.trailingZeroBitCount / 8
            if let output {
                // Safe: count <= position - the string's start and position + 8 <= bytes.count, so the eight bytes fit in
                // the room for the rest of the line.
                UnsafeMutableRawPointer(output + count).storeBytes(of: word.littleEndian, as: UInt64.self)
                count += plain
            }
            position += plain
            if plain == 8 { continue }
            // Safe: plain < 8, so position is still below the position + 8 <= bytes.count of the loop.
            guard bytes[position] == UInt8(ascii: "\\"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "\"")
            else { return }
            escaped = true
            if let output {
                // Safe: the two bytes `\"` read become one, inside the room for the rest of the line.
                output[count] = UInt8(ascii: "\"")
                count += 1
            }
            position += 2
        }
    }

    /// The value of the string token `token` as UTF-8: its bytes with every escape replaced.
    package func unescaped(_ token: Token) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: max(token.range.count, 1)) { buffer, count in
            count = Self.unescape(token, in: bytes, into: buffer.baseAddress!)
        }
    }

    /// Reads the string at `position` (its opening quote) as ``string()`` does, and returns its value (escapes
    /// decoded) as `Data`.
    ///
    /// Usually the value is written to memory of its own in the pass that checks the string, so its bytes are read
    /// once. A string at least as long as the scanner's ``InPlaceDecoding/minimumLength`` (a body that is most of
    /// its batch: a recorded stream of megabytes) is checked first, then decoded over its own text, which `Data`
    /// then keeps alive: the line and its body do not both take memory.
    mutating func stringData() throws(SyntaxError) -> (token: Token, data: Data) {
        if let inPlace, bytes.count - position > inPlace.minimumLength {
            let token = try string()
            guard token.range.count >= inPlace.minimumLength else { return (token, Data(unescaped(token))) }
            // Safe: `inPlace` says the text is writable memory; the string was checked, its escapes only shrink it,
            // and the scan reads nothing of it again.
            let text = UnsafeMutableRawPointer(mutating: bytes.baseAddress!).assumingMemoryBound(to: UInt8.self) + token.range.lowerBound
            let count = Self.unescape(token, in: bytes, into: text)
            let owner = inPlace.owner
            return (token, Data(bytesNoCopy: text, count: count, deallocator: .custom { _, _ in withExtendedLifetime(owner) {} }))
        }
        let output = UnsafeMutablePointer<UInt8>.allocate(capacity: max(bytes.count - position, 1))
        do throws(SyntaxError) {
            let (token, count) = try string(copyingInto: output)
            return (token, Self.data(taking: output, count: count))
        } catch {
            output.deallocate()
            throw error
        }
    }

    /// The `count` bytes at `output` (allocated with `allocate(capacity:)`) as `Data`, which takes the memory over;
    /// a small body is copied into `Data`'s own storage instead and the memory freed.
    static func data(taking output: UnsafeMutablePointer<UInt8>, count: Int) -> Data {
        guard count > 256 else {
            defer { output.deallocate() }
            // Safe: the caller wrote count bytes to output.
            return Data(UnsafeBufferPointer(start: output, count: count))
        }
        return Data(bytesNoCopy: output, count: count, deallocator: .custom { pointer, _ in pointer.deallocate() })
    }

    /// Writes the value of `token` to `output`, which has room for its text (escapes only shrink it); returns how
    /// many bytes it wrote. Runs without escapes are copied whole. `output` may be the token's own text: each byte is
    /// written at or before the one read for it, after that one is read.
    private static func unescape(_ token: Token, in bytes: UnsafeRawBufferPointer, into output: UnsafeMutablePointer<UInt8>) -> Int {
        // Safe: a token's range is where the scan of this text found it.
        let text = UnsafeRawBufferPointer(rebasing: bytes[token.range])
        guard let base = text.baseAddress, !text.isEmpty else { return 0 }
        guard token.escaped else {
            // Safe: `output` has room for the token's text (the callers' contract).
            output.update(from: base.assumingMemoryBound(to: UInt8.self), count: text.count)
            return text.count
        }
        var written = 0
        var index = 0
        while index < text.count {
            // Safe: index < text.count, the loop's condition.
            let backslash = memchr(base + index, Int32(UInt8(ascii: "\\")), text.count - index)
            let runEnd = backslash.map { base.distance(to: UnsafeRawPointer($0)) } ?? text.count
            // Safe: runEnd <= text.count, and written <= index: escapes only shrink the text.
            (output + written).update(from: (base + index).assumingMemoryBound(to: UInt8.self), count: runEnd - index)
            written += runEnd - index
            guard runEnd < text.count else { break }
            let decoded = decodeEscape(in: text, at: runEnd, into: output + written)
            written += decoded.written
            index = runEnd + decoded.length
        }
        return written
    }

    /// Decodes the escape (already checked) whose backslash is at `index` of `text` into `output`: how many bytes it
    /// wrote and how long the escape was (`\n` 2, `\u00e9` 6, a surrogate pair 12).
    static func decodeEscape(
        in text: UnsafeRawBufferPointer, at index: Int, into output: UnsafeMutablePointer<UInt8>
    ) -> (written: Int, length: Int) {
        // Safe: the scan checked the escape, so the letter after the backslash is in the text.
        let letter = text[index + 1]
        // Safe: `output` has room for the escape's text (two bytes or more); each case below writes one byte.
        switch letter {
        case UInt8(ascii: "b"): output.pointee = 0x08
        case UInt8(ascii: "f"): output.pointee = 0x0C
        case UInt8(ascii: "n"): output.pointee = 0x0A
        case UInt8(ascii: "r"): output.pointee = 0x0D
        case UInt8(ascii: "t"): output.pointee = 0x09
        case UInt8(ascii: "u"):
            var scalar = hexValue(text, at: index + 2)
            var length = 6
            if (0xD800..<0xDC00).contains(scalar) {  // the scan checked a low surrogate follows
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (hexValue(text, at: index + 8) - 0xDC00)
                length = 12
            }
            var written = 0
            for byte in UTF8.encode(Unicode.Scalar(scalar)!)! {
                // Safe: a \u escape (6 or 12 bytes of text) decodes to at most 4 bytes, inside the room for its text.
                output[written] = byte
                written += 1
            }
            return (written, length)
        // Safe: as for the cases above.
        default: output.pointee = letter  // '"', '\\', '/'
        }
        return (1, 2)
    }

    /// Checks the escape at `position` (its backslash) and moves past it.
    private mutating func escape() throws(SyntaxError) {
        guard position + 1 < bytes.count else { throw failure("a string was not closed before the end of the line") }
        // Safe: position + 1 < bytes.count, the guard above (and for the message below).
        switch bytes[position + 1] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
            UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            position += 2
        case UInt8(ascii: "u"):
            let scalar = try unicodeEscape()
            if (0xDC00..<0xE000).contains(scalar) { throw failure("a \\u escape is a low surrogate without a high one") }
            if (0xD800..<0xDC00).contains(scalar) {
                guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u"),
                    (0xDC00..<0xE000).contains(try unicodeEscape())
                else { throw failure("a \\u escape is a high surrogate without a low one after it") }
            }
        // Safe: position + 1 < bytes.count, the guard at the top.
        default: throw failure("\(Self.describe(bytes[position + 1])) cannot follow a backslash in a string")
        }
    }

    /// Reads `\uXXXX` at `position` and returns its code unit.
    private mutating func unicodeEscape() throws(SyntaxError) -> UInt32 {
        guard bytes.count - position >= 6, (2..<6).allSatisfy({ Self.hexDigit(bytes[position + $0]) != nil }) else {
            throw failure("\\u must be followed by four hexadecimal digits")
        }
        // Safe: bytes.count - position >= 6, the guard above: the four digits are in the text.
        let value = Self.hexValue(UnsafeRawBufferPointer(rebasing: bytes[position...]), at: 2)
        position += 6
        return value
    }

    /// Checks the UTF-8 sequence at `position` (a byte of 0x80 or more) and moves past it.
    private mutating func multibyte() throws(SyntaxError) {
        // Safe: string(copyingInto:), the only caller, read this byte at position < bytes.count.
        let lead = bytes[position]
        let (count, low, high): (Int, UInt8, UInt8)
        switch lead {
        case 0xC2...0xDF: (count, low, high) = (2, 0x80, 0xBF)
        case 0xE0: (count, low, high) = (3, 0xA0, 0xBF)
        case 0xED: (count, low, high) = (3, 0x80, 0x9F)
        case 0xE1...0xEF: (count, low, high) = (3, 0x80, 0xBF)
        case 0xF0: (count, low, high) = (4, 0x90, 0xBF)
        case 0xF4: (count, low, high) = (4, 0x80, 0x8F)
        case 0xF1...0xF3: (count, low, high) = (4, 0x80, 0xBF)
        default: throw failure("the line is not UTF-8 (\(Self.describe(lead)))")
        }
        guard bytes.count - position >= count, (low...high).contains(bytes[position + 1]),
            (2..<count).allSatisfy({ bytes[position + $0] & 0xC0 == 0x80 })
        else { throw failure("the line is not UTF-8 (\(Self.describe(lead)) starts a broken sequence)") }
        position += count
    }

    private static func hexValue(_ text: UnsafeRawBufferPointer, at index: Int) -> UInt32 {
        // Safe: callers pass the index of four hex digits that the scan checked are in the text.
        (index..<(index + 4)).reduce(0) { $0 << 4 | UInt32(hexDigit(text[$1])!) }
    }

    private static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
