import Testing

@testable import ContractStubCore
@testable import ContractStubTooling

/// Spec text becomes safe Swift identifiers, and collisions are resolved in order.
@Suite struct SwiftIdentifierTests {
    static let lowerCamelCases: [(String, String)] = [
        ("listPets", "listPets"), ("repos/get-content", "reposGetContent"), ("list_pets", "listPets"),
        ("URLList", "urlList"), ("ID", "id"), ("Pets", "pets"), ("404", "_404"), ("über-größe", "berGrE"),
        ("get /pets/{petId}", "getPetsPetId"), ("", "value"), ("---", "value"),
    ]

    @Test(arguments: lowerCamelCases)
    func lowerCamel(text: String, identifier: String) {
        #expect(SwiftIdentifier.lowerCamel(text) == identifier)
    }

    @Test func upperCamelAndCapitalized() {
        #expect(SwiftIdentifier.upperCamel("pet-store stubs") == "PetStoreStubs")
        #expect(SwiftIdentifier.upperCamel("2fa") == "_2fa")
        #expect(SwiftIdentifier.capitalized("showPetById") == "ShowPetById")
    }

    @Test func keywordsAreEscaped() {
        #expect(SwiftIdentifier.escaped("default") == "`default`")
        #expect(SwiftIdentifier.escaped("class") == "`class`")
        #expect(SwiftIdentifier.escaped("get") == "get")
    }

    @Test func namerAddsNumericSuffixesInOrder() {
        var namer = IdentifierNamer(reserved: ["stub"])
        #expect(["stub", "pet", "pet", "pet", "pet2"].map { namer.claim($0) } == ["stub2", "pet", "pet2", "pet3", "pet22"])
    }

    @Test func accessorDropsTheStubsSuffix() {
        #expect(StubGenerationOptions().accessorName == "api")
        #expect(StubGenerationOptions(typeName: "PetstoreStubs").accessorName == "petstore")
        #expect(StubGenerationOptions(typeName: "Petstore").accessorName == "petstore")
        #expect(StubGenerationOptions(typeName: "my api").typeName == "MyApi")
    }
}
