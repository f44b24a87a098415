import Foundation
import Testing

@testable import ContractStubCore
@testable import ContractStubTooling

/// Names the generator derives from awkward specs: missing and duplicate operationIds, keywords, collisions,
/// unusual statuses, ranges, odd example names and typed path parameters.
@Suite struct StubGeneratorNamingTests {
    static let spec = SpecTestSupport.document(
        paths: """
            {
              "/pets": {
                "get": {"operationId": "list-pets", "summary": "List\\nall pets", "responses": {"200": {"description": "ok"}}},
                "post": {"operationId": "listPets", "responses": {"201": {"description": "created"}}}
              },
              "/pets/{pet-id}/tags/{class}": {
                "get": {"parameters": [
                    {"name": "pet-id", "in": "path", "required": true, "schema": {"type": "integer"}},
                    {"name": "class", "in": "path", "required": true, "schema": {"type": ["boolean", "null"]}}],
                  "responses": {"418": {"description": "teapot"}, "4XX": {"description": "client"}, "default": {"description": "any"}}},
                "put": {"operationId": "default", "deprecated": true, "responses": {"400": {"description": "bad"},
                  "4XX": {"description": "other client errors"}, "default": {"description": "any"}}},
                "delete": {"operationId": "default", "responses": {"204": {"description": "gone"}}}
              },
              "/data": {"get": {"operationId": "data", "responses": {"200": {"description": "ok", "content": {"application/json": {
                "examples": {"first page": {"value": 1}, "none": {"value": 2}, "404": {"summary": "Missing", "value": 3}}}}}}}},
              "/stub": {"get": {"operationId": "stub", "responses": {}}}
            }
            """)

    static func plan() throws -> StubFilePlan {
        let contract = try Contract(data: Data(spec.utf8), baseURL: SpecTestSupport.memoryURL)
        return StubPlanner.plan(contract, sourceName: "openapi.json", options: StubGenerationOptions())
    }

    @Test func accessorsAreUniqueAndSafe() throws {
        let plan = try Self.plan()
        #expect(
            plan.operations.map(\.propertyName) == [
                "listPets", "listPets2", "getPetsPetIdTagsClass", "`default`", "default2", "data2", "stub2",
            ])
        #expect(
            plan.operations.map(\.typeName) == [
                "ListPets", "ListPets2", "GetPetsPetIdTagsClass", "Default", "Default2", "Data2", "Stub2",
            ])
    }

    @Test func targetsUseTheRouteWhenTheOperationIdDoesNotNameThisOperation() throws {
        let targets = try Self.plan().operations.map(\.target)
        #expect(targets[0] == #""list-pets""#)
        #expect(targets[2] == #".route(.get, "/pets/{pet-id}/tags/{class}")"#)
        #expect(targets[3] == #""default""#)
        #expect(targets[4] == #".route(.delete, "/pets/{pet-id}/tags/{class}")"#)
    }

    @Test func statusesNameCommonCodesRangesAndDefault() throws {
        let operations = try Self.plan().operations
        let teapot = operations[2]
        #expect(teapot.statuses.map(\.name) == ["clientError", "`default`"])
        #expect(teapot.statuses.map(\.code) == [400, 500])
        #expect(teapot.unnamedCodes == [418])
        let put = operations[3]
        #expect(put.statuses.map(\.name) == ["badRequest", "clientError", "`default`"])
        #expect(put.statuses.map(\.code) == [400, 401, 500], "a range sends a code no exact key claims")
        #expect(put.isDeprecated)
    }

    @Test func examplesAndPathParameters() throws {
        let operations = try Self.plan().operations
        #expect(operations[5].examples.map(\.name) == ["firstPage", "none2", "_404"])
        #expect(operations[5].examples.map(\.site) == ["200 application/json", "200 application/json", "200 application/json"])
        #expect(operations[2].pathParameters.map(\.label) == ["petId", "`class`"])
        #expect(operations[2].pathParameters.map(\.swiftType) == ["Int", "Bool"])
        #expect(operations[0].summary == ["List", "all pets"])
    }

    @Test func outputIsDeterministic() throws {
        let contract = try Contract(data: Data(Self.spec.utf8), baseURL: SpecTestSupport.memoryURL)
        let first = StubGenerator.source(for: contract)
        #expect(StubGenerator.source(for: contract) == first)
        #expect(first.contains("    /// List\n    /// all pets\n"))
        #expect(first.contains("case status(Int)"))
        #expect(!first.contains(" \n"), "no trailing whitespace")
    }
}
