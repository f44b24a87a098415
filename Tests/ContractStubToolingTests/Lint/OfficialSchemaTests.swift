import Foundation
import Testing

@testable import ContractStubCore
@testable import ContractStubTooling

/// The constraints of the official OpenAPI 3.0 and 3.1 schemas, one fixture per family and version (in
/// `Fixtures/official-schema/`): each finding pinned to its code, severity, pointer, line:column, message and suggestion,
/// and nothing else reported.
@Suite("Official schema constraints")
struct OfficialSchemaTests {
    static let fixtures = LintRuleTests.fixtures.appendingPathComponent("official-schema")

    /// The families, each with a `-30` and a `-31` fixture.
    static let families = ["required", "types", "keys", "exclusive", "location", "unknown", "schema", "unique", "remote-ref"]
    /// Every fixture: each family's `-30` and `-31`. (A named property: Swift 6.0 crashes on a closure written in
    /// `@Test(arguments:)`.)
    static let fixtureNames = families.flatMap { ["\($0)-30", "\($0)-31"] }

    struct Case: Sendable, CustomTestStringConvertible {
        let fixture: String
        let code: String
        let severity: Diagnostic.Severity
        let pointer: String
        let position: String
        let message: String
        var suggestion: String?
        var testDescription: String { "\(fixture) \(code) \(pointer)" }

        init(
            _ fixture: String, _ code: String, _ severity: Diagnostic.Severity, _ pointer: String, _ position: String,
            _ message: String, suggestion: String? = nil
        ) {
            (self.fixture, self.code, self.severity, self.pointer, self.position) = (fixture, code, severity, pointer, position)
            (self.message, self.suggestion) = (message, suggestion)
        }
    }

