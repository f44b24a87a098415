import Testing

@testable import ContractStubCore

extension RoutingTests {
    @Suite struct PathTemplateTests {
        @Test func parsesLiteralAndMixedSegments() throws {
            let template = try PathTemplate("/pets/{petId}/photos/{name}.{ext}")
            #expect(template.parameterNames == ["petId", "name", "ext"])
            #expect(
                template.segments.map(\.pieces) == [
                    [.literal("pets")], [.parameter("petId")], [.literal("photos")],
                    [.parameter("name"), .literal("."), .parameter("ext")],
                ])
            #expect(template.segments[0].literal == "pets")
            #expect(template.segments[1].literal == nil)
        }

        @Test func rootAndTrailingSlash() throws {
            #expect(try PathTemplate("/").segments.isEmpty)
            #expect(try PathTemplate("/pets/").segments.map(\.literal) == ["pets", ""])
        }

        /// Templates are cut at the bytes `/`, `{` and `}`: a combining mark right after one stays with what follows,
        /// and text outside ASCII comes through whole.
        @Test func cutsAtBytesNotCharacters() throws {
            #expect(try PathTemplate("//").segments.map(\.literal) == ["", ""])
            let marked = try PathTemplate("/a/\u{301}b/{id}\u{301}")
            #expect(marked.segments.map(\.pieces) == [[.literal("a")], [.literal("\u{301}b")], [.parameter("id"), .literal("\u{301}")]])
            #expect(
                try PathTemplate("/café/{näme}.json").segments.map(\.pieces) == [
                    [.literal("café")], [.parameter("näme"), .literal(".json")],
                ])
        }

        @Test(arguments: [
            ("pets", "does not start with '/'"),
            ("/pets/{id", "has '{' without '}'"),
            ("/pets/id}", "has '}' without '{'"),
            ("/pets/{}", "has an empty or nested parameter name"),
            ("/pets/{a}{b}", "has two parameters with nothing between them"),
        ])
        func rejectsMalformedTemplates(text: String, reason: String) {
            #expect(throws: PathTemplateError(template: text, reason: reason)) { try PathTemplate(text) }
        }

        @Test(arguments: [
            ("{name}.{ext}", "photo.png", ["photo", "png"]),
            ("{name}.{ext}", "a.tar.gz", ["a", "tar.gz"]),
            ("v{version}", "v2", ["2"]),
            ("{id}", "%20x", ["%20x"]),
            // Bytes and scalars, not Characters: the mark right after `.` would make `.\u{301}` one Character.
            ("{name}.{ext}", "a.\u{301}json", ["a", "\u{301}json"]),
            ("{name}.{ext}", "caf\u{e9}.txt", ["caf\u{e9}", "txt"]),
        ])
        func matchesSegments(segment: String, raw: String, values: [String]) throws {
            let parsed = try PathTemplate("/" + segment).segments[0]
            var captures: [PathCapture] = []
            #expect(parsed.match(raw[...], captures: &captures))
            #expect(captures.map(\.rawValue) == values)
        }

        @Test(arguments: [("{name}.{ext}", "photo"), ("v{version}", "v"), ("v{version}", "x2"), ("{id}", "")])
        func rejectsSegments(segment: String, raw: String) throws {
            let parsed = try PathTemplate("/" + segment).segments[0]
            var captures: [PathCapture] = []
            #expect(!parsed.match(raw[...], captures: &captures))
            #expect(captures.isEmpty)
        }
    }
}
