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

@Suite("Writing JSON")
struct JSONValueSerializationTests {
    @Test func writesCompactJSONInKeyOrder() {
        let value: JSONValue = ["z": [1, 0.5, true, nil], "a": "line\n\"quoted\" \u{01} é /"]
        #expect(value.serialized() == #"{"z":[1,0.5,true,null],"a":"line\n\"quoted\" \u0001 é /"}"#)
    }

    @Test func escapesEveryCharacterJSONRequiresAndNothingElse() throws {
        let text = "\u{00}\u{08}\u{09}\u{0A}\u{0C}\u{0D}\u{1F}\"\\/\u{7F}é😀e\u{301}"
        let written = JSONValue.string(text).serialized()
        #expect(written == "\"\\u0000\\b\\t\\n\\f\\r\\u001F\\\"\\\\/\u{7F}é😀e\u{301}\"")
        #expect(try JSONValue(decoding: Data(written.utf8)) == .string(text))
    }

    @Test func writesPrettyJSON() {
        let value: JSONValue = ["a": [1, [:]], "b": []]
        #expect(value.serialized(pretty: true) == "{\n  \"a\": [\n    1,\n    {}\n  ],\n  \"b\": []\n}")
    }

    @Test func roundTripsThroughTheDecoder() throws {
        let text = #"{"n":12345678901234567890123,"d":0.1,"s":"\u00e9\ud83d\ude00","o":{"y":[],"x":{}}}"#
        let value = try JSONValue(decoding: Data(text.utf8))
        #expect(try JSONValue(decoding: Data(value.serialized().utf8)) == value)
        #expect(value.serialized() == #"{"n":12345678901234567890123,"d":0.1,"s":"é😀","o":{"y":[],"x":{}}}"#)
    }
}