    static let cases: [Case] = [
        Case(
            "exclusive-30", "spec.example.exclusive", .error, "/components/examples/Both", "52:7",
            "an Example Object has either 'value' or 'externalValue'; found both"),
        Case(
            "exclusive-30", "spec.example.exclusive", .error, "/paths/~1pets/get/parameters/0", "12:11",
            "a Parameter Object has either 'example' or 'examples'; found both"),
        Case(
            "exclusive-30", "spec.parameter.schema-content", .error, "/paths/~1pets/get/responses/200/headers/X-Rate", "30:15",
            "a Header Object has either 'schema' or 'content'; found both"),
        Case(
            "exclusive-30", "spec.link.exclusive", .error, "/paths/~1pets/get/responses/200/links/self", "40:15",
            "a Link Object has either 'operationRef' or 'operationId'; found both"),
        Case(
            "exclusive-31", "spec.example.exclusive", .error, "/components/examples/Both", "57:7",
            "an Example Object has either 'value' or 'externalValue'; found both"),
        Case(
            "exclusive-31", "spec.license.exclusive", .error, "/info/license", "6:5",
            "a License Object has either 'identifier' or 'url'; found both"),
        Case(
            "exclusive-31", "spec.example.exclusive", .error, "/paths/~1pets/get/parameters/0", "17:11",
            "a Parameter Object has either 'example' or 'examples'; found both"),
        Case(
            "exclusive-31", "spec.parameter.schema-content", .error, "/paths/~1pets/get/responses/200/headers/X-Rate", "35:15",
            "a Header Object has either 'schema' or 'content'; found both"),
        Case(
            "exclusive-31", "spec.link.exclusive", .error, "/paths/~1pets/get/responses/200/links/self", "45:15",
            "a Link Object has either 'operationRef' or 'operationId'; found both"),
        Case(
            "location-30", "spec.field.misplaced", .error, "/components/securitySchemes/basic/bearerFormat", "55:9",
            "'bearerFormat' applies only to the 'bearer' HTTP scheme; this one is 'basic'"),
        Case(
            "location-30", "spec.field.misplaced", .error, "/components/securitySchemes/token/name", "60:9",
            "'name' belongs to apiKey security schemes; this one is of type 'http'"),
        Case(
            "location-30", "spec.field.misplaced", .error, "/components/securitySchemes/oauth/flows/implicit/tokenUrl", "67:13",
            "'tokenUrl' does not belong to the implicit OAuth flow"),
        Case(
            "location-30", "spec.parameter.allow-reserved", .warning, "/paths/~1pets~1{petId}/get/parameters/0/allowReserved", "16:13",
            "'allowReserved' applies only to query parameters; 'petId' is in path"),
        Case(
            "location-30", "spec.field.misplaced", .error, "/paths/~1pets~1{petId}/get/parameters/1/style", "31:13",
            "'style' applies only to a Parameter Object with 'schema'; this one has 'content'"),
        Case(
            "location-30", "spec.parameter.allow-empty-value", .warning,
            "/paths/~1pets~1{petId}/get/responses/200/headers/X-Rate/allowEmptyValue", "42:17",
            "'allowEmptyValue' applies only to query parameters; a Header Object is not one"),
        Case(
            "location-31", "spec.field.misplaced", .error, "/components/securitySchemes/basic/bearerFormat", "55:9",
            "'bearerFormat' applies only to the 'bearer' HTTP scheme; this one is 'basic'"),
        Case(
            "location-31", "spec.field.misplaced", .error, "/components/securitySchemes/token/name", "60:9",
            "'name' belongs to apiKey security schemes; this one is of type 'http'"),
        Case(
            "location-31", "spec.field.misplaced", .error, "/components/securitySchemes/oauth/flows/implicit/tokenUrl", "67:13",
            "'tokenUrl' does not belong to the implicit OAuth flow"),
        Case(
            "location-31", "spec.parameter.allow-reserved", .error, "/paths/~1pets~1{petId}/get/parameters/0/allowReserved", "16:13",
            "'allowReserved' applies only to query parameters; 'petId' is in path"),
        Case(
            "location-31", "spec.field.misplaced", .error, "/paths/~1pets~1{petId}/get/parameters/1/style", "31:13",
            "'style' applies only to a Parameter Object with 'schema'; this one has 'content'"),
        Case(
            "location-31", "spec.parameter.allow-empty-value", .error,
            "/paths/~1pets~1{petId}/get/responses/200/headers/X-Rate/allowEmptyValue", "42:17",
            "'allowEmptyValue' applies only to query parameters; a Header Object is not one"),
        Case(
            "remote-ref-30", "ref.remote", .warning, "/paths/~1pets/get/responses/default", "22:11",
            "'https://example.com/responses.json#/Error' is a remote reference; ContractStub never fetches from the network: download https://example.com/responses.json next to the spec and refer to it by a relative path"
        ),
        Case(
            "remote-ref-30", "ref.remote", .warning, "/paths/~1pets/get/responses/200/content/application~1json/schema", "16:17",
            "'https://example.com/schemas/pet.json' is a remote reference; ContractStub never fetches from the network: download https://example.com/schemas/pet.json next to the spec and refer to it by a relative path"
        ),
        Case(
            "remote-ref-31", "ref.remote", .warning, "/paths/~1pets/get/responses/default", "22:11",
            "'https://example.com/responses.json#/Error' is a remote reference; ContractStub never fetches from the network: download https://example.com/responses.json next to the spec and refer to it by a relative path"
        ),
        Case(
            "remote-ref-31", "ref.remote", .warning, "/paths/~1pets/get/responses/200/content/application~1json/schema", "16:17",
            "'https://example.com/schemas/pet.json' is a remote reference; ContractStub never fetches from the network: download https://example.com/schemas/pet.json next to the spec and refer to it by a relative path"
        ),
        Case(
            "required-30", "spec.field.required", .error, "/components/securitySchemes/key", "28:7",
            "a Security Scheme Object requires 'name'; it is missing"),
        Case(
            "required-30", "spec.field.required", .error, "/info", "3:3",
            "an Info Object requires 'version'; it is missing"),
        Case(
            "required-30", "spec.field.required", .error, "/paths/~1pets/get/externalDocs", "10:9",
            "an External Documentation Object requires 'url'; it is missing"),
        Case(
            "required-30", "spec.field.required", .error, "/paths/~1pets/get/responses/200/links/next", "17:15",
            "a Link Object requires 'operationRef' or 'operationId'; both are missing"),
        Case(
            "required-31", "spec.field.required", .error, "/components/securitySchemes/key", "31:7",
            "a Security Scheme Object requires 'name'; it is missing"),
        Case(
            "required-31", "spec.field.required", .error, "/info/license", "5:5",
            "a License Object requires 'name'; it is missing"),
        Case(
            "required-31", "spec.field.required", .error, "/info", "3:3",
            "an Info Object requires 'version'; it is missing"),
        Case(
            "required-31", "spec.field.required", .error, "/paths/~1pets/get/externalDocs", "13:9",
            "an External Documentation Object requires 'url'; it is missing"),
        Case(
            "required-31", "spec.field.required", .error, "/paths/~1pets/get/responses/200/links/next", "20:15",
            "a Link Object requires 'operationRef' or 'operationId'; both are missing"),
        Case(
            "unique-30", "spec.tag.duplicate", .error, "/tags/2", "14:5",
            "tag 'pets' is declared twice (first at index 0)"),
        Case(
            "unique-31", "spec.tag.duplicate", .error, "/tags/2", "14:5",
            "tag 'pets' is declared twice (first at index 0)"),
        Case(
            "keys-30", "spec.component.name", .error, "/components/schemas/Pet Store", "41:7",
            "component name 'Pet Store' may use only letters, digits, '.', '-' and '_'"),
        Case(
            "keys-30", "spec.path.template", .error, "/paths/pets", "8:5",
            "a path must start with '/'; found 'pets'"),
        Case(
            "keys-30", "spec.response.key", .error, "/paths/~1pets/get/responses/20", "24:11",
            "a response key must be a status code (200), a range (2XX) or 'default'; found '20'"),
        Case(
            "keys-30", "spec.responses.empty", .error, "/paths/~1toys/get/responses", "33:9",
            "a Responses Object must declare at least one response (a status code or 'default')"),
        Case(
            "keys-31", "spec.component.name", .error, "/components/schemas/Pet Store", "41:7",
            "component name 'Pet Store' may use only letters, digits, '.', '-' and '_'"),
        Case(
            "keys-31", "spec.field.value", .error, "/components/parameters/Id/name", "47:9",
            "a path parameter's name must not contain '{' or '}'; found '{id}'"),
        Case(
            "keys-31", "spec.path.template", .error, "/paths/pets", "8:5",
            "a path must start with '/'; found 'pets'"),
        Case(
            "keys-31", "spec.response.key", .error, "/paths/~1pets/get/responses/20", "24:11",
            "a response key must be a status code (200), a range (2XX) or 'default'; found '20'"),
        Case(
            "keys-31", "spec.responses.empty", .error, "/paths/~1toys/get/responses", "33:9",
            "a Responses Object must declare at least one response (a status code or 'default')"),
        Case(
            "types-30", "spec.field.value", .error, "/components/securitySchemes/tls/type", "46:9",
            "'type' must be one of apiKey, http, oauth2, openIdConnect; found 'mutualTLS'"),
        Case(
            "types-30", "spec.field.value", .error, "/paths/~1pets/get/parameters/0/in", "15:13",
            "'in' must be one of query, header, path, cookie; found 'body'"),
        Case(
            "types-30", "spec.field.value", .error, "/paths/~1pets/get/requestBody/content/multipart~1form-data/encoding/file/style",
            "29:19",
            "an Encoding Object's 'style' must be one of form, spaceDelimited, pipeDelimited, deepObject; found 'matrix'"),
        Case(
            "types-30", "spec.field.type", .error, "/paths/~1pets/get/deprecated", "11:9",
            "'deprecated' must be a boolean; found string"),
        Case(
            "types-30", "spec.field.value", .error, "/openapi", "2:3",
            "'openapi' must be a full version such as \"3.0.0\"; found '3.0'"),
        Case(
            "types-31", "spec.field.value", .error, "/paths/~1pets/get/parameters/0/in", "15:13",
            "'in' must be one of query, header, path, cookie; found 'body'"),
        Case(
            "types-31", "spec.field.value", .error, "/paths/~1pets/get/requestBody/content/multipart~1form-data/encoding/file/style",
            "29:19",
            "an Encoding Object's 'style' must be one of form, spaceDelimited, pipeDelimited, deepObject; found 'matrix'"),
        Case(
            "types-31", "spec.field.type", .error, "/paths/~1pets/get/deprecated", "11:9",
            "'deprecated' must be a boolean; found string"),
        Case(
            "types-31", "spec.field.value", .error, "/openapi", "2:3",
            "'openapi' must be a full version such as \"3.1.0\"; found '3.1'"),
        Case(
            "unknown-30", "spec.field.unknown", .error, "/components/pathItems", "51:5",
            "'pathItems' is not a field of a Components Object in OpenAPI 3.0; it was added in 3.1"),
        Case(
            "unknown-30", "spec.field.unknown", .error, "/info/summary", "6:5",
            "'summary' is not a field of an Info Object in OpenAPI 3.0; it was added in 3.1"),
        Case(
            "unknown-30", "spec.field.unknown", .error, "/paths/~1pets/get/parameters/0/requried", "16:13",
            "'requried' is not a field of a Parameter Object in OpenAPI 3.0 (extensions must start with 'x-')",
            suggestion: "did you mean 'required'?"),
        Case(
            "unknown-30", "spec.header.field", .error, "/paths/~1pets/get/responses/200/headers/X-Rate/in", "34:17",
            "a Header Object takes its name from its key; 'in' is not allowed"),
        Case(
            "unknown-30", "spec.field.unknown", .error, "/paths/~1pets/get/responses/200/links/next/body", "29:17",
            "'body' is not a field of a Link Object in OpenAPI 3.0 (extensions must start with 'x-')"),
        Case(
            "unknown-30", "ref.sibling", .warning, "/paths/~1pets/get/responses/404/description", "43:13",
            "'description' next to '$ref' is ignored: a Reference Object in OpenAPI 3.0 has only '$ref'"),
        Case(
            "unknown-30", "ref.sibling", .warning, "/paths/~1pets/get/responses/404/x-why", "44:13",
            "'x-why' next to '$ref' is ignored: a Reference Object in OpenAPI 3.0 has only '$ref'"),
        Case(
            "unknown-30", "spec.field.unknown", .error, "/webhooks", "58:3",
            "'webhooks' is not a field of an OpenAPI Object in OpenAPI 3.0; it was added in 3.1"),
        Case(
            "unknown-31", "spec.field.unknown", .error, "/paths/~1pets/get/parameters/0/requried", "16:13",
            "'requried' is not a field of a Parameter Object in OpenAPI 3.1 (extensions must start with 'x-')",
            suggestion: "did you mean 'required'?"),
        Case(
            "unknown-31", "spec.header.field", .error, "/paths/~1pets/get/responses/200/headers/X-Rate/in", "34:17",
            "a Header Object takes its name from its key; 'in' is not allowed"),
        Case(
            "unknown-31", "spec.field.unknown", .error, "/paths/~1pets/get/responses/200/links/next/body", "29:17",
            "'body' is not a field of a Link Object in OpenAPI 3.1 (extensions must start with 'x-')"),
        Case(
            "unknown-31", "ref.sibling", .warning, "/paths/~1pets/get/responses/404/x-why", "44:13",
            "'x-why' next to '$ref' is ignored: a Reference Object in OpenAPI 3.1 has '$ref', 'summary' and 'description'"),
        Case(
            "schema-30", "spec.field.unknown", .error, "/components/schemas/Pet/discriptoin", "31:9",
            "'discriptoin' is not a field of a Schema Object in OpenAPI 3.0 (extensions must start with 'x-')",
            suggestion: "did you mean 'description'?"),
        Case(
            "schema-30", "spec.field.unknown", .error, "/components/schemas/Pet/const", "32:9",
            "'const' is not a field of a Schema Object in OpenAPI 3.0; it is a JSON Schema keyword that OpenAPI 3.0 does not support (use OpenAPI 3.1, or an 'x-' extension)"
        ),
        Case(
            "schema-30", "spec.field.value", .error, "/components/schemas/Pet/required", "30:9",
            "'required' must hold at least one property name in OpenAPI 3.0; found an empty array"),
        Case(
            "schema-30", "spec.field.type", .error, "/components/schemas/Pet/properties/tags/type", "35:13",
            "'type' must be a string in OpenAPI 3.0; found array (use one type, and 'nullable: true' for null)"),
        Case(
            "schema-30", "spec.field.unknown", .error, "/components/schemas/Pet/properties/tags/items/xml/nme", "42:17",
            "'nme' is not a field of an XML Object in OpenAPI 3.0 (extensions must start with 'x-')", suggestion: "did you mean 'name'?"),
        Case(
            "schema-30", "spec.field.type", .error, "/components/schemas/Pet/properties/id/readOnly", "48:13",
            "'readOnly' must be a boolean; found string"),
        Case(
            "schema-31", "spec.field.value", .error, "/components/schemas/Pet/required", "46:9",
            "'required' must name each property once; 'kind' is named twice"),
        Case(
            "schema-31", "spec.field.unknown", .error, "/components/schemas/Pet/discriminator/mappings", "32:11",
            "'mappings' is not a field of a Discriminator Object in OpenAPI 3.1 (extensions must start with 'x-')",
            suggestion: "did you mean 'mapping'?"),
        Case(
            "schema-31", "spec.field.required", .error, "/components/schemas/Pet/externalDocs", "34:9",
            "an External Documentation Object requires 'url'; it is missing"),
        Case(
            "schema-31", "spec.field.type", .error, "/components/schemas/Pet/properties/kind/examples", "43:13",
            "'examples' must be an array; found string"),
        Case(
            "schema-31", "spec.field.type", .error, "/components/schemas/Pet/properties/kind/xml/attribute", "41:15",
            "'attribute' must be a boolean; found string"),
    ]

