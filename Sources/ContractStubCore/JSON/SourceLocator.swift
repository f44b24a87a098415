import Foundation

/// Finds the line and column of a JSON Pointer in the bytes of a well-formed JSON document.
///
/// `JSONDecoder` keeps no source positions, so diagnostics call this lazily: each lookup walks
/// the bytes once, skipping the values it does not need; nothing runs on the success path.
/// A member is located at its key (where an editor should put the cursor); an array element or the root at its value.
public struct SourceLocator: Sendable {
    private let bytes: [UInt8]

    /// A locator over these bytes.
    public init(data: Data) {
        bytes = [UInt8](data)
    }

    /// The position of the value (or member key) that `pointer` designates, or `nil` if the document has no such value.
    public func location(of pointer: JSONPointer) -> SourcePosition? {
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        skipWhitespace(&index)
        var found = index
        for token in pointer.tokens {
            guard index < bytes.count else { return nil }
            switch bytes[index] {
            case UInt8(ascii: "{"):
                guard let (keyStart, valueStart) = findMember(token, objectStart: index) else { return nil }
                found = keyStart
                index = valueStart
            case UInt8(ascii: "["):
                guard let position = JSONPointer.arrayIndex(token), let valueStart = findElement(position, arrayStart: index)
                else { return nil }
                found = valueStart
                index = valueStart
            default:
                return nil
            }
        }
        return position(of: found)
    }

    private func position(of offset: Int) -> SourcePosition {
        var line = 1
        var lineStart = 0
        for index in 0..<offset where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        return SourcePosition(offset: offset, line: line, column: offset - lineStart + 1)
    }

    /// Returns the offsets of the member's key and of its value.
    private func findMember(_ name: String, objectStart: Int) -> (Int, Int)? {
        var index = objectStart + 1
        while true {
            skipWhitespace(&index)
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
            let keyStart = index
            let key = readString(&index)
            skipWhitespace(&index)
            index += 1  // ':'
            skipWhitespace(&index)
            if key == name { return (keyStart, index) }
            skipValue(&index)
            skipWhitespace(&index)
            guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { return nil }
            index += 1
        }
    }

    private func findElement(_ position: Int, arrayStart: Int) -> Int? {
        var index = arrayStart + 1
        var current = 0
        while true {
            skipWhitespace(&index)
            guard index < bytes.count, bytes[index] != UInt8(ascii: "]") else { return nil }
            if current == position { return index }
            skipValue(&index)
            skipWhitespace(&index)
            guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { return nil }
            index += 1
            current += 1
        }
    }

    /// Skips one value of any depth without recursion.
    private func skipValue(_ index: inout Int) {
        var depth = 0
        repeat {
            guard index < bytes.count else { return }
            switch bytes[index] {
            case UInt8(ascii: "\""):
                skipString(&index)
                continue
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
            default:
                if depth == 0 {
                    // A scalar at the top: runs until a delimiter.
                    while index < bytes.count, !isDelimiter(bytes[index]) { index += 1 }
                    return
                }
            }
            index += 1
        } while depth > 0
    }

    private func isDelimiter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"), 0x20, 0x09, 0x0A, 0x0D: return true
        default: return false
        }
    }

    private func skipString(_ index: inout Int) {
        index += 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "\""):
                index += 1
                return
            default: index += 1
            }
        }
    }

    /// Reads a string literal, decoding escapes, and leaves `index` after the closing quote.
    private func readString(_ index: inout Int) -> String {
        let start = index
        skipString(&index)
        let literal = bytes[start..<index]
        if !literal.contains(UInt8(ascii: "\\")) {
            return String(decoding: literal.dropFirst().dropLast(), as: UTF8.self)
        }
        return (try? JSONDecoder().decode(String.self, from: Data(literal))) ?? ""
    }

    private func skipWhitespace(_ index: inout Int) {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }
}
