import Foundation
import Testing

@testable import ContractStubCore

@Suite("Multi-file specs")
struct MultiFileTests {
    static let url = SpecTestSupport.spec("multi-file/openapi.json")

    @Test func referencesAcrossFilesResolveRelativeToTheirOwnFile() throws {
        let spec = try SpecLoader.load(contentsOf: Self.url)
        #expect(SpecTestSupport.summary(spec.diagnostics) == [])
        let list = try #require(spec.document.paths["/pets"]?.value?.operation(for: .get))
        let limit = try #require(list.parameters.first?.reference)
        #expect(limit.target?.documentURL.lastPathComponent == "parameters.json")
        #expect(limit.value?.name == "limit")
        // responses.json refers to its own '#/components/headers/Total', not to the main document's.
        let petList = try #require(list.responses?[.status(200)]?.value)
        #expect(petList.headers["X-Total"]?.value?.description == "How many pets there are.")
        #expect(petList.headers["X-Total"]?.reference?.target?.documentURL.lastPathComponent == "responses.json")
        // A chain that crosses files: main components → responses.json.
        #expect(list.responses?[.default]?.reference?.target?.pointer == "/components/responses/Problem")
        // pet.json is read when its top-level schema `$ref`s are checked; owner.json only by the schema compiler.
        #expect(
            spec.documents.map { $0.url.lastPathComponent } == [
                "openapi.json", "responses.json", "parameters.json", "pet-item.json", "pet.json",
            ])
    }

    @Test func pathItemReferencesAndPathLevelParameters() throws {
        let contract = try Contract(contentsOf: Self.url)
        let show = try #require(contract.operation("showPet"))
        #expect(show.path == "/pets/{petId}")
        #expect(show.parameters.map(\.name) == ["petId"])
        #expect(show.parameters.first?.specLocation.documentURL.lastPathComponent == "parameters.json")
        #expect(show.parameters.first?.specLocation.pointer == "/petIdTarget")
    }

    @Test func schemasAcrossFilesCompile() throws {
        let contract = try Contract(contentsOf: Self.url)
        #expect(SpecTestSupport.summary(contract.diagnostics) == [])
        let list = try #require(contract.operation("listPets")?.response(for: 200)?.response.content["application/json"])
        let listSchema = try #require(list.schema)
        let schema = try #require(contract.schema(for: listSchema))
        #expect(schema.isValid([["id": 1, "name": "Rex", "owner": ["name": "Ada", "pets": [["id": 2, "name": "Tom"]]]]]))
        #expect(!schema.isValid([["id": 1, "name": "Rex", "owner": ["pets": []]]]))
        let petId = try #require(contract.operation("showPet")?.parameters.first?.schema)
        #expect(contract.schema(for: petId)?.isValid(0) == false)
    }

    @Test func brokenFilesAreNamedInTheirDiagnostics() throws {
        let directory = try SpecTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("openapi: 3.0.3\nopenapi: 3.1.0\n".utf8).write(to: directory.appendingPathComponent("other.yaml"))
        try Data(#"{"Bad": {"name": "x", "in": "nowhere", "schema": {}}}"#.utf8).write(to: directory.appendingPathComponent("params.json"))
        let main = SpecTestSupport.document(
            paths: """
                {"/a": {"get": {"parameters": [{"$ref": "other.yaml#/x"}, {"$ref": "params.json#/Bad"}],
                  "responses": {"200": {"description": "ok"}}}}}
                """)
        let spec = try SpecLoader.load(data: Data(main.utf8), url: directory.appendingPathComponent("main.json"))
        #expect(
            SpecTestSupport.summary(spec.diagnostics) == ["ref.unresolved @ /paths/~1a/get/parameters/0", "spec.field.value @ /Bad/in"])
        #expect(
            spec.diagnostics.first?.message.contains(
                "other.yaml is not a JSON object or YAML mapping: it does not parse as YAML (spec.yaml.key.duplicate at line 2, column 1); its content is not shown"
            ) == true)
        #expect(spec.diagnostics.first?.file == nil)
        #expect(spec.diagnostics.last?.file == directory.appendingPathComponent("params.json").path)
    }
}
