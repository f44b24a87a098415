import ContractStubCore
import Foundation

/// Reads a file of JSON values written one after another (the yaml-test-suite's `in.json` for multi-document streams).
enum JSONValueSequence {
    /// The values in `data`, in order (none for an empty or blank file); `nil` when a value is malformed.
    static func values(in data: Data) -> [JSONValue]? {
        let bytes = [UInt8](data)
        var values: [JSONValue] = []
        var index = 0
        while true {
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09 {
                index += 1
            }
            guard index < bytes.count else { return values }
            let start = index
            index = valueEnd(bytes, from: start)
            guard let value = try? JSONValue(decoding: Data(bytes[start..<index])) else { return nil }
            values.append(value)
        }
    }

    /// Where the value starting at `start` ends: after its closing bracket or quote, or at the next blank for a scalar.
    private static func valueEnd(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start
        var depth = 0
        var inString = false
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if inString {
                if byte == 0x5C {
                    index += 1
                } else if byte == 0x22 {
                    inString = false
                    if depth == 0 { return index }
                }
                continue
            }
            switch byte {
            case 0x22: inString = true
            case 0x5B, 0x7B: depth += 1
            case 0x5D, 0x7D:
                depth -= 1
                if depth == 0 { return index }
            case 0x20, 0x0A, 0x0D, 0x09:
                if depth == 0 { return index - 1 }
            default: break
            }
        }
        return index
    }
}
