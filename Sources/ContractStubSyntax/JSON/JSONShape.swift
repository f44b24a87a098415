import Foundation

/// The structure of a JSON text found by one fast byte scan: the kind of every value in document order
/// (depth first), the member or element count of every object and array, and every object key in order.
///
/// `JSONDecoder` reads the values; the shape tells the decoding which container or type to ask it for, so no
/// request ever fails (a failed `decode` costs an error with its coding path), and gives the key order that
/// `JSONDecoder`'s keyed containers do not keep.
///
/// The scan is lenient: it trusts `JSONDecoder` to judge syntax afterwards, and returns `nil` only when the text
/// has no well-formed structure (unbalanced brackets, missing `:` or `,`, nesting deeper than ``maximumDepth``).
struct JSONShape {
    /// What a value is. Numbers written as plain integers of at most 18 digits are `integer` (they always fit `Int64`).
    enum Kind: UInt8 {
        case null, bool, integer, number, string, array, object
    }

    /// Every value's kind, in document order.
    private(set) var kinds: [Kind] = []
    /// For each value: its member or element count when it is an object or array; 0 otherwise.
    private(set) var counts: [Int32] = []
    /// Every object key in document order, unescaped.
    private(set) var keys: [String] = []

    /// Deeper than `JSONDecoder` goes (512 levels), so that `JSONDecoder` is the one to refuse deep documents.
    static let maximumDepth = 1024

    /// The shape of `data`, or `nil` when it is not structurally JSON.
    static func scan(_ data: Data) -> JSONShape? {
        data.withUnsafeBytes { raw in
            var scanner = Scanner(bytes: raw.bindMemory(to: UInt8.self))
            return scanner.scanDocument()
        }
    }

    /// A position in a shape: the next value and the next key to read.
    struct Cursor {
        var value = 0
        var key = 0
    }

    /// Moves `cursor` past the value it is at, with everything inside it.
    func skipValue(_ cursor: inout Cursor) {
        let index = cursor.value
        cursor.value += 1
        switch kinds[index] {
        case .object:
            for _ in 0..<counts[index] {
                cursor.key += 1
                skipValue(&cursor)
            }
        case .array:
            for _ in 0..<counts[index] { skipValue(&cursor) }
        case .null, .bool, .integer, .number, .string:
            break
        }
    }

    /// The byte-level scan that fills a shape.
    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0
        var shape = JSONShape()

        init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
            shape.kinds.reserveCapacity(bytes.count / 16)
            shape.counts.reserveCapacity(bytes.count / 16)
            shape.keys.reserveCapacity(bytes.count / 48)
        }

        mutating func scanDocument() -> JSONShape? {
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
            guard scanValue(depth: 0) else { return nil }
            skipWhitespace()
            return index == bytes.count ? shape : nil
        }

        private mutating func scanValue(depth: Int) -> Bool {
            skipWhitespace()
            guard index < bytes.count, depth < JSONShape.maximumDepth else { return false }
            // Safe: index < bytes.count, the guard above.
            switch bytes[index] {
            case UInt8(ascii: "{"): return scanContainer(.object, closedBy: UInt8(ascii: "}"), depth: depth)
            case UInt8(ascii: "["): return scanContainer(.array, closedBy: UInt8(ascii: "]"), depth: depth)
            case UInt8(ascii: "\""):
                guard let quote = JSONBytes.closingQuote(in: bytes, openedAt: index) else { return false }
                index = quote + 1
                append(.string)
            case UInt8(ascii: "t"), UInt8(ascii: "n"):
                index += 4
                // Safe: index - 4 is the letter just read, below bytes.count.
                append(bytes[index - 4] == UInt8(ascii: "t") ? .bool : .null)
            case UInt8(ascii: "f"):
                index += 5
                append(.bool)
            default:
                return scanNumber()
            }
            return index <= bytes.count
        }

        /// An object or array: its members (`key: value`) or elements, separated by commas; like `JSONDecoder`,
        /// a trailing comma is let through.
        private mutating func scanContainer(_ kind: Kind, closedBy close: UInt8, depth: Int) -> Bool {
            let slot = shape.kinds.count
            append(kind)
            index += 1
            var count: Int32 = 0
            while true {
                skipWhitespace()
                guard index < bytes.count else { return false }
                // Safe: index < bytes.count, the guard above (and for the key's quote below).
                if bytes[index] == close { break }
                if kind == .object {
                    // Safe: index < bytes.count, the guard three lines up; no byte was consumed since.
                    guard bytes[index] == UInt8(ascii: "\""), scanKey() else { return false }
                    skipWhitespace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return false }
                    index += 1
                }
                guard scanValue(depth: depth + 1) else { return false }
                count += 1
                skipWhitespace()
                guard index < bytes.count else { return false }
                // Safe: index < bytes.count, the guard above (and for the comma below).
                if bytes[index] == close { break }
                // Safe: index < bytes.count, the guard two lines up.
                guard bytes[index] == UInt8(ascii: ",") else { return false }
                index += 1
            }
            index += 1
            shape.counts[slot] = count
            return true
        }

        private mutating func scanKey() -> Bool {
            guard let quote = JSONBytes.closingQuote(in: bytes, openedAt: index) else { return false }
            defer { index = quote + 1 }
            let contents = (index + 1)..<quote
            // A raw control character is refused here, as every JSONDecoder refuses it, but the one of Swift 6.0 traps
            // (a try! in its keyed container) instead of throwing when the string is a key.
            // Safe: closingQuote found quote below bytes.count, after index.
            guard !bytes[contents].contains(where: { $0 < 0x20 }) else { return false }
            if JSONBytes.containsBackslash(bytes, in: contents) {
                // Rare: let JSONDecoder unescape it, so keys read exactly as it reads them.
                // Safe: quote < bytes.count (closingQuote).
                let quoted = Data(UnsafeBufferPointer(rebasing: bytes[index...quote]))
                guard let key = try? JSONDecoder().decode(String.self, from: quoted) else { return false }
                shape.keys.append(key)
            } else {
                // Safe: quote < bytes.count (closingQuote).
                shape.keys.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[contents]), as: UTF8.self))
            }
            return true
        }

        private mutating func scanNumber() -> Bool {
            let start = index
            var plainInteger = true
            // Safe: scanValue, the only caller, read this byte at index < bytes.count.
            if bytes[index] == UInt8(ascii: "-") { index += 1 }
            scanning: while index < bytes.count {
                // Safe: index < bytes.count, the loop's condition.
                switch bytes[index] {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): index += 1
                case UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "+"), UInt8(ascii: "-"):
                    plainInteger = false
                    index += 1
                default: break scanning
                }
            }
            guard index > start else { return false }
            append(plainInteger && index - start <= 18 ? .integer : .number)
            return true
        }

        private mutating func append(_ kind: Kind) {
            shape.kinds.append(kind)
            shape.counts.append(0)
        }

        private mutating func skipWhitespace() {
            index = JSONBytes.whitespaceEnd(in: bytes, from: index)
        }
    }
}
