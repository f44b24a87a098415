import Foundation
import Testing

@testable import ContractStubCore
@testable import ContractStubTooling

/// The OpenAPI Initiative's own 3.2 schema fixtures (`Fixtures/oas32-official`, see its README): every pass fixture
/// accepted (no error) but for the documented prose MUSTs, and every fail fixture refused for the constraint it is about.
@Suite("OpenAPI 3.2 official fixtures")
struct OAS32OfficialFixtureTests {
    static let folder = LintRuleTests.fixtures.appendingPathComponent("oas32-official")

    /// The pass fixtures refused by a documented rule enforcing a prose MUST, with the codes of those errors.
    static let refusedPassFixtures: [String: Set<String>] = [
        "operation-object-example.yaml": ["spec.security.scheme", "spec.path.parameter.undeclared", "spec.path.parameter.unused"]
    ]

    /// Each fail fixture with the code of the error that stands for the schema constraint it breaks.
    static let failReasons: [String: String] = [
        "encoding-enc-item-exclusion.yaml": "spec.encoding.exclusive",
        "encoding-enc-prefix-exclusion.yaml": "spec.encoding.exclusive",
        "example-examples.yaml": "spec.example.exclusive",
        "example-object-old-exclusions.yaml": "spec.example.exclusive",
        "example-object-old-vs-data.yaml": "spec.example.exclusive",
        "example-object-old-vs-ser.yaml": "spec.example.exclusive",
        "example-object-ser-exclusions.yaml": "spec.example.exclusive",
        "header-object-allowReserved.yaml": "spec.parameter.allow-reserved",
        "header-object-name.yaml": "spec.field.value",
        "invalid_schema_types.yaml": "spec.field.type",
        "media-type-enc-item-exclusion.yaml": "spec.encoding.exclusive",
        "media-type-enc-prefix-exclusion.yaml": "spec.encoding.exclusive",
        "no_containers.yaml": "spec.field.required",
        "operation-object-query-with-querystring.yaml": "spec.parameter.querystring",
        "operation-object-two-querystrings.yaml": "spec.parameter.querystring",
        "parameter-object-content-not-with-style.yaml": "spec.field.misplaced",
        "parameter-object-cookie-allowReserved.yaml": "spec.parameter.allow-reserved",
        "parameter-object-header-allowReserved.yaml": "spec.parameter.allow-reserved",
        "parameter-object-header-name.yaml": "spec.field.value",
        "parameter-object-path-name.yaml": "spec.field.value",
        "parameter-object-querystring-not-with-schema.yaml": "spec.field.misplaced",
        "path-item-object-conflicting-additional-operation.yaml": "ref.unresolved",
        "path-item-object-query-with-querystring.yaml": "spec.parameter.querystring",
        "path-item-object-two-querystrings.yaml": "spec.parameter.querystring",
        "server_enum_empty.yaml": "spec.server.variable.enum",
        "servers.yaml": "spec.field.type",
        "unknown_container.yaml": "spec.field.unknown",
        "xml-attr-exclusion.yaml": "spec.field.misplaced",
        "xml-wrapped-exclusion.yaml": "spec.field.misplaced",
    ]

    static func names(in kind: String) -> [String] {
        let names = try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(kind).path)
        return (names ?? []).filter { $0.hasSuffix(".yaml") }.sorted()
    }

    /// What `contractstub validate` reports as errors for `url`: the linter's findings, or the reference failures that
    /// stop loading.
    static func errors(_ url: URL) -> [Diagnostic] {
        let loaded = Result { () throws(SpecLoadError) in
            try Contract(contentsOf: url, allowedRefRoots: [], acceptingRemoteReferences: true)
        }
        switch loaded {
        case .success(let contract):
            return Linter().lint(contract).filter { $0.severity == .error }
        case .failure(let error):
            return error.diagnostics.isEmpty ? [Diagnostic(.error, code: error.code, message: error.message)] : error.diagnostics
        }
    }

    @Test func everyFixtureIsListed() {
        #expect(Self.names(in: "pass").count == 37)
        #expect(Set(Self.names(in: "fail")) == Set(Self.failReasons.keys))
    }

    @Test(arguments: names(in: "pass"))
    func passFixtureIsAccepted(_ name: String) throws {
        let errors = Self.errors(Self.folder.appendingPathComponent("pass").appendingPathComponent(name))
        let allowed = Self.refusedPassFixtures[name] ?? []
        #expect(Set(errors.map(\.code)) == allowed, "\(errors.map { "\($0.code): \($0.message)" })")
    }

    @Test(arguments: names(in: "fail"))
    func failFixtureIsRefused(_ name: String) throws {
        let errors = Self.errors(Self.folder.appendingPathComponent("fail").appendingPathComponent(name))
        let reason = try #require(Self.failReasons[name])
        #expect(errors.contains { $0.code == reason }, "\(errors.map { "\($0.code): \($0.message)" })")
    }

    @Test func aFixedMethodUnderAdditionalOperationsIsRefused() throws {
        let url = Self.folder.appendingPathComponent("fail/path-item-object-conflicting-additional-operation.yaml")
        let text = try String(contentsOf: url, encoding: .utf8)
            .replacingOccurrences(of: "$ref: '#/components/schemas/Pet'", with: "type: object")
            .replacingOccurrences(of: "$ref: '#/components/schemas/ErrorModel'", with: "type: object")
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("oas32-additional-\(UUID().uuidString).yaml")
        try text.write(to: copy, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: copy) }
        let errors = Self.errors(copy)
        #expect(errors.map(\.code) == ["spec.path.method"])
        #expect(errors.first?.message == "'POST' has its own Path Item field ('post'); additionalOperations is for other methods")
    }
}
