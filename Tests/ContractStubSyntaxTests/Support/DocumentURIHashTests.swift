import Foundation
import Testing

@testable import ContractStubSyntax

/// Locations hash their document's URI by its length and tail, so a lookup costs the same however deep the spec is
/// stored, and the documents of one spec still land in different buckets.
@Suite struct DocumentURIHashTests {
    @Test func equalURIsHashEqually() {
        let uri = "file:///home/ci/build/checkout/specs/resources/apps/models/app_spec.yml"
        #expect(DocumentURIHash.of(uri) == DocumentURIHash.of(String(uri.utf8.map { Character(UnicodeScalar($0)) })))
        // A bridged or otherwise non-contiguous string is read through a copy, to the same hash.
        let substring = ("x" + uri).dropFirst()
        #expect(DocumentURIHash.of(String(substring)) == DocumentURIHash.of(uri))
    }

    @Test func theDocumentsOfASpecHashApart() {
        let root = "file:///" + String(repeating: "deep/", count: 30)
        let names = (0..<500).map { "\(root)resources/models/model_\($0).yml" }
        #expect(Set(names.map(DocumentURIHash.of)).count == names.count)
        // The length counts too: same tail, different depth.
        #expect(DocumentURIHash.of(root + "a/pets.json") != DocumentURIHash.of(root + "aa/pets.json"))
    }

    @Test func onlyTheTailIsHashed() {
        let tail = String(repeating: "t", count: DocumentURIHash.tail)
        #expect(DocumentURIHash.of("file:///a/" + tail) == DocumentURIHash.of("file:///b/" + tail))
    }

    @Test func locationsThatShareAHashStillDiffer() {
        let tail = "/" + String(repeating: "t", count: DocumentURIHash.tail)
        let a = SpecLocation(documentURL: URL(fileURLWithPath: "/a" + tail), pointer: "/x")
        let b = SpecLocation(documentURL: URL(fileURLWithPath: "/b" + tail), pointer: "/x")
        #expect(a.hashValue == b.hashValue)
        #expect(a != b)
        #expect(Set([a, b]).count == 2)
    }

    @Test func aMovedLocationEqualsOneMadeFromItsURL() {
        let url = URL(fileURLWithPath: "/specs/api.json")
        let root = SpecLocation(documentURL: url, pointer: .root)
        let made = SpecLocation(documentURL: url, pointer: "/paths/~1pets")
        #expect(root.moved(to: "/paths/~1pets") == made)
        #expect(root.appending("paths").appending("/pets") == made)
        #expect(Set([root.moved(to: "/paths/~1pets"), made]).count == 1)
        var changed = made
        changed.documentURL = URL(fileURLWithPath: "/specs/other.json")
        let other = SpecLocation(documentURL: URL(fileURLWithPath: "/specs/other.json"), pointer: "/paths/~1pets")
        #expect(changed != made)
        #expect(changed == other)
        #expect(changed.hashValue == other.hashValue)
    }
}
