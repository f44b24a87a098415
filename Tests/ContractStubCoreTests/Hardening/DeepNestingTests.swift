import Foundation
import Testing

@testable import ContractStubCore

extension HardeningTests {
    /// 10,000-deep arrays and objects in a spec, a schema instance and a request body: each is refused with a clear
    /// message (JSON deeper than 512 levels; validation deeper than 512 levels or `$ref` hops), never a stack overflow.
    @Suite struct DeepNestingTests {
        @Test(arguments: HostileInput.Container.allCases)
        func aDeepSpecIsRefusedWithLineAndColumn(container: HostileInput.Container) throws {
            let deep = container.nestedText(10_000)
            let text = HostileInput.spec(components: "{}", extra: #","x-deep":"# + deep)
            let error = try requireError(SpecLoadError.self) {
                try Contract(data: Data(text.utf8), baseURL: SpecTestSupport.memoryURL)
            }
            #expect(error.code == "spec.json.syntax")
            #expect(error.message.contains("nested deeper than 512 levels"))
            #expect(error.position?.line == 1)
        }

        @Test func aDeepInstanceStopsValidationWithADepthViolation() throws {
            let schema = try compileSchema(##"{"type": "object", "properties": {"a": {"$ref": "#"}}}"##)
            let deep = HostileInput.nestedObjects(10_000)
            #expect(!schema.isValid(deep))
            let diagnostics = schema.validate(deep)
            #expect(diagnostics.map(\.code) == ["schema.depth"])
            #expect(diagnostics.first?.message == "validation stopped: more than 512 nested values or $ref hops")
        }

        @Test(arguments: HostileInput.Container.allCases)
        func aDeepRequestBodyIsRejectedAsMalformed(container: HostileInput.Container) throws {
            let deep = container.nestedText(10_000)
            let request = EngineFixtures.request(
                "POST", "https://petstore.example.com/v1/pets", headers: ["Content-Type": "application/json"], body: deep)
            let diagnostics = EngineFixtures.petstoreRequests.validate(request).diagnostics
            let finding = try #require(diagnostics.first)
            #expect(diagnostics.count == 1)
            #expect(finding.code == "request.body.malformed")
            #expect(finding.message.contains("nested deeper than 512 levels"))
        }
    }
}
