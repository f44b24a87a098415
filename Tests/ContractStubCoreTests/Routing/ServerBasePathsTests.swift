import Testing

@testable import ContractStubCore

extension RoutingTests {
    @Suite struct ServerBasePathsTests {
        @Test func computesBasePathsFromAbsoluteRelativeAndVariableURLs() {
            let bases = ServerBasePaths([
                ServerDescription(url: "https://api.example.com/v1/"),
                ServerDescription(url: "/relative/base"),
                ServerDescription(
                    url: "https://{region}.example.com/{version}/api",
                    variables: ["region": .init(default: "eu"), "version": .init(default: "v1", enum: ["v1", "v2"])]),
                ServerDescription(url: "http://localhost:8080"),
            ])
            #expect(bases.basePaths == ["/relative/base", "/v1/api", "/v2/api", "/v1", ""])
        }

        @Test(
            arguments: [
                ("/v2/api", "/v2/api/pets", "/pets"), ("/v1", "/v1/pets", "/pets"), ("/v1", "/v1", "/"), ("/v1", "/v1/", "/"),
                ("/v1", "/v10/pets", nil), ("/v1", "/v2/pets", nil), ("", "/pets", "/pets"), ("", "", "/"),
                // Escapes are compared decoded and cut raw, as many segments as the base has.
                ("/v 1", "/v%201/pets", "/pets"), ("/v1", "/v%31/pets", "/pets"),
                // Bytes, not Characters: a combining mark after `/` joins the slash into one Character.
                ("/v1", "/v1/\u{301}x", "/\u{301}x"), ("/caf\u{e9}", "/caf\u{e9}/x", "/x"), ("/cafe", "/cafe\u{301}/x", nil),
            ] as [(String, String, String?)])
        func stripsABasePathAtASegmentBoundary(base: String, path: String, rest: String?) {
            #expect(RequestRouting.strip(base, from: path) == rest)
        }

        @Test func noServersMeansTheRoot() {
            #expect(ServerBasePaths([]).basePaths == [""])
        }

        @Test(
            arguments: [
                ("https://api.example.com/v1/pets?limit=3#top", "/v1/pets", "limit=3"),
                ("/v1/pets", "/v1/pets", nil), ("http://host", "/", nil), ("/p?", "/p", ""),
                ("https://h?x=1#f", "/", "x=1"), ("/a?b=c://d", "/a", "b=c://d"), ("https://h/p#f?x", "/p", nil),
                ("urn:x:/a", "urn:x:/a", nil), ("https://h:8080/a:b", "/a:b", nil),
                ("https://h/caf\u{e9}/\u{1F600}?q=\u{e9}&r=1", "/caf\u{e9}/\u{1F600}", "q=\u{e9}&r=1"),
                ("x://", "/", nil), ("http:/", "http:/", nil), ("#f", "/", nil), ("?q#f", "/", "q"), ("/p#f#g", "/p", nil),
                ("https://h//p?a?b#c?d", "//p", "a?b"), ("/a/http://b/c?x", "/c", "x"),
            ] as [(String, String, String?)])
        func splitsRequestTargets(url: String, path: String, query: String?) {
            let target = RequestTarget(url)
            #expect(target.path == path)
            #expect(target.query == query)
        }
    }
}
