/// The JSON number grammar (RFC 8259): `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
enum JSONNumberSyntax {
    /// Whether `bytes` spell exactly one JSON number.
    static func isValid<C: Collection>(_ bytes: C) -> Bool where C.Element == UInt8 {
        var index = bytes.startIndex
        func peek() -> UInt8? { index == bytes.endIndex ? nil : bytes[index] }
        func advance() { index = bytes.index(after: index) }
        func digits() -> Int {
            var count = 0
            while let byte = peek(), ASCII.isDigit(byte) {
                advance()
                count += 1
            }
            return count
        }
        if peek() == UInt8(ascii: "-") { advance() }
        if peek() == UInt8(ascii: "0") {
            advance()
        } else if digits() == 0 {
            return false
        }
        if peek() == UInt8(ascii: ".") {
            advance()
            guard digits() > 0 else { return false }
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            advance()
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { advance() }
            guard digits() > 0 else { return false }
        }
        return index == bytes.endIndex
    }
}
