import Foundation
import Testing

@testable import ContractStubCore
@testable import ContractStubSchema
@testable import ContractStubSyntax

@Suite("The instance reader for bodies")
struct InstanceReaderTests {
    /// Texts of every kind, well-formed and not, on which the instance reader must do exactly what the `JSONDecoder`
    /// path does: the same value (key order, number storage) or the same error (message, line, column, offset).
    static let texts: [[UInt8]] =
        [
            #"{"id":1,"name":"Rex","tags":["a","b"],"owner":null,"good":true,"bad":false,"weight":4.35}"#,
            " \t\r\n[ 1 , 2 ]\n ", #"[1,2,]"#, #"{"a":1,}"#, "[,]", "[1,,2]", "{,}", #"{"a" 1}"#, #"{"a":}"#, "{1:2}",
            "42", #""text""#, "true", "null", "", "   ", "[]", "{}", "[[]]", "{} x", "{}{}", "[1 2]",
            #"["\u00e9\n\t\"\\\/\b\f\r"]"#, #"["\ud83d\ude00"]"#, #"["\ud800"]"#, #"["\udc00"]"#, #"["\ud800x"]"#,
            #"["\ud800\u0041"]"#, #"["\u0000"]"#, #"["\x"]"#, #"["\u12G4"]"#, #"["\u12"]"#, "[\"a\tb\"]", "[\"\u{7F}\"]",
            "[\"caf\u{E9} \u{1F600}\"]", #"{"a\u0062":1,"a\"b":2}"#, #"{"a":1,"a":2}"#, #"{"a":1,"a":1e400}"#,
            #"{"a":{"x":1},"a":[1e400]}"#, #"[{"k":{"k":1,"z":1e400}}]"#, "[1e400]", "[-1e400]", "[1e-400]",
            "[0, -0, -0.0, 0e5, 1E2, 1.5e-3, 1.0, 0.1e1]", "[1.0000000000000001, 12345678901234567.5, 9007199254740993.5]",
            "[9223372036854775807, 9223372036854775808, -9223372036854775808, -9223372036854775809]",
            "[123456789012345678, -123456789012345678, 1234567890123456789, 123456789012345678901234567890]",
            "[" + String(repeating: "9", count: 60) + ", 1e38, 1e200, 0.000000000000000000000000000000000000001]",
            "[01]", "[-]", "[1.]", "[.5]", "[1e]", "[1e+]", "[+1]", "[0x10]", "[NaN]", "[Infinity]", "[tru]", "[truex]",
            "[nul]", "[falsey]", #"{"a":[1,2"#, #"{"a":"#, #"["abc"#, #"["abc\"#,
            "{\"a\":1,\"a\":\"x\u{10}y\"}", #"{"a":1,"a":["\x", 01, 1., -, {"k\u0":2}, {"\q":1}]}"#, #"{"a":1,"a":"\u12"}"#,
            #"{"a":1,"a":{"b\"c":[1e400, 1-2e, "\ud800"]}}"#, #"{"a":1,"a":.5}"#, #"{"a":1,"a":"\u"a"}"#,
        ].map { Array($0.utf8) } + [
            [0x5B, 0x22, 0xFF, 0x22, 0x5D], [0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D], [0x5B, 0x22, 0xC0, 0x80, 0x22, 0x5D],
            [0x5B, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x5D], [0x5B, 0x22, 0xE2, 0x82, 0x22, 0x5D], [0xEF, 0xBB, 0xBF, 0x7B, 0x7D],
            [0xFF, 0xFE, 0x5B, 0x00, 0x5D, 0x00], [0x5B, 0x00, 0x5D],
            Array(#"{"a":1,"a":{""#.utf8) + [0xFF, 0x01] + Array(#"":"#.utf8) + [0x22, 0xC0, 0x22, 0x7D, 0x7D],
        ]

    @Test(arguments: texts)
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
