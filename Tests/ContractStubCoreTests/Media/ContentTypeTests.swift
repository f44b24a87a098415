import Testing

@testable import ContractStubCore

/// Groups the media suites so `swift test --filter Media` selects them.
@Suite enum MediaTests {}

extension MediaTests {
    @Suite struct MediaTypeTests {
        @Test func parsesTypeSubtypeAndParameters() throws {
            let type = try #require(ContentType(#"Multipart/Form-Data; Boundary="a;b"; charset=UTF-8"#))
            #expect(type.essence == "multipart/form-data")
            #expect(type.parameters == ["boundary": "a;b", "charset": "UTF-8"])
            #expect(type.charset == "utf-8")
            #expect(type.description == "multipart/form-data; boundary=a;b; charset=UTF-8")
        }

        @Test func anEscapedQuoteDoesNotEndAQuotedValue() throws {
            let type = try #require(ContentType(#"text/plain; title="a\";b"; charset=x"#))
            #expect(type.parameters == ["title": #"a";b"#, "charset": "x"])
        }

        /// Plain lower-case types take a shorter path; it must give what the general parse gives.
        @Test(arguments: ["application/json", "application/problem+json", "text/event-stream", "*/*", "application/vnd.api.v1+json"])
        func plainTypesParseAsTheGeneralPathDoes(text: String) throws {
            let general = try #require(ContentType(" " + text.uppercased() + " "))
            let plain = try #require(ContentType(text))
            #expect(plain == general)
            #expect(plain.parameters.isEmpty && plain.essence == text)
        }

        /// What media types as written are compared by: the essence when they parse, else the text before `;`, trimmed
        /// and lower-cased.
        @Test(arguments: [
            ("application/json", "application/json"), ("Application/Problem+JSON; charset=UTF-8", "application/problem+json"),
            (" text/plain ; q=1", "text/plain"), (#"multipart/mixed; boundary="a;b""#, "multipart/mixed"),
            ("JSON", "json"), (" Not A Type ; x=1", "not a type"), ("a/b/c", "a/b/c"), ("", ""),
        ])
        func comparesMediaTypesByEssence(text: String, essence: String) {
            #expect(ContentType.essence(of: text) == essence)
        }

        @Test(arguments: ["", "json", "application/", "/json", "a/b/c", "text plain/x"])
        func rejectsMalformed(text: String) {
            #expect(ContentType(text) == nil)
        }

        @Test(arguments: [
            ("application/json", true), ("application/problem+json", true), ("text/json", true),
            ("application/jsonx", false), ("text/plain", false),
        ])
        func recognisesJSON(text: String, isJSON: Bool) {
            #expect(ContentType(text)?.isJSON == isJSON)
        }

        @Test(
            arguments: [
                ("application/json; charset=utf-8", ["*/*", "application/*", "application/json"], "application/json"),
                ("APPLICATION/JSON", ["application/json; charset=utf-8"], "application/json; charset=utf-8"),
                ("application/merge-patch+json", ["*/*", "application/json"], "application/json"),
                ("application/merge-patch+json", ["application/*", "application/merge-patch+json"], "application/merge-patch+json"),
                ("application/xml", ["*/*", "application/*", "application/json"], "application/*"),
                ("image/png", ["application/*", "*/*"], "*/*"),
                ("image/png", ["application/*", "text/plain"], nil),
                ("text/plain", ["bad", "text/plain"], "text/plain"),
            ] as [(String, [String], String?)])
        func matchesSpecKeysByPrecedence(contentType: String, keys: [String], expected: String?) throws {
            #expect(try #require(ContentType(contentType)).bestMatch(among: keys) == expected)
        }
    }
}
