import Foundation
import Testing

@testable import ContractStubCore

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

    /// The offsets agree with the standard library's own validation, on sequences of every length, at every
    /// position relative to the eight-byte ASCII steps.
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
            let valid = String(validating: bytes, as: UTF8.self) != nil
            #expect((offset == nil) == valid, "\(bytes)")
            if let offset {
                #expect(offset == prefix, "\(bytes)")
            }
        }
    }
}
