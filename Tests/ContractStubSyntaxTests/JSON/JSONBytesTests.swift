import Foundation
import Testing

@testable import ContractStubSyntax

/// The byte-level string crossing the fast scans share: eight bytes at a time, then byte by byte; every special byte
/// at every offset of a word, and escapes that straddle words, must land where a byte-by-byte reading lands.
@Suite("Crossing strings eight bytes at a time")
struct JSONBytesTests {
    /// Strings whose contents put `piece` at offsets 0 to 16, between plain text.
    static func strings(with piece: String) -> [String] {
        (0..<17).map { offset in "\"" + String(repeating: "a", count: offset) + piece + String(repeating: "b", count: 9) + "\"" }
    }

    /// The closing quote by the grammar: a backslash takes the next byte with it.
    static func referenceClosingQuote(_ bytes: [UInt8]) -> Int? {
        var index = 1
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\"") { return index }
            index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        return nil
    }

    @Test(arguments: [#"\""#, #"\\"#, #"\\\""#, #"\\\\"#, #"x\"y\"z"#, "é", #"\u0022"#, #"\/"#])
    func theClosingQuoteIsFoundWhateverEscapesComeBefore(_ piece: String) {
        for text in Self.strings(with: piece) + Self.strings(with: piece + piece + piece) {
            let bytes = Array(text.utf8) + Array(#", "next": "value""#.utf8)
            let found = bytes.withUnsafeBufferPointer { JSONBytes.closingQuote(in: $0, openedAt: 0) }
            #expect(found == Self.referenceClosingQuote(bytes), "\(text)")
        }
        let unclosed = Array(#""abc\"def\\\"ghi\"#.utf8)
        #expect(unclosed.withUnsafeBufferPointer { JSONBytes.closingQuote(in: $0, openedAt: 0) } == nil)
    }

    /// The end of the value at 0 by the grammar, byte by byte: strings crossed with their escapes, brackets counted.
    static func referenceValueEnd(_ bytes: [UInt8]) -> Int? {
        var index = 0
        var depth = 0
        repeat {
            guard index < bytes.count else { return nil }
            switch bytes[index] {
            case UInt8(ascii: "\""):
                guard let quote = referenceClosingQuote(Array(bytes[index...])) else { return nil }
                index += quote + 1
                continue
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth < 0 { return nil }
            default:
                if depth == 0 {
                    while index < bytes.count, !",]} \t\n\r".utf8.contains(bytes[index]) { index += 1 }
                    return index
                }
            }
            index += 1
        } while depth > 0
        return index
    }

    @Test(arguments: ["{", "}", "[", "]", #"""#, #"\""#, "é", "  ", "\n    ", "1.5e3", "{}", "[[]]", #""{[}]""#])
    func aContainerEndsWhereItsBracketsBalanceWhateverStandsAtEachOffset(_ piece: String) {
        // The piece at every offset of two words, inside a string (where brackets do not count) and outside one.
        for offset in 0..<17 {
            let pad = String(repeating: " ", count: offset)
            for text in [
                #"{"k": "\#(pad)\#(piece)", "a": [1, {"b": "]"}], "c": {}}, "next""#,
                #"[\#(pad)\#(piece), "x{", {"y": [true, null]}], 0"#,
                #"{"list": [\#(pad)"s", \#(piece)]}"#,
                #""\#(pad)\#(piece)" , 3"#,
                #"-12.5\#(pad)\#(piece)"#,
            ] {
                let bytes = Array(text.utf8)
                let found = bytes.withUnsafeBufferPointer { JSONBytes.valueEnd(in: $0, from: 0) }
                #expect(found == Self.referenceValueEnd(bytes), "\(text)")
            }
        }
    }

    @Test(arguments: [UInt8(ascii: "\""), UInt8(ascii: "\\"), 0x00, 0x1F, 0x7F, 0x80, 0xFF, UInt8(ascii: " ")])
    func aPlainRunEndsAtTheFirstSpecialByte(_ special: UInt8) {
        for offset in 0..<20 {
            let bytes = [UInt8](repeating: UInt8(ascii: "p"), count: offset) + [special] + [UInt8](repeating: UInt8(ascii: "\""), count: 9)
            let end = bytes.withUnsafeBufferPointer { JSONBytes.plainRunEnd($0.baseAddress!, from: 0, to: $0.count) }
            let plain = special != 0x7F && special != UInt8(ascii: " ") ? offset : offset + 1  // DEL and space are plain
            #expect(end == plain, "byte \(special) at \(offset)")
        }
    }

    @Test(arguments: ["", "\n", "\r\n", "\t", " \n "])
    func whitespaceEndsWhereAByteByByteReadingEnds(_ lead: String) {
        // Runs of spaces of every length across two words, then a value, a tab or the end of the text.
        for count in 0..<25 {
            for tail in ["\"k\"", "}", "\t]", "x" + String(repeating: " ", count: 9), ""] {
                let bytes = Array((lead + String(repeating: " ", count: count) + tail).utf8)
                let expected = bytes.firstIndex { !" \t\n\r".utf8.contains($0) } ?? bytes.count
                let found = bytes.withUnsafeBufferPointer { JSONBytes.whitespaceEnd(in: $0, from: 0) }
                #expect(found == expected, "\(count) spaces before \(tail.debugDescription)")
            }
        }
    }

    @Test func syntaxErrorsInsideLongStringsAreAtTheirByte() throws {
        for offset in 0..<17 {
            let text = "[\"" + String(repeating: "x", count: offset) + "\u{01}\"]"
            let error = try requireError(JSONSyntaxError.self) { try JSONValue(decoding: Data(text.utf8)) }
            #expect(error.column == 3 + offset, "control character after \(offset) bytes")
        }
    }

    @Test func aBodyWrittenAsAStringDecodesAsJSONDecoderDecodesIt() throws {
        let body = String(repeating: #"{"url":"https://h/a?b=c","name":"R\u00e9x","note":"tab\tquote\" é"},"#, count: 40)
        let document = #"{"text":"# + String(data: try JSONEncoder().encode("[" + body + "{}]"), encoding: .utf8)! + "}"
        let read = try JSONValue(decodingInstance: Data(document.utf8))
        let decoded = try JSONDecoder().decode([String: String].self, from: Data(document.utf8))
        #expect(read["text"]?.stringValue == decoded["text"])
    }
}
