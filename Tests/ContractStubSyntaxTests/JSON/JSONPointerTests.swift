import Foundation
import Testing

@testable import ContractStubSyntax

@Suite("JSON Pointer")
struct JSONPointerTests {
    @Test func parsesAndEscapesTokens() throws {
        let pointer = try JSONPointer(parsing: "/paths/~1pets~1{petId}/get/a~0b")
        #expect(pointer.tokens == ["paths", "/pets/{petId}", "get", "a~b"])
        #expect(pointer.description == "/paths/~1pets~1{petId}/get/a~0b")
    }

    @Test func cutsAtSlashBytesEvenWhereACombiningMarkFollows() throws {
        // "/\u{301}" is one grapheme cluster: a Character-level reading would neither see the leading '/' nor cut there.
        let pointer = try JSONPointer(parsing: "/\u{301}x/caf\u{E9}/~1\u{301}/")
        #expect(pointer.tokens == ["\u{301}x", "caf\u{E9}", "/\u{301}", ""])
        #expect(try JSONPointer(parsing: pointer.description) == pointer)
    }

    @Test func rootIsTheEmptyString() throws {
        #expect(try JSONPointer(parsing: "") == .root)
        #expect(JSONPointer.root.description == "")
        #expect(JSONPointer.root.parent == nil)
    }

    @Test func keepsEmptyTokens() throws {
        #expect(try JSONPointer(parsing: "/").tokens == [""])
        #expect(try JSONPointer(parsing: "/a//b").tokens == ["a", "", "b"])
    }

    @Test func equalPointersHashEquallyHoweverTheyWereBuilt() throws {
        let parsed = try JSONPointer(parsing: "/paths/~1pets/get/responses/200")
        let appended = JSONPointer.root.appending("paths").appending("/pets").appending("get").appending("responses").appending(200)
        let joined = JSONPointer(tokens: ["paths", "/pets"]).appending(JSONPointer(tokens: ["get", "responses", "200"]))
        let fromParent = try #require(appended.appending("Grüße/~x").parent)
        #expect(Set([parsed, appended, joined, fromParent]).count == 1)
        #expect([parsed, appended, joined, fromParent].map(\.hashValue) == Array(repeating: parsed.hashValue, count: 4))
    }

    @Test func tokensThatSplitTheSameTextDifferentlyAreDifferentPointers() {
        let pointers: [JSONPointer] = [
            JSONPointer(tokens: ["ab", "c"]), JSONPointer(tokens: ["a", "bc"]), JSONPointer(tokens: ["abc"]),
            JSONPointer(tokens: ["abc", ""]), JSONPointer(tokens: ["", "abc"]), .root, JSONPointer(tokens: [""]),
        ]
        #expect(Set(pointers).count == pointers.count)
        #expect(Set(pointers.map(\.hashValue)).count == pointers.count)
    }

    @Test(arguments: ["a/b", "/a~2", "/a~"])
    func rejectsMalformedText(text: String) {
        #expect(throws: JSONPointerError.self) { try JSONPointer(parsing: text) }
    }

    @Test func readsPercentEncodedFragments() throws {
        let pointer = try JSONPointer(fragment: "#/components/schemas/Pet%20Owner/properties/a%25b")
        #expect(pointer.tokens == ["components", "schemas", "Pet Owner", "properties", "a%b"])
        #expect(pointer.uriFragment == "#/components/schemas/Pet%20Owner/properties/a%25b")
    }

    @Test func findsValues() throws {
        let document: JSONValue = ["a/b": ["list": [10, 20]], "": "empty", "m~n": true]
        #expect(document[try JSONPointer(parsing: "/a~1b/list/1")] == 20)
        #expect(document[try JSONPointer(parsing: "/")] == "empty")
        #expect(document[try JSONPointer(parsing: "/m~0n")] == true)
        #expect(document[try JSONPointer(parsing: "/a~1b/list/01")] == nil)
        #expect(document[try JSONPointer(parsing: "/a~1b/list/2")] == nil)
        #expect(document[try JSONPointer(parsing: "/missing")] == nil)
        #expect(document[try JSONPointer(parsing: "/m~0n/deeper")] == nil)
        #expect(document[try JSONPointer(parsing: "/missing/deeper")] == nil)
        #expect(document["a/b"]?.member("list")?.member("0") == 10)
        #expect(JSONValue.string("x").member("0") == nil)
    }

