import Foundation
import Testing

@testable import ContractStubSyntax

/// A needle is found wherever it is in the bytes, and only where all of it is.
@Suite struct ByteSearchTests {
    @Test(arguments: [
        (#"{"swagger": "2.0"}"#, #""swagger""#, true),
        (#"{"info": {}, "swagger": "2.0"}"#, #""swagger""#, true),
        (#"x"swagger""#, #""swagger""#, true),
        (#""swagger"x"#, #""swagger""#, true),
        (#""swagger""#, #""swagger""#, true),
        (#"{"openapi": "3.1.0", "description": "not swagger"}"#, #""swagger""#, false),
        (#""swagge""#, #""swagger""#, false),
        (#""swaggerr""#, #""swagger""#, false),
        ("swagger: '2.0'", "swagger:", true),
        ("swagger :", "swagger:", false),
        ("", "swagger:", false),
        ("abc", "abcd", false),
        ("gggggggg", "ggg", true),
        ("ab", "b", true),
        ("anything", "", true),
    ])
    func findsTheWholeNeedle(_ haystack: String, _ needle: String, _ expected: Bool) {
        #expect(ByteSearch.contains(needle, in: Data(haystack.utf8)) == expected)
    }

    @Test func searchesASliceOnlyWithinIt() {
        let data = Data(#"xx"swagger"yy"#.utf8)
        #expect(ByteSearch.contains(#""swagger""#, in: data[2...]))
        #expect(!ByteSearch.contains(#""swagger""#, in: data[3...]))
        #expect(!ByteSearch.contains(#""swagger""#, in: data[..<10]))
    }

    @Test func findsTheNeedleAtTheEndOfALargeBuffer() {
        var data = Data(repeating: UInt8(ascii: "g"), count: 1 << 20)
        #expect(!ByteSearch.contains(#""swagger""#, in: data))
        data.append(contentsOf: #""swagger""#.utf8)
        #expect(ByteSearch.contains(#""swagger""#, in: data))
    }
}

/// Offsets and prefix replacements are read on UTF-8 bytes.
@Suite struct ByteSearchCutTests {
    @Test func firstOffsetCountsUTF8Bytes() {
        #expect(ByteSearch.firstOffset(of: UInt8(ascii: "#"), in: "a.json#/x#y") == 6)
        #expect(ByteSearch.firstOffset(of: UInt8(ascii: "#"), in: "é#") == 2)
        #expect(ByteSearch.firstOffset(of: UInt8(ascii: "#"), in: "none") == nil)
        #expect(ByteSearch.firstOffset(of: UInt8(ascii: "#"), in: "") == nil)
    }

    @Test func replacingPrefixCutsRightAfterIt() {
        #expect(ByteSearch.replacingPrefix("#/a/", with: "#/b/c/", in: "#/a/Pet") == "#/b/c/Pet")
        #expect(ByteSearch.replacingPrefix("#/a/", with: "#/b/", in: "#/a/") == "#/b/")
        #expect(ByteSearch.replacingPrefix("#/a/", with: "#/b/", in: "#/a") == nil)
        #expect(ByteSearch.replacingPrefix("#/a/", with: "#/b/", in: "x#/a/P") == nil)
        // A combining mark right after the prefix stays with what follows.
        #expect(ByteSearch.replacingPrefix("#/a/", with: "#/b/", in: "#/a/\u{301}P") == "#/b/\u{301}P")
        #expect(ByteSearch.replacingPrefix("", with: "x", in: "y") == "xy")
        #expect(
            ByteSearch.replacingPrefix("#/a/", with: "", in: "#/a/Ünïcödé-name-longer-than-fifteen") == "Ünïcödé-name-longer-than-fifteen")
    }
}
