import Foundation
import Testing

@testable import ContractStubSyntax

@Suite("Decoding JSON with JSONDecoder")
struct JSONValueDecodingTests {
    private func decode(_ text: String) throws -> JSONValue {
        try JSONValue(decoding: Data(text.utf8))
    }

    @Test func keepsObjectKeysInDocumentOrder() throws {
        let value = try decode(#"{"zebra": 1, "apple": {"y": 2, "b": 3}, "mango": [{"k2": 0, "k1": 0}]}"#)
        #expect(value.objectValue?.keys == ["zebra", "apple", "mango"])
        #expect(value["apple"]?.objectValue?.keys == ["y", "b"])
        #expect(value["mango"]?[0]?.objectValue?.keys == ["k2", "k1"])
    }

    @Test func keepsTheFirstOfRepeatedKeysOnce() throws {
        let value = try decode(#"{"a": 1, "b": 2, "a": 3}"#)
        #expect(value.objectValue?.keys == ["a", "b"])
        #expect(value["a"] == 1)
    }

    @Test func decodesEveryKindOfValue() throws {
        let value = try decode(#"[null, true, false, "text", 42, -7, 0.5, [], {}]"#)
        #expect(value == [nil, true, false, "text", 42, -7, 0.5, [], [:]])
        #expect(
            value.arrayValue?.map(\.typeName) == [
                "null", "boolean", "boolean", "string", "integer", "integer", "number", "array", "object",
            ])
    }

    @Test func keepsIntegersBeyondDoublePrecision() throws {
        let value = try decode("[9007199254740993, 12345678901234567890123]")
        #expect(value[0]?.numberValue?.int64Value == 9_007_199_254_740_993)
        #expect(value[1]?.numberValue?.description == "12345678901234567890123")
        #expect(value[1]?.numberValue?.isInteger == true)
    }

    @Test func keepsDecimalsExact() throws {
        let value = try decode("[0.1, 0.2, 0.3, 1.0, 1e2, 1e308]")
        let numbers = (value.arrayValue ?? []).compactMap { $0.numberValue }
        try #require(numbers.count == 6)
        #expect(numbers[0].description == "0.1")
        #expect(numbers[2].isMultiple(of: numbers[0]))
        #expect(numbers[3] == JSONNumber(1))
        #expect(numbers[4].int64Value == 100)
        #expect(numbers[5].doubleValue == 1e308)
    }

    @Test func rejectsNumbersBeyondDoubleWithTheirLocation() throws {
        let error = try requireError(JSONSyntaxError.self) { try decode("{\n  \"max\": 1e400\n}") }
        #expect(error.message.contains("'/max' is beyond the range of Double"))
        #expect((error.line, error.column) == (2, 3))
    }

    @Test func acceptsAByteOrderMark() throws {
        #expect(try JSONValue(decoding: Data([0xEF, 0xBB, 0xBF] + Array("[1]".utf8))) == [1])
    }

    @Test func decodesWithAPlainDecoderToo() throws {
        let value = try JSONDecoder().decode(JSONValue.self, from: Data(#"{"b": 1, "a": [true]}"#.utf8))
        #expect(value == ["a": [true], "b": 1])
        #expect(value.objectValue?.keys == ["a", "b"])
    }
}
