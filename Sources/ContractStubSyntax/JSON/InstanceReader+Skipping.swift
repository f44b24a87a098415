/// Values read only to be checked: what the validating scan (`SchemaScan`) does where no schema looks at a value.
extension InstanceReader {
    /// Checks the value at `index` (after any whitespace) as strictly as ``readValue()`` reads it, without building
    /// it, and steps past it. Stricter in one place only: the value of a repeated key is checked in full, where
    /// ``readValue()`` checks only its structure.
    package mutating func skipValue() throws(Failure) {
        skipWhitespace()
        guard index < end else { throw .syntax }
        // Safe: index < end, the guard above.
        switch base.byte(at: index, before: end) {
        case UInt8(ascii: "\""):
            _ = try scanString()
        case UInt8(ascii: "{"):
            try enterContainer()
            if !closes(UInt8(ascii: "}")) {
                repeat {
                    try skipKey()
                    try skipValue()
                } while try continues(closedBy: UInt8(ascii: "}"))
            }
            depth -= 1
        case UInt8(ascii: "["):
            try enterContainer()
            if !closes(UInt8(ascii: "]")) {
                repeat { try skipValue() } while try continues(closedBy: UInt8(ascii: "]"))
            }
            depth -= 1
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            _ = try readLiteral()
        default:
            _ = try readNumber()
        }
    }

    /// Checks a member's key and the colon after it, and steps past both.
    package mutating func skipKey() throws(Failure) {
        guard index < end, base.byte(at: index, before: end) == UInt8(ascii: "\"") else { throw .syntax }
        _ = try scanString()
        try expectColon()
    }

    /// Steps past the colon (and whitespace before it) between a key and its value.
    package mutating func expectColon() throws(Failure) {
        skipWhitespace()
        guard index < end, base.byte(at: index, before: end) == UInt8(ascii: ":") else { throw .syntax }
        index += 1
    }
}