    @Test func readsDepthAndTokensWithoutGatheringThem() {
        let pointer = JSONPointer(tokens: ["components", "schemas", "Pet"])
        #expect(pointer.depth == 3)
        #expect((0..<3).map(pointer.token(at:)) == ["components", "schemas", "Pet"])
        #expect(JSONPointer.root.depth == 0)
        #expect(JSONPointer.root.tokens.isEmpty)
        #expect(JSONPointer.root.lastToken == nil)
    }

    @Test func walksTokensInOrderUntilTold() {
        let pointer = JSONPointer(tokens: ["a", "b", "c", "d"])
        var seen: [String] = []
        pointer.walkTokens { token in
            seen.append(token)
            return token != "c"
        }
        #expect(seen == ["a", "b", "c"])
        var none = 0
        JSONPointer.root.walkTokens { _ in
            none += 1
            return true
        }
        #expect(none == 0)
        #expect(pointer.prefix(2) == JSONPointer(tokens: ["a", "b"]))
        #expect(pointer.prefix(0) == .root)
        #expect(pointer.prefix(4) == pointer)
    }

    @Test func pointersSharingTokensStayIndependent() {
        let base = JSONPointer(tokens: ["paths", "/pets"])
        let get = base.appending("get")
        var post = base.appending("post")
        #expect(get.tokens == ["paths", "/pets", "get"])
        #expect(post.tokens == ["paths", "/pets", "post"])
        post.removeLast()
        post = post.appending("get")
        #expect(post == get)
        #expect(base.tokens == ["paths", "/pets"])
        // Equal tokens reached along different chains, and unequal ones that share every link but the last.
        #expect(JSONPointer(tokens: ["paths", "/pets", "get"]) == get)
        #expect(base.appending("put") != get)
    }

    @Test func prefixesCompareTokensNotText() throws {
        let pointer = JSONPointer(tokens: ["a", "bc", "d"])
        #expect(pointer.hasPrefix(.root))
        #expect(pointer.hasPrefix(pointer))
        #expect(pointer.hasPrefix(JSONPointer(tokens: ["a", "bc"])))
        #expect(!pointer.hasPrefix(JSONPointer(tokens: ["a", "b"])))
        #expect(!pointer.hasPrefix(JSONPointer(tokens: ["ab", "c"])))
        #expect(!pointer.hasPrefix(pointer.appending("e")))
        #expect(!JSONPointer.root.hasPrefix(JSONPointer(tokens: [""])))
    }

    @Test func aPointerOfAHundredThousandTokensIsFreedWithoutRecursion() throws {
        // Each token links to the ones before it. Freeing the chain must not recurse once per token (which would
        // overflow the stack of a secondary thread), whatever the runtime's own release does with chains.
        let text = String(repeating: "/a", count: 100_000)
        var pointer: JSONPointer? = try JSONPointer(parsing: text)
        #expect(pointer?.depth == 100_000)
        #expect(pointer?.description == text)
        let shared = pointer?.parent?.parent
        pointer = nil
        #expect(shared?.depth == 99_998)
        // Made and freed on a thread with a small stack.
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            let long = JSONPointer(tokens: Array(repeating: "b", count: 100_000))
            precondition(long.depth == 100_000)
            done.signal()
        }
        thread.stackSize = 256 * 1024
        thread.start()
        #expect(done.wait(timeout: .now() + 60) == .success)
    }

    @Test func buildsPointers() {
        let pointer = JSONPointer.root.appending("items").appending(3).appending(JSONPointer(tokens: ["x/y"]))
        #expect(pointer.description == "/items/3/x~1y")
        #expect(pointer.parent?.description == "/items/3")
        #expect(pointer.lastToken == "x/y")
        #expect(pointer.hasPrefix("/items"))
        #expect(!pointer.hasPrefix("/item"))
    }
}
