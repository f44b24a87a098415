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
    @Test(.contractStub("openapi.json"))
    func generatedAPIStubsARequest() async throws {
        let stub = try #require(ContractStub.current)
        stub.api.showPetById.respond(.notFound)
        let url = URL(string: "https://petstore.example.com/v1" + APIStubs.ShowPetById.path(petId: 42))!
        let (data, response) = try await stub.makeSession().data(from: url)
        #expect((response as? HTTPURLResponse)?.statusCode == 404)
        #expect(try JSONValue(decoding: data)["message"] == "no pet with id 42")
    }

    @Test(.contractStub("inventory.contract.yaml"))
    func generatedFromYAML() async throws {
        let stub = try #require(ContractStub.current)
        stub.inventory.showItem.respond(.notFound)
        let url = URL(string: "https://inventory.example.com" + InventoryStubs.ShowItem.path(sku: "A-1"))!
        let (data, response) = try await stub.makeSession().data(from: url)
        #expect((response as? HTTPURLResponse)?.statusCode == 404)
        #expect(try JSONValue(decoding: data)["message"] == "no item with that sku")
    }
}
