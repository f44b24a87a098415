import Foundation

/// A strict, non-recursive JSON scanner that finds the first syntax error in a byte buffer.
///
/// Used only after `JSONDecoder` has refused the bytes, to tell the user where and why.
/// Being iterative, it reports 10,000-deep nesting without using the call stack.
package enum JSONSyntaxScanner {
    /// The nesting depth `JSONDecoder` accepts; deeper documents are reported here.
    static let maximumDepth = 512

    /// The first problem in `data`, or `nil` when it is well-formed JSON.
    package static func firstError(in data: Data) -> JSONSyntaxError? {
        let found = data.withUnsafeBytes { raw -> (String, Int)? in
            var scanner = Scanner(bytes: raw.bindMemory(to: UInt8.self))
            return scanner.run()
        }
        guard let (message, offset) = found else { return nil }
        return JSONSyntaxError(message: message, offset: offset, data: data)
    }

    private enum Container {
        case array, object
    }

    private struct Scanner {
        /// The bytes, borrowed for the scan (never copied: a HAR capture can be hundreds of megabytes).
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0
        var stack: [Container] = []

        init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        }

        mutating func run() -> (String, Int)? {
            skipWhitespace()
            if index == bytes.count { return ("the input is empty; expected a JSON value", index) }
            if let error = scanValue() { return error }
            skipWhitespace()
            if index < bytes.count { return ("unexpected \(describe(index)) after the end of the JSON value", index) }
            return nil
        }

        /// Scans one value; containers are walked with an explicit stack.
        mutating func scanValue() -> (String, Int)? {
            var expectValue = true
            while true {
                skipWhitespace()
                if expectValue {
                    guard index < bytes.count else { return ("unexpected end of input; expected a value", index) }
                    // Safe: index < bytes.count, the guard above.
                    switch bytes[index] {
                    case UInt8(ascii: "{"):
                        if let error = push(.object) { return error }
                        skipWhitespace()
                        if peek(UInt8(ascii: "}")) {
                            index += 1
                            stack.removeLast()
                            expectValue = false
                            if stack.isEmpty { return nil }
                            continue
                        }
                        if let error = scanKey() { return error }
                        continue
                    case UInt8(ascii: "["):
                        if let error = push(.array) { return error }
                        skipWhitespace()
                        if peek(UInt8(ascii: "]")) {
                            index += 1
                            stack.removeLast()
                            expectValue = false
                            if stack.isEmpty { return nil }
                            continue
                        }
                        continue
                    case UInt8(ascii: "\""):
                        if let error = scanString() { return error }
                    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                        if let error = scanNumber() { return error }
                    case UInt8(ascii: "t"):
                        if let error = scanLiteral("true") { return error }
                    case UInt8(ascii: "f"):
                        if let error = scanLiteral("false") { return error }
                    case UInt8(ascii: "n"):
                        if let error = scanLiteral("null") { return error }
                    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
                        return (
                            "expected a value, found \(token(from: index)) (strings need double quotes; literals are true, false and null)",
                            index
                        )
                    default:
                        return ("expected a value, found \(describe(index))", index)
                    }
                    expectValue = false
                    if stack.isEmpty { return nil }
                    continue
                }
                // After a value inside a container: a comma or the closing bracket.
                guard let container = stack.last else { return nil }
                guard index < bytes.count else {
                    return ("unexpected end of input; expected ',' or '\(container == .array ? "]" : "}")'", index)
                }
                // Safe: index < bytes.count, the guard above.
                let byte = bytes[index]
                switch (container, byte) {
                case (_, UInt8(ascii: ",")):
                    index += 1
                    skipWhitespace()
                    // JSONDecoder tolerates a trailing comma; so does this scanner, to agree with it.
                    if peek(UInt8(ascii: container == .array ? "]" : "}")) { continue }
                    if container == .object, let error = scanKey() { return error }
                    expectValue = true
                case (.array, UInt8(ascii: "]")), (.object, UInt8(ascii: "}")):
                    index += 1
                    stack.removeLast()
                    if stack.isEmpty { return nil }
                case (.array, _):
                    return ("expected ',' or ']' after an array element, found \(describe(index))", index)
                case (.object, _):
                    return ("expected ',' or '}' after an object member, found \(describe(index))", index)
                }
            }
        }

        mutating func push(_ container: Container) -> (String, Int)? {
            if stack.count >= JSONSyntaxScanner.maximumDepth {
                return ("arrays and objects are nested deeper than \(JSONSyntaxScanner.maximumDepth) levels", index)
            }
            stack.append(container)
            index += 1
            return nil
        }

        /// Scans `"key" :` and leaves the index at the member's value.
        mutating func scanKey() -> (String, Int)? {
            guard index < bytes.count else { return ("unexpected end of input; expected a string key", index) }
            // Safe: index < bytes.count, the guard above.
            guard bytes[index] == UInt8(ascii: "\"") else {
                return ("expected a string key in double quotes, found \(describe(index))", index)
            }
            if let error = scanString() { return error }
            skipWhitespace()
            guard peek(UInt8(ascii: ":")) else { return ("expected ':' after an object key, found \(describe(index))", index) }
            index += 1
            return nil
        }

        mutating func scanString() -> (String, Int)? {
            let start = index
            index += 1
            while index < bytes.count {
                // Safe: index < bytes.count, the loop's condition.
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "\""):
                    index += 1
                    return nil
                case UInt8(ascii: "\\"):
                    if let error = scanEscape() { return error }
                case 0..<0x20:
                    return ("control character U+\(String(format: "%04X", byte)) inside a string; escape it", index)
                case 0x80...:
                    if let error = scanUTF8() { return error }
                default:
                    // Safe: index < bytes.count, the loop's condition, so the buffer has an address.
                    index = JSONBytes.plainRunEnd(bytes.baseAddress!, from: index + 1, to: bytes.count)
                }
            }
            return ("unterminated string (it starts here)", start)
        }

        mutating func scanEscape() -> (String, Int)? {
            let start = index
            index += 1
            guard index < bytes.count else { return ("unterminated escape sequence", start) }
            // Safe: index < bytes.count, the guard above.
            switch bytes[index] {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                index += 1
                return nil
            case UInt8(ascii: "u"):
                index += 1
                guard let unit = hex4() else { return ("invalid \\u escape; expected four hex digits", start) }
                if (0xDC00...0xDFFF).contains(unit) { return ("unpaired low surrogate in \\u escape", start) }
                if (0xD800...0xDBFF).contains(unit) {
                    guard peek(UInt8(ascii: "\\")), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u")
                    else { return ("unpaired high surrogate in \\u escape", start) }
                    index += 2
                    guard let low = hex4(), (0xDC00...0xDFFF).contains(low) else {
                        return ("unpaired high surrogate in \\u escape", start)
                    }
                }
                return nil
            default:
                return ("invalid escape \\\(describeRaw(index)) in a string", start)
            }
        }

        mutating func hex4() -> Int? {
            guard index + 4 <= bytes.count else { return nil }
            var value = 0
            // Safe: index + 4 <= bytes.count, the guard above.
            for byte in bytes[index..<index + 4] {
                guard let digit = Int(String(UnicodeScalar(byte)), radix: 16) else { return nil }
                value = value * 16 + digit
            }
            index += 4
            return value
        }

        mutating func scanUTF8() -> (String, Int)? {
            let start = index
            // Safe: scanString, the only caller, read this byte at index < bytes.count.
            let lead = bytes[index]
            let length: Int
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0...0xEF: length = 3
            case 0xF0...0xF4: length = 4
            default: return ("invalid UTF-8 byte 0x\(String(lead, radix: 16, uppercase: true))", start)
            }
            guard index + length <= bytes.count,
                UTF8Validation.isWellFormed(UnsafeBufferPointer(rebasing: bytes[index..<index + length]))
            else { return ("invalid UTF-8 sequence", start) }
            index += length
            return nil
        }

        mutating func scanNumber() -> (String, Int)? {
            let start = index
            if peek(UInt8(ascii: "-")) { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else { return ("invalid number \(token(from: start))", start) }
            // Safe: index < bytes.count, the guard above.
            if bytes[index] == UInt8(ascii: "0") {
                index += 1
                if index < bytes.count, isDigit(bytes[index]) {
                    return ("invalid number \(token(from: start)); leading zeros are not allowed", start)
                }
            } else {
                while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            }
            if peek(UInt8(ascii: ".")) {
                index += 1
                guard index < bytes.count, isDigit(bytes[index]) else {
                    return ("invalid number \(token(from: start)); expected digits after '.'", start)
                }
                while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            }
            if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
                index += 1
                if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
                guard index < bytes.count, isDigit(bytes[index]) else {
                    return ("invalid number \(token(from: start)); expected digits in the exponent", start)
                }
                while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            }
            return nil
        }

        mutating func scanLiteral(_ literal: String) -> (String, Int)? {
            let expected = Array(literal.utf8)
            guard index + expected.count <= bytes.count, Array(bytes[index..<index + expected.count]) == expected else {
                return (
                    "expected a value, found \(token(from: index)) (strings need double quotes; literals are true, false and null)",
                    index
                )
            }
            index += expected.count
            return nil
        }

        mutating func skipWhitespace() {
            while index < bytes.count {
                // Safe: index < bytes.count, the loop's condition.
                switch bytes[index] {
                case 0x20, 0x09, 0x0A, 0x0D: index += 1
                default: return
                }
            }
        }

        func peek(_ byte: UInt8) -> Bool {
            index < bytes.count && bytes[index] == byte
        }

        func isDigit(_ byte: UInt8) -> Bool {
            byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
        }

        func describe(_ position: Int) -> String {
            guard position < bytes.count else { return "the end of input" }
            return "'\(describeRaw(position))'"
        }

        func describeRaw(_ position: Int) -> String {
            // Safe: callers pass a position below bytes.count: describe after its guard, scanEscape after its own.
            let byte = bytes[position]
            if byte >= 0x20 && byte < 0x7F { return String(UnicodeScalar(byte)) }
            return "\\u{\(String(byte, radix: 16, uppercase: true))}"
        }

        /// The word-like token starting at `start`, for messages ("'yes'", "'01'").
        func token(from start: Int) -> String {
            var end = start
            while end < bytes.count, end - start < 24 {
                // Safe: end < bytes.count, the loop's condition.
                let byte = bytes[end]
                if byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 || byte == UInt8(ascii: ",")
                    || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: ":")
                {
                    break
                }
                end += 1
            }
            if end == start { return describe(start) }
            // Safe: start < end <= bytes.count: the loop above moved end past start.
            return "'\(String(decoding: bytes[start..<end], as: UTF8.self))'"
        }
    }
}
