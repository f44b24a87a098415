import Foundation
import Testing

@testable import ContractStubCore

/// Places are worked out only when a finding needs them: a conversion first runs with untracked places, and runs
/// again with tracked ones when it finds something.
@Suite struct Swagger2PlaceTests {
    @Test func anUntrackedPlaceStaysUntrackedAndHoldsNoPointer() {
        let place = Swagger2Place.untracked.appending("paths").appending(3).moved(converted: "/a/b", original: "/c")
        #expect(!place.isTracked)
        #expect(place.converted == .root)
        #expect(place.original == .root)
    }

    @Test func aTrackedPlaceAppendsToBothPointers() {
        let place = Swagger2Place(converted: "/components/schemas", original: "/definitions").appending("Pet").appending(0)
        #expect(place.isTracked)
        #expect(place.converted == "/components/schemas/Pet/0")
        #expect(place.original == "/definitions/Pet/0")
        #expect(place.moved(converted: "/x", original: "/y").converted == "/x")
    }

    /// The findings of a load (which records no origins, so converts with untracked places first) are those of a
    /// conversion that tracks places from the start, at the same pointers.
    @Test(arguments: [
        Swagger2Fixtures.petShop,
        Swagger2Fixtures.petShop.replacingOccurrences(of: #""operationId": "listPets""#, with: #""operationID": "listPets""#),
        Swagger2Fixtures.petShop.replacingOccurrences(of: #""definitions": {"#, with: #""definitions": { "Bad": {"nullable": true},"#),
    ])
    func untrackedFirstGivesTheFindingsOfATrackedConversion(_ text: String) throws {
        guard case .object(let root) = try JSONValue(decoding: Data(text.utf8)) else {
            Issue.record("the fixture is not an object")
            return
        }
        let roots = ReferenceRoots(mainURL: SpecTestSupport.memoryURL)
        let loading = Swagger2Converter(root: root, url: SpecTestSupport.memoryURL, roots: roots, recordingOrigins: false).convert()
        let tracked = Swagger2Converter(root: root, url: SpecTestSupport.memoryURL, roots: roots).convert()
        #expect(loading.json == tracked.json)
        #expect(loading.diagnostics == tracked.diagnostics)
        #expect(loading.diagnostics.allSatisfy { $0.location.pointer != .root })
    }

    @Test func theFixturesWithFindingsHaveSome() throws {
        let text = Swagger2Fixtures.petShop.replacingOccurrences(of: #""operationId": "listPets""#, with: #""operationID": "listPets""#)
        let findings = try Swagger2Fixtures.locatedFindings(text)
        #expect(findings.contains { $0.message.contains("'operationID'") })
    }
}
