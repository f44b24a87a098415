import Foundation
import Testing

@testable import ContractStubCore
@testable import ContractStubTooling

/// The pacts pact-python wrote (Fixtures/README.md) against specs/pact-petshop.json: the clean ones and those using
/// each default matcher give no finding, the planted ones exactly the planted incompatibilities.
@Suite("Pacts written by pact-python")
struct PactFixtureTests {
    static let fixtures = SpecTestSupport.packageRoot.appendingPathComponent("Tests/ContractStubToolingTests/Pact/Fixtures")
    static let contract = try! Contract(contentsOf: SpecTestSupport.spec("pact-petshop.json"))

    /// The findings of one fixture as (interaction description, code, instance pointer), sorted.
    static func findings(_ name: String) throws -> [[String]] {
        let pact = try PactFile.read(Data(contentsOf: fixtures.appendingPathComponent(name)))
        var result = TrafficVerification(contract: contract, limit: .max)
        PactVerifier(contract: contract).check(pact, file: name, into: &result)
        return result.findings.map { finding in
            let interaction = pact.interactions.first { $0.index == finding.exchange }
            return [interaction?.description ?? "?", finding.diagnostic.code, finding.diagnostic.instancePointer?.description ?? ""]
        }.sorted { $0.joined(separator: " ") < $1.joined(separator: " ") }
    }

    static func planted() throws -> [[String]] {
        let data = try Data(contentsOf: fixtures.appendingPathComponent("planted.expected"))
        let list = try #require(try JSONSerialization.jsonObject(with: data) as? [[String]])
        return list.sorted { $0.joined(separator: " ") < $1.joined(separator: " ") }
    }

    @Test(arguments: ["petshop-clean-v3.json", "petshop-clean-v4.json", "petshop-defaults-v3.json", "petshop-defaults-v4.json"])
    func cleanPactsGiveNoFinding(_ name: String) throws {
        #expect(try Self.findings(name) == [])
    }

    @Test(arguments: ["petshop-planted-v3.json", "petshop-planted-v4.json"])
    func plantedPactsGiveExactlyThePlantedFindings(_ name: String) throws {
        let planted = try Self.planted()
        #expect(try Self.findings(name) == planted)
    }

    @Test func bothVersionsAreReadWithEveryMatcherKind() throws {
        for (name, version) in [("petshop-clean-v3.json", PactSpecification.v3), ("petshop-clean-v4.json", .v4)] {
            let pact = try PactFile.read(Data(contentsOf: Self.fixtures.appendingPathComponent(name)))
            #expect(pact.specification == version)
            #expect(pact.consumer == "petshop-web" && pact.provider == "petshop-api")
            let pet = try #require(pact.interactions.first { $0.description == "a pet by id" })
            #expect(pet.providerStates == ["pet 7 exists"])
            let names = Set((pet.response.rules.categories["body"] ?? []).flatMap(\.matchers).map { $0.name.split(separator: " ")[0] })
            #expect(names == ["integer", "type", "regex", "decimal", "boolean", "date", "datetime", "time", "include", "null"])
        }
    }
}
