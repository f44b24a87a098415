import Foundation
import Testing

@testable import ContractStubSyntax

@Suite("Serializing JSON values")
struct JSONValueSerializationTests {
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
