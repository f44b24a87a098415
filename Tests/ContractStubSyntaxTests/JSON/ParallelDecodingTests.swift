import Foundation
import Testing

@testable import ContractStubSyntax

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
        let plain = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
        #expect(value == plain)
        #expect(value.objectValue?.keys == ["openapi", "paths", "tail"])
        #expect(value["paths"]?.objectValue?.keys.prefix(3) == ["member-0", "member-7", "member-14"])
        #expect(value["tail"]?[1]?.objectValue?.keys == ["b", "a"])
    }

    @Test func reportsSyntaxErrorsLikeTheSingleDecoder() throws {
        let text = largeDocument(extra: #", "bad": [1 2]"#)
        let error = try requireError(JSONSyntaxError.self) { try JSONValue(decoding: Data(text.utf8)) }
        #expect(error.message == "expected ',' or ']' after an array element, found '2'")
    }

    @Test func keepsTheFirstOfRepeatedTopLevelKeys() throws {
        let text = largeDocument(extra: #", "member-0": "again""#)
        let value = try JSONValue(decoding: Data(text.utf8))
        #expect(value["member-0"]?.stringValue == nil)
        #expect(value.objectValue?.count == 120)
    }

    @Test func cutsNestedMembersOnSeveralLevelsAndKeepsEveryOrder() throws {
        // Big members three levels down, small ones beside them, keys deliberately unsorted.
        let level3 = largeDocument(members: 40)
        let level2 = #"{"z": 1, "big": \#(level3), "a": [\#(level3)], "m": {"y": 2, "b": 3}}"#
        let text = #"{"openapi": "3.1.0", "paths": {"/b": \#(level2), "/a": \#(level2), "/c": {"q": true}}, "tail": 0}"#
        #expect(text.utf8.count > JSONValue.parallelDecodingThreshold)
        let data = Data(text.utf8)
        let parallel = try #require(ParallelDecoding(data: data).decode()).value
        let whole = try JSONValue.decodeWhole(data)
        #expect(parallel.serialized() == whole.serialized())
        #expect(parallel["paths"]?["/b"]?.objectValue?.keys == ["z", "big", "a", "m"])
    }

    @Test(arguments: [#""esc\u0061ped""#, #""member-3""#])
    func decodesAMemberWhoseKeysAreEscapedOrRepeatedWhole(oddKey: String) throws {
        // The odd key sits in a member large enough to be cut: that member is decoded in one piece, the rest in pieces.
        let inner = largeDocument(extra: ", \(oddKey): {\"first\": false}")
        let text = #"{"openapi": "3.1.0", "paths": \#(inner), "tail": {"b": 2, "a": 1}}"#
        let data = Data(text.utf8)
        let parallel = try #require(ParallelDecoding(data: data).decode()).value
        let whole = try JSONValue.decodeWhole(data)
        #expect(parallel.serialized() == whole.serialized())
        #expect(parallel["paths"]?.objectValue?.count == 121 - (oddKey.contains("member") ? 1 : 0))
    }

    @Test(.enabled(if: Corpus.isAvailable, .needsCorpus))
    func keepsEveryKeyOrderOnTheLargeCorpusSpecs() throws {
        let large = try Corpus.specFiles().filter {
            (try $0.resourceValues(forKeys: [.fileSizeKey]).fileSize ?? 0) >= JSONValue.parallelDecodingThreshold
        }
        try #require(!large.isEmpty, "the corpus has no spec large enough to decode in parallel")
        for file in large {
            let data = try Data(contentsOf: file)
            let parallel = try #require(ParallelDecoding(data: data).decode(), "\(file.lastPathComponent)").value
            let whole = try JSONValue.decodeWhole(data)
            #expect(parallel.serialized() == whole.serialized(), "\(file.lastPathComponent)")
        }
        print("parallel decoding: \(large.count) large corpus specs identical, key order included, to one JSONDecoder")
    }
}
