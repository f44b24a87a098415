import ContractStub
import Foundation
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The ContractStubGenerator plugin on a Swagger 2.0 spec: this target's `swagger.yaml` becomes `APIStubs` at build
/// time (as `openapi.yaml` would), and the generated API drives a stub of it.
@Suite struct PluginSwagger2Tests {
    @Test func stubsGeneratedFromSwaggerYAMLAnswerARequest() async throws {
        let spec = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("swagger.yaml")
        let stub = ContractStub(try Contract(contentsOf: spec))
        stub.api.showPet.respond(.notFound)
        let url = URL(string: "https://legacy.example.com/v1" + APIStubs.ShowPet.path(petId: 7))!
        let (data, response) = try await stub.makeSession().data(from: url)
        #expect((response as? HTTPURLResponse)?.statusCode == 404)
        #expect(try JSONDecoder().decode(JSONValue.self, from: data)["message"] == "no pet with that id")
        stub.assertNoViolations()
    }
}
