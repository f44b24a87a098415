import Foundation

/// Finds the line and column of a JSON Pointer in the bytes of a well-formed JSON document.
///
/// `JSONDecoder` keeps no source positions, so diagnostics call this lazily: each lookup walks
/// the bytes once, skipping the values it does not need; nothing runs on the success path.
/// A member is located at its key (where an editor should put the cursor); an array element or the root at its value.
public struct SourceLocator: Sendable {
    private let bytes: [UInt8]
    /// The offset where each line starts, for turning offsets into line and column by binary search.
    private let lineStarts: [Int]

    /// A locator over these bytes.
    public init(data: Data) {
        bytes = [UInt8](data)
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
        lineStarts = starts
    }

    /// The position of the value (or member key) that `pointer` designates, or `nil` if the document has no such value.
    public func location(of pointer: JSONPointer) -> SourcePosition? {
        locations(of: [pointer])[0]
    }

    /// The positions of several pointers, found in about one pass: every member passed on the way is remembered,
    /// so pointers that share prefixes or sit in the same object do not rescan the bytes.
    public func locations(of pointers: [JSONPointer]) -> [SourcePosition?] {
        var known: [JSONPointer: (found: Int, value: Int)] = [:]
        var rootStart = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        skipWhitespace(&rootStart)
        known[.root] = (rootStart, rootStart)
        return pointers.map { pointer in
            // Start from the longest prefix already known.
            var depth = pointer.tokens.count
            while known[JSONPointer(tokens: Array(pointer.tokens.prefix(depth)))] == nil { depth -= 1 }
            var current = JSONPointer(tokens: Array(pointer.tokens.prefix(depth)))
            var place = known[current]!
            while depth < pointer.tokens.count {
                let token = pointer.tokens[depth]
                guard place.value < bytes.count else { return nil }
                switch bytes[place.value] {
                case UInt8(ascii: "{"):
                    var found: (Int, Int)?
                    forEachMember(objectStart: place.value) { key, keyStart, valueStart in
                        known[current.appending(key)] = (keyStart, valueStart)
                        guard key == token else { return true }
                        found = (keyStart, valueStart)
                        return false
                    }
                    guard let (keyStart, valueStart) = found else { return nil }
                    place = (keyStart, valueStart)
                case UInt8(ascii: "["):
                    guard let position = JSONPointer.arrayIndex(token), let valueStart = findElement(position, arrayStart: place.value)
                    else { return nil }
                    place = (valueStart, valueStart)
                default:
                    return nil
                }
                current = current.appending(token)
                known[current] = place
                depth += 1
            }
            return position(of: place.found)
        }
    }

    private func position(of offset: Int) -> SourcePosition {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return SourcePosition(offset: offset, line: low + 1, column: offset - lineStarts[low] + 1)
    }

    /// Calls `body(key, keyOffset, valueOffset)` for each member of the object at `objectStart`, in order,
    /// until `body` returns `false`.
    private func forEachMember(objectStart: Int, _ body: (String, Int, Int) -> Bool) {
        var index = objectStart + 1
        while true {
            skipWhitespace(&index)
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return }
            let keyStart = index
            let key = readString(&index)
            skipWhitespace(&index)
            index += 1  // ':'
            skipWhitespace(&index)
            if !body(key, keyStart, index) { return }
            skipValue(&index)
            skipWhitespace(&index)
            guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { return }
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

    /// Reads a string literal, decoding escapes only when it has any, and leaves `index` after the closing quote.
    private func readString(_ index: inout Int) -> String {
        let start = index
        skipString(&index)
        let content = bytes[(start + 1)..<(index - 1)]
        if !content.contains(UInt8(ascii: "\\")) { return String(decoding: content, as: UTF8.self) }
        return (try? JSONDecoder().decode(String.self, from: Data(bytes[start..<index]))) ?? ""
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
