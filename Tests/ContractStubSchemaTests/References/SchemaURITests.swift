import Foundation
import Testing

@testable import ContractStubSchema

/// A schema URI splits at its first `#` into the document and the fragment, searched as bytes.
@Suite struct SchemaURITests {
    @Test(
        arguments: [
            ("file:///specs/pets.json#/components/schemas/Pet", "file:///specs/pets.json", "/components/schemas/Pet"),
            ("file:///specs/pets.json", "file:///specs/pets.json", nil),
            ("file:///specs/pets.json#", "file:///specs/pets.json", ""),
            ("#/a#b", "", "/a#b"),
            ("urn:x", "urn:x", nil),
            ("", "", nil),
            ("file:///spécs/é́/pets.json#/é", "file:///spécs/é́/pets.json", "/é"),
        ] as [(String, String, String?)])
    func splitsAtTheFirstHash(_ uri: String, _ base: String, _ fragment: String?) {
        let split = SchemaURI.split(uri)
        #expect(split.base == base)
        #expect(split.fragment == fragment)
        #expect(SchemaURI.withoutFragment(uri) == base)
    }

    /// A long URI built by appending (a heap string, not a small inline one) splits the same way.
    @Test func aLongURIBuiltByAppendingSplitsTheSame() {
        var uri = String(repeating: "a/", count: 40)
        uri += "pets.json"
        uri.append("#/x")
        #expect(SchemaURI.split(uri).fragment == "/x")
        #expect(SchemaURI.split(uri).base.utf8.count == 89)
    }
}
