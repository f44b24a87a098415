import Testing

@testable import ContractStubCore

extension RoutingTests {
    @Suite struct RouteTrieTests {
        let trie: RouteTrie<String>

        init() throws {
            var trie = RouteTrie<String>()
            try trie.insert("/pets", method: "get", payload: "listPets")
            try trie.insert("/pets", method: "POST", payload: "createPet")
            try trie.insert("/pets/{petId}", method: "GET", payload: "showPetById")
            try trie.insert("/pets/{petId}", method: "DELETE", payload: "deletePet")
            try trie.insert("/pets/mine", method: "GET", payload: "myPets")
            try trie.insert("/pets/{petId}/photos/{name}.{ext}", method: "GET", payload: "photo")
            try trie.insert("/files/report.{format}", method: "GET", payload: "report")
            try trie.insert("/files/{file}", method: "GET", payload: "file")
            try trie.insert("/", method: "GET", payload: "root")
            try trie.insert("/users/", method: "GET", payload: "users")
            self.trie = trie
        }

        private func found(_ method: String, _ path: String) -> RouteMatch<String>? {
            if case .found(let match) = trie.match(method: method, path: path) { return match }
            return nil
        }

        /// Paths are split at the byte `/`: a segment that starts with a combining mark is still its own segment
        /// (as characters, `/` and the mark would be one grapheme, and the path one segment shorter).
        @Test func segmentsAreSplitAtTheByteSlashNotAtCharacters() {
            #expect(RouteTrie<String>.segments(of: "/pets/\u{301}x/") == ["pets", "\u{301}x", ""])
            #expect(found("GET", "/pets/\u{301}")?.payload == "showPetById")
            #expect(found("GET", "/files/r\u{e9}port.csv")?.payload == "file")
        }

        @Test(arguments: [
            ("GET", "/pets", "listPets"), ("post", "/pets", "createPet"), ("GET", "/pets/42", "showPetById"),
            ("GET", "/pets/mine", "myPets"), ("DELETE", "/pets/mine", "deletePet"), ("GET", "/", "root"),
            ("GET", "/pets/1/photos/cat.jpg", "photo"), ("GET", "/files/report.csv", "report"),
            ("GET", "/files/notes.txt", "file"), ("GET", "/pets/m%69ne", "myPets"),
        ])
        func routes(method: String, path: String, payload: String) {
            let match = found(method, path)
            #expect(match?.payload == payload)
            #expect(match?.toleratedTrailingSlash == false)
        }

        @Test func capturesArePercentDecodedOnDemand() throws {
            let match = try #require(found("GET", "/pets/a%20b/photos/my%2Fcat.jpg"))
            #expect(match.captures.map(\.name) == ["petId", "name", "ext"])
            #expect(match.capture(named: "petId")?.rawValue == "a%20b")
            #expect(match.capture(named: "petId")?.value == "a b")
            #expect(match.capture(named: "name")?.value == "my/cat")
            #expect(match.allowedMethods == ["GET"])
        }

        @Test(arguments: [("/pets/", "listPets"), ("/pets/7/", "showPetById"), ("/users", "users")])
        func toleratesTrailingSlash(path: String, payload: String) throws {
            let match = try #require(found("GET", path))
            #expect(match.payload == payload)
            #expect(match.toleratedTrailingSlash)
        }

        @Test func exactTrailingSlashTemplateIsNotTolerance() throws {
            #expect(try #require(found("GET", "/users/")).toleratedTrailingSlash == false)
        }

        @Test func methodNotAllowedListsMethods() {
            guard case .methodNotAllowed(let template, let allowed) = trie.match(method: "PUT", path: "/pets/3") else {
                Issue.record("expected methodNotAllowed")
                return
            }
            #expect(template.text == "/pets/{petId}")
            #expect(allowed == ["DELETE", "GET"])
        }

        @Test(arguments: ["/cats", "/pets/1/2", "/pets/1/photos/cat", ""])
        func notFound(path: String) {
            if path.isEmpty {
                #expect(found("GET", path)?.payload == "root")
                return
            }
            guard case .notFound = trie.match(method: "GET", path: path) else {
                Issue.record("expected notFound for \(path)")
                return
            }
        }

        @Test func replacingARouteKeepsOneEntry() throws {
            var trie = RouteTrie<Int>()
            try trie.insert("/a", method: "GET", payload: 1)
            try trie.insert("/a", method: "GET", payload: 2)
            #expect(trie.routes.count == 1)
            guard case .found(let match) = trie.match(method: "GET", path: "/a") else {
                Issue.record("expected a match")
                return
            }
            #expect(match.payload == 2)
        }
    }
}
