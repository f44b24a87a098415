import Foundation
import Testing

@testable import ContractStubSyntax

@Suite("The structure scan that leads decoding")
struct JSONShapeTests {
    private func shape(_ text: String) throws -> JSONShape {
        try #require(JSONShape.scan(Data(text.utf8)))
    }

    @Test func listsKindsCountsAndKeysInDocumentOrder() throws {
        let shape = try shape(#" {"b": [1, 2.5, "x"], "a": {"n": null, "t": true, "f": false}, "e": [], "-": -3e2} "#)
        #expect(shape.kinds == [.object, .array, .integer, .number, .string, .object, .null, .bool, .bool, .array, .number])
        #expect(shape.counts == [4, 3, 0, 0, 0, 3, 0, 0, 0, 0, 0])
        #expect(shape.keys == ["b", "a", "n", "t", "f", "e", "-"])
    }

    @Test func unescapesKeysExactlyAsJSONDecoderDoes() throws {
        let shape = try shape(#"{"a\u0062\"c\\": 1, "é😀": 2, "\ud83d\ude00": 3}"#)
        #expect(shape.keys == ["ab\"c\\", "é😀", "😀"])
    }

    @Test func callsOnlyShortPlainIntegersIntegers() throws {
        let shape = try shape("[123456789012345678, 1234567890123456789, -12345678901234567, 1.0, 1e2, -0]")
        #expect(shape.kinds == [.array, .integer, .number, .integer, .number, .number, .integer])
    }

    @Test func letsTrailingCommasThroughLikeJSONDecoder() throws {
        let shape = try shape(#"{"a": [1, 2,], "b": {"c": 3,},}"#)
        #expect(shape.counts == [2, 2, 0, 0, 1, 0])
    }

    @Test(arguments: [
        "", "   ", "{", "[1, 2", #"{"a" 1}"#, #"{"a": 1 "b": 2}"#, #"{1: 2}"#, "[1 2]", #""open"#, "[1]]", "{} {}",
        String(repeating: "[", count: JSONShape.maximumDepth + 1) + String(repeating: "]", count: JSONShape.maximumDepth + 1),
    ])
    func refusesTextWithoutJSONStructure(text: String) {
        #expect(JSONShape.scan(Data(text.utf8)) == nil)
    }

    @Test func skipsAValueWithEverythingInside() throws {
        let shape = try shape(#"[{"a": [1, {"b": 2}], "c": {}}, "after", {"d": 0}]"#)
        var cursor = JSONShape.Cursor(value: 1, key: 0)
        shape.skipValue(&cursor)
        #expect(cursor.value == 7)
        #expect(cursor.key == 3)
        #expect(shape.kinds[cursor.value] == .string)
    }
}

@Suite("Decoding led by the structure scan")
struct ShapedDecodingTests {
    private func decode(_ text: String) throws -> JSONValue {
        try JSONValue(decoding: Data(text.utf8))
    }

    @Test func keepsTheFirstOfRepeatedNestedKeysAndReadsOnCorrectly() throws {
        let value = try decode(#"{"a": {"x": [1, {"y": 2}]}, "a": {"z": [3, {"w": 4}]}, "b": {"k": [5]}, "c": [{"r": 1, "r": 2}]}"#)
        #expect(value == ["a": ["x": [1, ["y": 2]]], "b": ["k": [5]], "c": [["r": 1]]])
        #expect(value.objectValue?.keys == ["a", "b", "c"])
    }

    @Test func readsNumbersOfEveryFormInArraysAndObjects() throws {
        let value = try decode(#"{"list": [0.5, 7, 1.0, 1e2, -0, 12345678901234567890, 2.5e-3], "x": 0.25, "y": 1E+2}"#)
        #expect(value["list"] == [0.5, 7, 1, 100, 0, .number(JSONNumber(Decimal(string: "12345678901234567890")!)), 0.0025])
        #expect(value["x"] == 0.25)
        #expect(value["y"] == 100)
    }

    @Test(arguments: [("42", 42 as JSONValue), (#" "text" "#, "text"), ("null", nil), ("true", true), ("-1.5", -1.5)])
    func decodesScalarRoots(text: String, expected: JSONValue) throws {
        #expect(try decode(text) == expected)
    }

    @Test func pointsAtOutOfRangeNumbersInsideArrays() throws {
        let error = try requireError(JSONSyntaxError.self) { try decode(#"{"a": [1, {"b": [0, 1e999]}]}"#) }
        #expect(error.message == "the number at '/a/1/b/1' is beyond the range of Double (about ±1.8e308, smallest ±2.2e-308)")
    }

    @Test func reportsABadEscapeAsASyntaxError() throws {
        let error = try requireError(JSONSyntaxError.self) { try decode(#"{"a": "bad \x escape"}"#) }
        #expect(error.message.contains("escape"))
    }

    @Test(.enabled(if: Corpus.isAvailable, .needsCorpus))
    func agreesWithAPlainDecoderOnEveryCorpusFile() throws {
        let files = Corpus.specFiles() + ConformanceFiles.all()
        try #require(!Corpus.specFiles().isEmpty, "no specs under \(Corpus.root.path)/specs")
        for file in files {
            let data = try Data(contentsOf: file)
            let shaped = try JSONValue(decoding: data)
            let plain = try JSONDecoder().decode(JSONValue.self, from: data)
            #expect(shaped == plain, "\(file.lastPathComponent)")
        }
        print("shaped decoding: \(files.count) corpus files agree with a plain JSONDecoder")
    }
}

/// The JSON files of the official JSON-Schema-Test-Suite in the corpus.
private enum ConformanceFiles {
    static func all() -> [URL] {
        let tests = Corpus.root.appendingPathComponent("json-schema-test-suite/tests")
        guard let enumerator = FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil) else { return [] }
        return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "json" }.sorted { $0.path < $1.path }
    }
}
