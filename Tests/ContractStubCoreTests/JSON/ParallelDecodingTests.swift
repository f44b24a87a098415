import Foundation
import Testing

@testable import ContractStubCore

/// Documents over ``JSONValue/parallelDecodingThreshold`` are decoded member by member on several cores.
@Suite("Decoding large documents in parallel")
struct ParallelDecodingTests {
    /// A top-level object of `members` members, each a few KB, keys deliberately not sorted.
    private func largeDocument(members: Int = 120, extra: String = "") -> String {
        let entries = (0..<members).map { index in
            let items = (0..<120).map { #"{"z\#($0)": \#($0), "a": "text \#(index)", "n": 1.25}"# }.joined(separator: ",")
            return #""member-\#((index * 7) % members)": {"list": [\#(items)], "flag": true}"#
        }
        return "{" + entries.joined(separator: ",") + extra + "}"
    }

    @Test func agreesWithASingleDecoderAndKeepsOrder() throws {
        let text = largeDocument()
        #expect(text.utf8.count > JSONValue.parallelDecodingThreshold)
        let value = try JSONValue(decoding: Data(text.utf8))
        let plain = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
        #expect(value == plain)
        #expect(value.objectValue?.keys.prefix(3) == ["member-0", "member-7", "member-14"])
        #expect(value["member-7"]?["list"]?[3]?.objectValue?.keys == ["z3", "a", "n"])
    }

    @Test func splitsALargeMemberIntoItsOwnMembers() throws {
        let inner = largeDocument()
        let text = #"{"openapi": "3.1.0", "paths": \#(inner), "tail": [1, {"b": 2, "a": 1}]}"#
        let value = try JSONValue(decoding: Data(text.utf8))
        #expect(value == (try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))))
        #expect(value.objectValue?.keys == ["openapi", "paths", "tail"])
        #expect(value["paths"]?.objectValue?.keys.prefix(3) == ["member-0", "member-7", "member-14"])
        #expect(value["tail"]?[1]?.objectValue?.keys == ["b", "a"])
    }

    @Test func reportsSyntaxErrorsLikeTheSingleDecoder() throws {
        let text = largeDocument(extra: #", "bad": [1 2]"#)
        let error = try #require(throws: JSONSyntaxError.self) { try JSONValue(decoding: Data(text.utf8)) }
        #expect(error.message == "expected ',' or ']' after an array element, found '2'")
    }

    @Test func keepsTheFirstOfRepeatedTopLevelKeys() throws {
        let text = largeDocument(extra: #", "member-0": "again""#)
        let value = try JSONValue(decoding: Data(text.utf8))
        #expect(value["member-0"]?.stringValue == nil)
        #expect(value.objectValue?.count == 120)
    }
}
