import Testing

@testable import ContractStubCore

/// Queries and `Cookie` headers are cut at the bytes `&`/`;` and the first `=`; names are decoded, values kept as sent.
@Suite struct NameValueListTests {
    private typealias Pair = (name: String, rawValue: String?)

    @Test(
        arguments: [
            ("a=1&b=2", [("a", "1"), ("b", "2")]), ("", []), ("&&a=1&&", [("a", "1")]), ("a", [("a", nil)]),
            ("=", [("", "")]), ("a=", [("a", "")]), ("a=b=c", [("a", "b=c")]), ("a+b=c+d", [("a b", "c+d")]),
            ("n%C3%A9=%C3%A9&x%3Dy=1", [("n\u{e9}", "%C3%A9"), ("x=y", "1")]), ("caf\u{e9}=\u{1F600}", [("caf\u{e9}", "\u{1F600}")]),
            ("%zz=1", [("%zz", "1")]), ("a=1&a=2", [("a", "1"), ("a", "2")]), ("&\u{301}a=1", [("\u{301}a", "1")]),
        ] as [(String, [(String, String?)])])
    func cutsAQuery(text: String, expected: [(String, String?)]) {
        let entries = NameValueList(query: text).entries
        #expect(entries.map(\.name) == expected.map(\.0))
        #expect(entries.map(\.rawValue) == expected.map(\.1))
    }

    @Test(
        arguments: [
            ("a=1; b=2", [("a", "1"), ("b", "2")]), ("a=1;\t b=2 ;;  ; c", [("a", "1"), ("b", "2 "), ("c", nil)]),
            ("  ", []), ("a+b=1", [("a+b", "1")]), ("a%20b=c%20d", [("a b", "c%20d")]),
        ] as [(String, [(String, String?)])])
    func cutsACookieHeader(text: String, expected: [(String, String?)]) {
        let entries = NameValueList(cookieHeader: text).entries
        #expect(entries.map(\.name) == expected.map(\.0))
        #expect(entries.map(\.rawValue) == expected.map(\.1))
    }

    @Test func valuesAreDecodedAsTheirListEncodesThem() {
        #expect(NameValueList(query: "tag=a+b&tag=c%2Cd&limit=3").values(named: "tag") == ["a b", "c,d"])
        #expect(NameValueList(cookieHeader: "tag=a+b").values(named: "tag") == ["a+b"])
        #expect(NameValueList(query: "flag&x=1").values(named: "flag") == [""])
        let repeated = NameValueList(query: "a=1%2B&a=2&b")
        #expect(repeated.firstRawValue(named: "a") == "1%2B")
        #expect(repeated.firstRawValue(named: "b") == "")
        #expect(repeated.firstRawValue(named: "c") == nil)
    }
}