    /// What `contractstub validate` reports for the fixture, located.
    static func findings(_ fixture: String) throws -> [Diagnostic] {
        let url = fixtures.appendingPathComponent(fixture + ".json")
        let contract = try Contract(contentsOf: url, allowedRefRoots: [], acceptingRemoteReferences: true)
        var locator = DiagnosticLocator(mainFile: url)
        return locator.locate(Linter().lint(contract))
    }

    @Test(arguments: cases)
    func reportsItsProblem(_ testCase: Case) throws {
        let found = try Self.findings(testCase.fixture)
            .filter { $0.code == testCase.code && $0.specPointer?.description == testCase.pointer }
        let diagnostic = try #require(found.first, "no \(testCase.code) at \(testCase.pointer)")
        #expect(diagnostic.severity == testCase.severity)
        #expect(diagnostic.message == testCase.message)
        #expect(diagnostic.position?.description == testCase.position)
        #expect(diagnostic.suggestion == testCase.suggestion)
    }

    @Test(arguments: fixtureNames)
    func reportsNothingElse(_ fixture: String) throws {
        let found = try Self.findings(fixture).map { "\($0.code) @ \($0.specPointer?.description ?? "")" }
        let expected = Self.cases.filter { $0.fixture == fixture }.map { "\($0.code) @ \($0.pointer)" }
        #expect(found.sorted() == expected.sorted())
    }

    /// A contract for tests breaks the operation that reads the remote `$ref`s (issue 32); the command line's load
    /// (all but `validate`) refuses the spec.
    @Test(arguments: ["remote-ref-30", "remote-ref-31"])
    func aContractRefusesRemoteReferences(_ fixture: String) throws {
        let url = Self.fixtures.appendingPathComponent(fixture + ".json")
        let contract = try Contract(contentsOf: url)
        #expect(contract.brokenOperations.map(\.operationId) == ["listPets"])
        #expect(contract.operation("listPets")?.referenceFailures.map(\.code) == ["ref.remote", "ref.remote"])
        let error = try requireError(SpecLoadError.self) {
            try Contract(contentsOf: url, allowedRefRoots: [], acceptingRemoteReferences: false)
        }
        #expect(error.code == "spec.refs.unresolved")
        #expect(error.diagnostics.map(\.code) == ["ref.remote", "ref.remote"])
    }
}
