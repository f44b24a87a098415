import Foundation
import Testing

@testable import ContractStubCore

/// YAML specs load wherever JSON specs do: `Contract(contentsOf:)`, `$ref`s between YAML and JSON files, and
/// diagnostics located at `line:column` in the YAML file.
@Suite("YAML spec loading")
struct YAMLSpecLoadingTests {
    private func write(_ files: [String: String]) throws -> URL {
        let directory = try SpecTestSupport.temporaryDirectory()
        for (name, text) in files {
            let url = directory.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return directory
    }

    @Test func yamlReferencesJSONAndJSONReferencesYAML() throws {
        let directory = try write([
            "api.yaml": """
            openapi: 3.0.3
            info: {title: Pets, version: '1'}
            paths:
              /pets/{id}:
                $ref: paths/pet.json
            """,
            "paths/pet.json": """
            {"get": {"operationId": "showPet",
              "parameters": [{"name": "id", "in": "path", "required": true, "schema": {"type": "integer"}}],
              "responses": {"200": {"description": "A pet", "content": {"application/json": {"schema": {"$ref": "../schemas/pet.yml"}}}}}}}
            """,
            "schemas/pet.yml": """
            type: object
            required: [name]
            properties:
              name: {type: string}
            """,
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let contract = try Contract(contentsOf: directory.appendingPathComponent("api.yaml"))
        #expect(contract.operation("showPet") != nil)
        #expect(contract.documents.map(\.url.lastPathComponent) == ["api.yaml", "pet.json", "pet.yml"])
        #expect(contract.diagnostics.filter { $0.severity == .error }.isEmpty)
    }

    @Test func diagnosticsGetTheirLineAndColumnInTheYAMLFile() throws {
        let directory = try write([
            "api.yaml": """
            openapi: 3.0.3
            info: {title: T, version: '1'}
            paths:
              /pets:
                get:
                  operationId: listPets
                  responses:
                    '200':
                      $ref: '#/components/responses/Missing'
            """
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("api.yaml")
        let failures = try #require(try Contract(contentsOf: url).operation("listPets")).referenceFailures
        var locator = DiagnosticLocator(mainFile: url)
        let located = locator.locate(failures)
        #expect(located.first?.code == "ref.unresolved")
        // The member that holds the broken $ref, found at its key.
        #expect(located.first?.position?.description == "8:9")
    }
}
