import ContractStub
import Foundation
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Specs and replay fixtures read from the test bundle (`Bundle.module`), as on a device or a CI host that has the
/// built tests but no source tree.
@Suite struct BundleResourceTests {
    private static let item = URL(string: "https://inventory.example.com/items/XYZ-042")!

    #if compiler(>=6.1)
    @Test(.contractStub(resource: "inventory.yaml", in: .module))
    func theTraitLoadsASpecFromTheBundle() async throws {
        let stub = try #require(ContractStub.current)
        let (data, response) = try await stub.makeSession().data(from: Self.item)
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        #expect(String(decoding: data, as: UTF8.self) == #"{"sku":"ABC-001","count":3}"#)
        #expect(stub.contract.operations.map(\.operationId) == ["showItem"])
    }

    @Test(.contractStub(Bundle.module.url(forResource: "inventory", withExtension: "yaml")!))
    func theTraitLoadsASpecFromAURL() async throws {
        let stub = try #require(ContractStub.current)
        let (data, _) = try await stub.makeSession().data(from: Self.item)
        #expect(String(decoding: data, as: UTF8.self) == #"{"sku":"ABC-001","count":3}"#)
        #expect(stub.fixture == nil)
    }

    @Test(.contractStub(resource: "inventory.yaml", in: .module, mode: .replay))
    func replaysTheBundledFixture() async throws {
        let stub = try #require(ContractStub.current)
        #expect(stub.fixture?.url.path.hasPrefix(Bundle.module.bundleURL.path) == true)
        let (data, _) = try await stub.makeSession().data(from: Self.item)
        #expect(String(decoding: data, as: UTF8.self) == #"{"sku":"XYZ-042","count":17}"#)
    }

    #endif

    @Test func aFixtureTheBundleLacksIsNil() {
        #expect(ContractStub.Fixture.forTest("noSuchTest()", filePath: #filePath, in: .module) == nil)
        let found = ContractStub.Fixture.forTest("replaysTheBundledFixture()", filePath: #filePath, in: .module)
        #expect(found?.url.lastPathComponent == "replaysTheBundledFixture.jsonl")
    }

    @Test func responseVariantsComeFromABundledSpec() throws {
        let url = try #require(Bundle.module.url(forResource: "inventory", withExtension: "yaml"))
        let variants = try ContractStub.responseVariants(spec: url, for: "showItem")
        #expect(!variants.isEmpty)
        #expect(variants.filter { $0.operation != "showItem" || $0.response.status != 200 }.isEmpty)
    }

    @Test func aContractLoadsFromABundleResource() throws {
        let url = try #require(Bundle.module.url(forResource: "inventory", withExtension: "yaml"))
        let contract = try Contract(contentsOf: url)
        #expect(contract.operations.count == 1)
    }
}
