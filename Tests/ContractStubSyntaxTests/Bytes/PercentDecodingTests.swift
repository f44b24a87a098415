import Foundation
import Testing

@testable import ContractStubSyntax

/// `%XX` escapes decode as UTF-8, `+` becomes a space only in form encoding, and a malformed escape or bytes that are
/// not UTF-8 give `nil`; a substring decodes its own bytes, wherever it lies in its string.
@Suite struct PercentDecodingTests {
    @Test(
        arguments: [
            ("plain", false, "plain"), ("", false, ""), ("a%20b", false, "a b"), ("a+b", false, "a+b"), ("a+b", true, "a b"),
            ("%2B+%2b", true, "+ +"), ("caf%C3%A9", false, "caf\u{e9}"), ("caf\u{e9}+%21", true, "caf\u{e9} !"),
            ("%41%42%43", false, "ABC"), ("100%25", false, "100%"), ("%F0%9F%98%80", false, "\u{1F600}"),
        ] as [(String, Bool, String)])
    func decodesEscapes(text: String, plusAsSpace: Bool, decoded: String) {
        #expect(PercentDecoding.decode(text, plusAsSpace: plusAsSpace) == decoded)
    }

    @Test(arguments: ["%", "a%", "%4", "a%4", "%zz", "%4g", "%g4", "%FF", "%C3", "%C3%28", "%ED%A0%80"])
    func refusesMalformedEscapesAndBytesThatAreNotUTF8(text: String) {
        #expect(PercentDecoding.decode(text) == nil)
        #expect(PercentDecoding.decode(text, plusAsSpace: true) == nil)
    }

    @Test func aSubstringDecodesOnlyItsOwnBytes() {
        let query = "x=%41&name=caf%C3%A9+au+lait&y=%"
        let start = query.range(of: "caf")!.lowerBound
        let end = query.range(of: "&y")!.lowerBound
        #expect(PercentDecoding.decode(query[start..<end], plusAsSpace: true) == "caf\u{e9} au lait")
        #expect(PercentDecoding.decode(query[start..<end]) == "caf\u{e9}+au+lait")
        #expect(PercentDecoding.decode(query[query.range(of: "x=")!]) == "x=")
        #expect(PercentDecoding.decode(query[query.range(of: "y=%")!]) == nil)
    }
}
