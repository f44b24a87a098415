import Foundation
import Testing

@testable import ContractStubCore
@testable import ContractStubTooling

/// The linter on what OpenAPI 3.2 adds: an example's `dataValue` is checked against the schema as `value` is.
@Suite("OpenAPI 3.2: lint")
struct OpenAPI32LintTests {
    @Test func aDataValueIsCheckedAsAValueIs() throws {
        let contract = try EngineFixtures.contract(
            version: "3.2.0",
            paths: """
                {"/n": {"get": {"responses": {"200": {"content": {"application/json": {"schema": {"type": "integer"},
                  "examples": {"bad": {"dataValue": "x", "serializedValue": "x"}}}}}}}}}
                """)
        let found = Linter().lint(contract).map { "\($0.code) \($0.specPointer?.description ?? "")" }
        #expect(found == ["spec.example.invalid /paths/~1n/get/responses/200/content/application~1json/examples/bad/dataValue"])
    }
}
