import Foundation
import Testing

@testable import ContractStubSyntax

/// Malformed UTF-8 never reaches `JSONDecoder` (the Foundation of Swift 6.0 traps on it instead of throwing):
/// the spec reader refuses it first with a located ``JSONSyntaxError``.
@Suite("UTF-8 before JSONDecoder")
struct UTF8ValidationTests {
    @Test func malformedUTF8InAKeyIsALocatedSyntaxError() {
        #expect(throws: JSONSyntaxError(message: "invalid UTF-8 byte 0xFF", line: 1, column: 3, offset: 2)) {
            try JSONValue(decoding: Data([UInt8(ascii: "{"), UInt8(ascii: "\""), 0xFF, UInt8(ascii: "\"")] + Array(":1}".utf8)))
        }
    }

    @Test func malformedUTF8InAValueIsLocatedOnItsLine() throws {
        let data = Data(Array("{\n  \"name\": \"caf".utf8) + [0xC3, 0x28] + Array("\"\n}".utf8))
        do throws(JSONSyntaxError) {
            _ = try JSONValue(decoding: data)
            Issue.record("decoded a document with malformed UTF-8")
        } catch {
            #expect((error.line, error.column, error.offset) == (2, 15, 16))
            #expect(error.message.contains("UTF-8"), "\(error.message)")
        }
    }

    @Test func largeDocumentsAreCheckedToo() throws {
        // Past the size at which objects are decoded in pieces, in parallel.
        let filler = String(repeating: "x", count: JSONValue.parallelDecodingThreshold)
        let data = Data(Array("{\"a\": \"\(filler)\", \"b\": \"".utf8) + [0xED, 0xA0, 0x80] + Array("\"}".utf8))
        do throws(JSONSyntaxError) {
            _ = try JSONValue(decoding: data)
            Issue.record("decoded a document with an encoded surrogate")
        } catch {
            #expect(error.offset == data.count - 5)
        }
    }

    /// The offsets agree with the standard library's own UTF-8 decoder, on sequences of every length, at every position
    /// relative to the eight-byte ASCII steps.
    @Test(
        arguments: [
            [0x41], [0xC3, 0xA9], [0xE2, 0x82, 0xAC], [0xF0, 0x9F, 0x98, 0x80], [0xF4, 0x8F, 0xBF, 0xBF],
            [0xC0, 0x80], [0xC1, 0xBF], [0xE0, 0x80, 0x80], [0xE0, 0x9F, 0xBF], [0xED, 0xA0, 0x80], [0xF0, 0x80, 0x80, 0x80],
            [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xFF], [0x80], [0xC3], [0xE2, 0x82], [0xF0, 0x9F, 0x98],
            [0xE2, 0x28, 0xAC], [0xF0, 0x9F, 0x28, 0x80],
        ] as [[UInt8]])
    func offsetsAgreeWithTheStandardLibrary(sequence: [UInt8]) {
        for prefix in 0..<10 {
            let bytes = [UInt8](repeating: UInt8(ascii: "a"), count: prefix) + sequence + Array("bcdefghij".utf8)
            let offset = bytes.withUnsafeBufferPointer { UTF8Validation.firstInvalidOffset(in: $0) }
            let valid = Self.decodes(bytes)
            #expect((offset == nil) == valid, "\(bytes)")
            if let offset {
                #expect(offset == prefix, "\(bytes)")
            }
        }
    }

    /// Every one- and two-byte sequence, and every three- and four-byte sequence over lead bytes and edge values of the
    /// bytes after them: `isWellFormed` accepts exactly what the standard library's UTF-8 decoder decodes without an
    /// error (the decoder every OS version has; `String(validating:as:)` is macOS 15 / iOS 18 and later).
    @Test func agreesWithTheStandardLibrarysDecoder() {
        let edges: [UInt8] = [
            0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC2, 0xDF, 0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0xFF,
        ]
        var sequences: [[UInt8]] = (0...255).map { [UInt8($0)] }
        for first in 0...255 { for second in 0...255 { sequences.append([UInt8(first), UInt8(second)]) } }
        for lead in 0xC0...0xFF {
            for second in edges { for third in edges { sequences.append([UInt8(lead), second, third]) } }
            for second in edges { for third in [0x80, 0xBF, 0x41] as [UInt8] { sequences.append([UInt8(lead), second, third, 0x80]) } }
        }
        var disagreements: [[UInt8]] = []
        for bytes in sequences {
            if bytes.withUnsafeBufferPointer(UTF8Validation.isWellFormed) != Self.decodes(bytes) { disagreements.append(bytes) }
        }
        #expect(disagreements.isEmpty, "first disagreements: \(disagreements.prefix(5))")
        #expect(sequences.count > 65_000)
    }

    /// Whether the standard library's UTF-8 decoder reads every scalar of `bytes` without an error (the decoder every
    /// OS version has; `String(validating:as:)` is macOS 15 / iOS 18 and later).
    private static func decodes(_ bytes: [UInt8]) -> Bool {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }
}
