import Foundation
import Testing

@testable import ContractStubCore
@testable import ContractStubTooling

/// One broken spec per rule (in `Fixtures/`), each pinned to the code, severity, pointer and line:column it reports.
@Suite("Lint rules")
struct LintRuleTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    struct Case: Sendable, CustomTestStringConvertible {
        let fixture: String
        let code: String
        let severity: Diagnostic.Severity
        let pointer: String
        let position: String
        let message: String
        var strict = false
        var testDescription: String { fixture }
    }

    static let cases: [Case] = [
        Case(
            fixture: "path-parameter-undeclared", code: "spec.path.parameter.undeclared", severity: .error,
            pointer: "/paths/~1pets~1{petId}/get", position: "9:7",
            message: "GET /pets/{petId} has '{petId}' in its path but no 'in: path' parameter named 'petId'"),
        Case(
            fixture: "path-parameter-unused", code: "spec.path.parameter.unused", severity: .error,
            pointer: "/paths/~1pets/get/parameters/0", position: "17:11",
            message: "path parameter 'petId' of GET /pets does not appear in the path template"),
        Case(
            fixture: "parameter-duplicate", code: "spec.parameter.duplicate", severity: .error,
            pointer: "/paths/~1pets/get/parameters/1", position: "24:11",
            message: "parameter 'limit' in query is declared twice in this list (first at index 0)"),
        Case(
            fixture: "server-variable-default", code: "spec.server.variable.undefined", severity: .error,
            pointer: "/servers/0/url", position: "10:7",
            message: "server URL 'https://{region}.example.com/{version}' uses '{version}' but 'variables' does not define 'version'"),
        Case(
            fixture: "server-variable-default", code: "spec.server.variable.default", severity: .error,
            pointer: "/servers/0/variables/region/default", position: "13:11",
            message: "the default 'eu' of server variable 'region' is not in its enum [\"us\", \"ap\"]"),
        Case(
            fixture: "server-variable-undefined", code: "spec.server.variable.undefined", severity: .error,
            pointer: "/servers/1/url", position: "18:7",
            message: "server URL 'https://api.example.com/{version}' uses '{version}' but 'variables' does not define 'version'"),
        Case(
            fixture: "discriminator-property", code: "spec.discriminator.property-name", severity: .error,
            pointer: "/components/schemas/Pet/discriminator", position: "34:9",
            message: "a discriminator needs 'propertyName', the name of the property that selects the schema"),
        Case(
            fixture: "keyword-version-31", code: "spec.schema.keyword-version", severity: .warning,
            pointer: "/paths/~1pets/get/responses/200/content/application~1json/schema/nullable", position: "18:19",
            message: "'nullable' is an OpenAPI 3.0 keyword that 3.1 ignores; add \"null\" to 'type' instead (e.g. [\"string\", \"null\"])"),
        Case(
            fixture: "item-schema-31", code: "spec.media.item-schema", severity: .warning,
            pointer: "/paths/~1chat/post/responses/200/content/text~1event-stream/schema", position: "16:17",
            message:
                "the 'schema' of text/event-stream describes each event's data (parsed as JSON when it parses), so it is applied to the data of each event; in OpenAPI 3.2 write it as 'itemSchema' with a 'data' property of 'contentMediaType' application/json and this schema as its 'contentSchema'"
        ),
        Case(
            fixture: "required-unknown", code: "spec.schema.required-unknown", severity: .warning,
            pointer: "/components/schemas/Pet/required/1", position: "32:11",
            message: "'tag' is required but not defined in 'properties' (defined: name)"),
        Case(
            fixture: "example-invalid", code: "spec.example.invalid", severity: .error,
            pointer: "/paths/~1pets/get/responses/200/content/application~1json/example", position: "27:17",
            message: "example does not match its schema: expected integer, found string \"seven\" at '/id'"),
        Case(
            fixture: "default-invalid", code: "spec.default.invalid", severity: .error,
            pointer: "/paths/~1pets/get/parameters/0/schema/default", position: "23:15",
            message: "default does not match its schema: expected a number >= 1, found 0"),
        Case(
            fixture: "component-unused", code: "spec.component.unused", severity: .warning,
            pointer: "/components/schemas/Unused", position: "21:7",
            message: "components/schemas/Unused is never referenced from paths, webhooks or security", strict: true),
    ]

    @Test(arguments: cases)
    func reportsItsProblem(_ testCase: Case) throws {
        let url = Self.fixtures.appendingPathComponent(testCase.fixture + ".json")
        let contract = try Contract(contentsOf: url)
        var locator = DiagnosticLocator(mainFile: url)
        let found = locator.locate(Linter(strict: testCase.strict).lint(contract))
            .filter { $0.code == testCase.code && $0.specPointer?.description == testCase.pointer }
        let diagnostic = try #require(found.first, "no \(testCase.code) at \(testCase.pointer)")
        #expect(diagnostic.severity == testCase.severity)
        #expect(diagnostic.message == testCase.message)
        #expect(diagnostic.position?.description == testCase.position)
    }

    @Test func unusedComponentsAreOnlyReportedWhenStrict() throws {
        let contract = try Contract(contentsOf: Self.fixtures.appendingPathComponent("component-unused.json"))
        #expect(!Linter().lint(contract).contains { $0.code == "spec.component.unused" })
        let strict = Linter(strict: true).lint(contract).filter { $0.code == "spec.component.unused" }
        #expect(strict.compactMap(\.specPointer?.description) == ["/components/schemas/Unused", "/components/parameters/Orphan"])
    }

    @Test(arguments: ["petstore.json", "bookshop.json", "multi-file/openapi.json"])
    func theExampleSpecsAreClean(_ name: String) throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let contract = try Contract(contentsOf: root.appendingPathComponent("specs").appendingPathComponent(name))
        #expect(Linter(strict: true).lint(contract).map(\.description) == [])
    }

    @Test func everyRuleHasAFixture() {
        let tested = Set(Self.cases.map(\.code) + OfficialSchemaTests.cases.map(\.code))
        for rule in Linter.rules {
            #expect(rule.codes.map(\.id).contains(where: tested.contains), "no fixture for \(rule.codes)")
        }
    }
}
