import Foundation
import Testing

@testable import ContractStubSyntax

@Suite("Syntax errors say where and what")
struct JSONSyntaxErrorTests {
    private func error(for text: String) throws -> JSONSyntaxError {
        try requireError(JSONSyntaxError.self) { try JSONValue(decoding: Data(text.utf8)) }
    }

    @Test(arguments: [
        ("", 1, 1, "the input is empty; expected a JSON value"),
        ("{\n  \"a\": [1,\n 2,,]}", 3, 4, "expected a value, found ','"),
        ("[1, , 2]", 1, 5, "expected a value, found ','"),
        ("{\"a\": ]", 1, 7, "expected a value, found ']'"),
        ("{\"a\" 1}", 1, 6, "expected ':' after an object key, found '1'"),
        ("{a: 1}", 1, 2, "expected a string key in double quotes, found 'a'"),
        ("[1 2]", 1, 4, "expected ',' or ']' after an array element, found '2'"),
        ("{\"a\": 1 \"b\": 2}", 1, 9, "expected ',' or '}' after an object member, found '\"'"),
        ("[\"abc", 1, 2, "unterminated string (it starts here)"),
        ("[\"a\\qb\"]", 1, 4, "invalid escape \\q in a string"),
        ("[\"\\ud800\"]", 1, 3, "unpaired high surrogate in \\u escape"),
        ("[01]", 1, 2, "invalid number '01'; leading zeros are not allowed"),
        ("[1.]", 1, 2, "invalid number '1.'; expected digits after '.'"),
        ("[yes]", 1, 2, "expected a value, found 'yes' (strings need double quotes; literals are true, false and null)"),
        ("[nul]", 1, 2, "expected a value, found 'nul' (strings need double quotes; literals are true, false and null)"),
        ("[1] x", 1, 5, "unexpected 'x' after the end of the JSON value"),
        ("openapi: 3.0.0", 1, 1, "expected a value, found 'openapi' (strings need double quotes; literals are true, false and null)"),
        ("[\"tab\there\"]", 1, 6, "control character U+0009 inside a string; escape it"),
    ])
    func reportsTheFirstProblem(text: String, line: Int, column: Int, message: String) throws {
        let error = try error(for: text)
        #expect(error.message == message)
        #expect(error.line == line)
        #expect(error.column == column)
    }

    /// A raw control character in a key is a located error (the JSONDecoder of Swift 6.0 traps on it in a key).
    @Test func reportsAControlCharacterInAKey() throws {
        let error = try error(for: "{\"a\": 1, \"tab\there\": 2}")
        #expect(error.message == "control character U+0009 inside a string; escape it")
        #expect(error.line == 1)
        #expect(error.column == 14)
    }

    @Test func toleratesTrailingCommasLikeJSONDecoder() throws {
        #expect(try JSONValue(decoding: Data("[1, 2,]".utf8)) == [1, 2])
        #expect(try JSONValue(decoding: Data(#"{"a": 1,}"#.utf8)) == ["a": 1])
    }

    @Test func reportsDeepNestingWithoutExhaustingTheStack() throws {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        let error = try error(for: deep)
        #expect(error.message == "arrays and objects are nested deeper than 512 levels")
        #expect(error.column == 513)
    }

    @Test func acceptsNestingUpToTheLimit() throws {
        let nested = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        #expect(throws: Never.self) { try JSONValue(decoding: Data(nested.utf8)) }
    }

    @Test func describesItselfWithLineAndColumn() {
        let error = JSONSyntaxError(message: "boom", line: 3, column: 9, offset: 40)
        #expect(error.description == "line 3, column 9: boom")
    }
}
