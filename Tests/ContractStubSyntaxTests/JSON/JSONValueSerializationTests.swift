import Foundation
import Testing

@testable import ContractStubSyntax

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

    /// Values with every kind of member: escapes, control characters, non-ASCII, long runs, nesting, numbers.
    static let values: [JSONValue] = [
        .null, true, 0, -12.5, "", "plain", "quote \" backslash \\ / slash", "\u{0}\u{1}\u{8}\u{9}\u{A}\u{C}\u{D}\u{1F}\u{7F}",
        "é中😀 e\u{301}", .string(String(repeating: "abcdefgh", count: 40) + "\n" + String(repeating: "é", count: 33)),
        [], [:], [1, "two", [3, [4]], ["k": nil]], ["a": ["b": ["c": [true, false]]], "d\"e": "f\\g", "": []],
    ]

    @Test(arguments: values)
    func readsBackAsTheSameValueCompactAndPretty(_ value: JSONValue) throws {
        for pretty in [false, true] {
            let data = value.serializedData(pretty: pretty)
            #expect(data == Data(value.serialized(pretty: pretty).utf8))
            #expect(try JSONValue(decoding: data) == value, "pretty: \(pretty)")
            #expect(JSONSerialization.isValidJSONText(data), "pretty: \(pretty)")
        }
    }

    @Test func controlCharactersAreWrittenAsUppercaseUnicodeEscapes() {
        #expect(JSONValue.string("\u{1}\u{1B}\u{1F}").serialized() == #""\u0001\u001B\u001F""#)
    }
}

extension JSONSerialization {
    /// Whether Foundation's own parser reads `data` as JSON text (a second, independent reader).
    fileprivate static func isValidJSONText(_ data: Data) -> Bool {
        (try? jsonObject(with: data, options: .fragmentsAllowed)) != nil
    }
}
