import Foundation
import Testing

@testable import ContractStubCore
@testable import ContractStubTooling

/// The schema-node walk begun while a spec loads (`LintPreparation`) gives the linter the same nodes in the same order
/// as the walk done afterwards, wherever the load stopped it.
@Suite struct LintPreparationTests {
    static let petstore = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../specs/petstore.json").standardizedFileURL

    static func locations(_ nodes: [OpenAPI.SchemaObject]) -> [SpecLocation] { nodes.map(\.specLocation) }

    @Test(arguments: [0, 1, 3, 1_000])
    func nodesAreTheSameWhereverTheLoadStoppedTheWalk(compilingFor checks: Int) throws {
        let contract = try Contract(contentsOf: Self.petstore)
        let afterwards = LintPreparation().schemaNodes(of: contract)
        #expect(afterwards.count > contract.schemaObjects.count, "petstore.json has schemas inside its schema positions")

        let preparation = LintPreparation()
        var asked = 0
        preparation.work(schemaObjects: contract.schemaObjects) {
            asked += 1
            return asked <= checks
        }
        #expect(Self.locations(preparation.schemaNodes(of: contract)) == Self.locations(afterwards))
        #expect(preparation.schemaNodes(of: contract).map(\.json) == afterwards.map(\.json))
    }

    @Test func aWalkOfOtherPositionsIsNotUsed() throws {
        let contract = try Contract(contentsOf: Self.petstore)
        let afterwards = Self.locations(LintPreparation().schemaNodes(of: contract))
        // Fewer positions, and as many in another order.
        for others in [Array(contract.schemaObjects.prefix(1)), contract.schemaObjects.reversed()] {
            let preparation = LintPreparation()
            preparation.work(schemaObjects: others, isCompiling: { true })
            #expect(Self.locations(preparation.schemaNodes(of: contract)) == afterwards)
        }
    }

    @Test func theLoadHandsItsThreadOnceWithTheContractsPositions() throws {
        final class Recorder: WorkWhileCompiling, @unchecked Sendable {
            var calls: [[SpecLocation]] = []
            func work(schemaObjects: [OpenAPI.SchemaObject], isCompiling: () -> Bool) {
                calls.append(schemaObjects.map(\.specLocation))
                while isCompiling() { usleep(100) }  // the compilation ends without this thread
            }
        }
        let recorder = Recorder()
        let contract = try Contract(
            contentsOf: Self.petstore, allowedRefRoots: [], acceptingRemoteReferences: true, whileCompiling: recorder)
        #expect(recorder.calls == [contract.schemaObjects.map(\.specLocation)])
    }

    @Test(arguments: ["required-unknown", "keyword-version-31", "discriminator-property", "default-invalid"])
    func findingsAreTheSameWithThePreparationAsWithout(fixture: String) throws {
        let url = LintRuleTests.fixtures.appendingPathComponent("\(fixture).json")
        let preparation = LintPreparation()
        let prepared = try Contract(contentsOf: url, allowedRefRoots: [], acceptingRemoteReferences: true, whileCompiling: preparation)
        let plain = try Contract(contentsOf: url, allowedRefRoots: [], acceptingRemoteReferences: true)
        let findings = Linter(strict: true).lint(prepared, prepared: preparation)
        #expect(!findings.isEmpty)
        #expect(findings == Linter(strict: true).lint(plain))
    }
}
