import Foundation
import Testing

@_spi(ContractStubBytes) @testable import ContractStubSyntax

@Suite("The instance reader for bodies")
struct InstanceReaderTests {
    @Test(arguments: InstanceTexts.all)
    func readsAsTheJSONDecoderPathDoes(text: [UInt8]) {
        let data = Data(text)
        #expect(
            Outcome { () throws(JSONSyntaxError) in try JSONValue(decodingInstance: data) }
                == Outcome { () throws(JSONSyntaxError) in try JSONValue(decoding: data) })
    }

    @Test(arguments: [511, 512, 513, 10_000])
    func stopsNestingAt512Levels(depth: Int) {
        for (open, close) in [("[", "]"), (#"{"a":"#, "}")] {
            let data = Data((String(repeating: open, count: depth) + "1" + String(repeating: close, count: depth)).utf8)
            let outcome = Outcome { () throws(JSONSyntaxError) in try JSONValue(decodingInstance: data) }
            #expect(outcome == Outcome { () throws(JSONSyntaxError) in try JSONValue(decoding: data) })
            if depth > 512 { #expect(outcome.error?.message == "arrays and objects are nested deeper than 512 levels") }
        }
    }

    @Test func decodesEscapesAndSurrogatePairs() throws {
        let value = try JSONValue(decodingInstance: Data(#"["\u00e9\n\"\/", "\ud83d\ude00"]"#.utf8))
        #expect(value == ["é\n\"/", "😀"])
    }

    @Test func refusesLoneSurrogatesAndInvalidUTF8() {
        #expect(throws: JSONSyntaxError(message: "unpaired high surrogate in \\u escape", line: 1, column: 3, offset: 2)) {
            try JSONValue(decodingInstance: Data(#"["\ud800"]"#.utf8))
        }
        #expect(throws: JSONSyntaxError(message: "invalid UTF-8 byte 0xFF", line: 1, column: 3, offset: 2)) {
            try JSONValue(decodingInstance: Data([0x5B, 0x22, 0xFF, 0x22, 0x5D]))
        }
    }

    @Test func keepsNumbersAsJSONDecoderDoes() throws {
        let value = try JSONValue(decodingInstance: Data("[-0, 1.0, 12345678901234567.5, 0.25, 1e300]".utf8))
        let numbers = try #require(value.arrayValue).compactMap(\.numberValue)
        #expect(numbers.map(\.int64Value) == [0, 1, 12_345_678_901_234_567, nil, nil])
        #expect(numbers[3].decimalValue == Decimal(string: "0.25"))
        #expect(numbers[4].decimalValue == nil)
    }

    @Test func saysWhereANumberIsOutOfRange() {
        #expect(
            throws: JSONSyntaxError(
                message: "the number at '/a/1' is beyond the range of Double (about ±1.8e308, smallest ±2.2e-308)",
                line: 1, column: 10, offset: 9)
        ) { try JSONValue(decodingInstance: Data(#"{"a":[0, 1e400]}"#.utf8)) }
    }

    @Test func keepsTheFirstOfRepeatedKeysInDocumentOrder() throws {
        let object = try #require(try JSONValue(decodingInstance: Data(#"{"b":1,"a":2,"b":3}"#.utf8)).objectValue)
        #expect(object.keys == ["b", "a"])
        #expect(object["b"] == 1)
    }

    /// What a reader made of some bytes, compared exactly: number storage, key order and error position included.
    private enum Outcome: Equatable {
        case value(String, numbers: String)
        case failure(JSONSyntaxError)

        init(_ read: () throws(JSONSyntaxError) -> JSONValue) {
            do {
                let value = try read()
                self = .value(value.serialized(), numbers: Self.storage(of: value))
            } catch {
                self = .failure(error)
            }
        }

        var error: JSONSyntaxError? {
            if case .failure(let error) = self { return error }
            return nil
        }

        private static func storage(of value: JSONValue) -> String {
            switch value {
            case .number(let number): return "\(number.storage)"
            case .array(let elements): return elements.map(storage).joined(separator: ",")
            case .object(let object): return object.map { "\($0.key)=\(storage(of: $0.value))" }.joined(separator: ",")
            default: return ""
            }
        }
    }
}
