import ContractStub
import Foundation
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The ContractStubGenerator plugin end to end: this target's `openapi.json` becomes `APIStubs` and its
/// `inventory.contract.yaml` becomes `InventoryStubs` at build time (nothing generated is checked in here), and the
/// generated APIs drive stubs.
@Suite struct PluginTests {
    #if compiler(>=6.1)
    @Test(.contractStub("openapi.json"))
    func generatedAPIStubsARequest() async throws {
        try await Self.showPetById(try #require(ContractStub.current))
    }

    @Test(.contractStub("inventory.contract.yaml"))
    func generatedFromYAML() async throws {
        try await Self.showItem(try #require(ContractStub.current))
    }
    #else
    // Before Swift 6.1 there is no `.contractStub(_:)` trait (it needs TestScoping): each test makes its stub and
    // checks it at the end, as the trait would.
    @Test func generatedAPIStubsARequest() async throws {
        let stub = ContractStub(try Contract(contentsOf: Self.file("openapi.json")))
        try await Self.showPetById(stub)
        stub.assertNoViolations()
    }

    @Test func generatedFromYAML() async throws {
        let stub = ContractStub(try Contract(contentsOf: Self.file("inventory.contract.yaml")))
        try await Self.showItem(stub)
        stub.assertNoViolations()
    }

    private static func file(_ name: String, from filePath: String = #filePath) -> URL {
        URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent(name)
    }
    #endif

    private static func showPetById(_ stub: ContractStub) async throws {
        stub.api.showPetById.respond(.notFound)
        let url = URL(string: "https://petstore.example.com/v1" + APIStubs.ShowPetById.path(petId: 42))!
        let (data, response) = try await stub.makeSession().data(from: url)
        #expect((response as? HTTPURLResponse)?.statusCode == 404)
        #expect(try JSONDecoder().decode(JSONValue.self, from: data)["message"] == "no pet with id 42")
    }

    private static func showItem(_ stub: ContractStub) async throws {
        stub.inventory.showItem.respond(.notFound)
        let url = URL(string: "https://inventory.example.com" + InventoryStubs.ShowItem.path(sku: "A-1"))!
        let (data, response) = try await stub.makeSession().data(from: url)
        #expect((response as? HTTPURLResponse)?.statusCode == 404)
        #expect(try JSONDecoder().decode(JSONValue.self, from: data)["message"] == "no item with that sku")
    }
}
