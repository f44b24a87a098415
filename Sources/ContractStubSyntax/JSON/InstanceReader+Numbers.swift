/// Numbers: the RFC 8259 grammar, checked byte by byte; plain integers of up to 18 digits are built in place, every
/// other number goes through ``JSONNumber/init(decoderText:)`` so that it is the value `JSONDecoder` would give.
extension InstanceReader {
    /// Reads the number at `index`.
    package mutating func readNumber() throws(Failure) -> JSONNumber {
        if discarding > 0 { return try skipNumber() }
        let start = index
        var position = index
        // Safe: every caller (readValue, skipValue, the validating scan) is at a byte it read at index < end.
        let negative = base.byte(at: position, before: end) == UInt8(ascii: "-")
        if negative { position += 1 }
        guard position < end, isDigit(base.byte(at: position, before: end)) else { throw .syntax }
        var magnitude: Int64 = 0
        let digitsStart = position
        // Safe: position < end, the guard above.
        if base.byte(at: position, before: end) == UInt8(ascii: "0") {
            position += 1
        } else {
            while position < end, isDigit(base.byte(at: position, before: end)) {
                // Safe: position < end, the loop's condition.
                magnitude = magnitude &* 10 &+ Int64(base.byte(at: position, before: end) &- UInt8(ascii: "0"))
                position += 1
            }
        }
        let integerDigits = position - digitsStart
        var plain = true
        if position < end, base.byte(at: position, before: end) == UInt8(ascii: ".") {
            plain = false
            position = try digits(after: position + 1)
        }
        if position < end, base.byte(at: position, before: end) | 0x20 == UInt8(ascii: "e") {
            plain = false
            position += 1
            if position < end,
                base.byte(at: position, before: end) == UInt8(ascii: "+") || base.byte(at: position, before: end) == UInt8(ascii: "-")
            {
                position += 1
            }
            position = try digits(after: position)
        }
        index = position
        if plain, integerDigits <= 18 { return JSONNumber(negative ? -magnitude : magnitude) }
        // Safe: start..<position are the bytes just read, all below end.
        let text = String(decoding: UnsafeBufferPointer(start: base + start, count: position - start), as: UTF8.self)
        guard let number = JSONNumber(decoderText: text) else { throw .numberOutOfRange(reversedTokens: []) }
        return number
    }

    /// The offset after the run of at least one digit that starts at `position`.
    private func digits(after position: Int) throws(Failure) -> Int {
        guard position < end, isDigit(base.byte(at: position, before: end)) else { throw .syntax }
        var position = position + 1
        while position < end, isDigit(base.byte(at: position, before: end)) { position += 1 }
        return position
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }
}
