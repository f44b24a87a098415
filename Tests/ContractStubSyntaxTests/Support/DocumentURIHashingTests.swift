import Foundation
import Testing

@testable import ContractStubSyntax

/// Locations hash their document's URI by its length and tail, so a lookup costs the same however deep the spec is
/// stored, and the documents of one spec still land in different buckets.
@Suite struct DocumentURIHashingTests {
    static func hash(_ uri: String) -> Int {
        var hasher = Hasher()
        hasher.combineDocumentURI(uri)
        return hasher.finalize()
    }

    @Test func equalURIsHashEqually() {
        let uri = "file:///home/ci/build/checkout/specs/resources/apps/models/app_spec.yml"
        #expect(Self.hash(uri) == Self.hash(String(uri.utf8.map { Character(UnicodeScalar($0)) })))
    }

    @Test func theDocumentsOfASpecHashApart() {
        let root = "file:///" + String(repeating: "deep/", count: 30)
        let names = (0..<500).map { "\(root)resources/models/model_\($0).yml" }
        #expect(Set(names.map(Self.hash)).count == names.count)
        // The length counts too: same tail, different depth.
        #expect(Self.hash(root + "a/pets.json") != Self.hash(root + "aa/pets.json"))
    }

    @Test func onlyTheTailIsHashed() {
        let tail = String(repeating: "t", count: Hasher.documentURITail)
        #expect(Self.hash("file:///a/" + tail) == Self.hash("file:///b/" + tail))
    }

    @Test func locationsThatShareAHashStillDiffer() {
        let tail = "/" + String(repeating: "t", count: Hasher.documentURITail)
        let a = SpecLocation(documentURL: URL(fileURLWithPath: "/a" + tail), pointer: "/x")
        let b = SpecLocation(documentURL: URL(fileURLWithPath: "/b" + tail), pointer: "/x")
        #expect(a.hashValue == b.hashValue)
        #expect(a != b)
        #expect(Set([a, b]).count == 2)
    }
}
