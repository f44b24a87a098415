/// The JSON number grammar (RFC 8259): `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
enum JSONNumberSyntax {
    /// Whether `bytes` spell exactly one JSON number.
    static func isValid<C: Collection>(_ bytes: C) -> Bool where C.Element == UInt8 {
        // A cursor value rather than nested functions over a captured index: a captured `var` is boxed on the heap,
        // and this runs for every number-typed parameter value of every request.
        var cursor = Cursor(bytes: bytes, index: bytes.startIndex)
        if cursor.peek() == UInt8(ascii: "-") { cursor.advance() }
        if cursor.peek() == UInt8(ascii: "0") {
            cursor.advance()
        } else if cursor.digits() == 0 {
            return false
        }
        if cursor.peek() == UInt8(ascii: ".") {
            cursor.advance()
            guard cursor.digits() > 0 else { return false }
        }
        if cursor.peek() == UInt8(ascii: "e") || cursor.peek() == UInt8(ascii: "E") {
            cursor.advance()
            if cursor.peek() == UInt8(ascii: "+") || cursor.peek() == UInt8(ascii: "-") { cursor.advance() }
            guard cursor.digits() > 0 else { return false }
        }
        return cursor.index == bytes.endIndex
    }

    /// A position in the bytes being checked.
    private struct Cursor<C: Collection> where C.Element == UInt8 {
        let bytes: C
        var index: C.Index

        func peek() -> UInt8? { index == bytes.endIndex ? nil : bytes[index] }

        mutating func advance() { index = bytes.index(after: index) }

        /// Skips ASCII digits; returns how many.
        mutating func digits() -> Int {
            var count = 0
            while let byte = peek(), ASCII.isDigit(byte) {
                advance()
                count += 1
            }
            return count
        }
    }
}
