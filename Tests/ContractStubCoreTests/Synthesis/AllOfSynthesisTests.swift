import Foundation
import Testing

@testable import ContractStubCore

extension SynthesisTests {
    /// `allOf` answers satisfy every branch: a property declared by several branches gets one value for all of them.
    @Suite struct AllOfSynthesisTests {
        /// The branches type the same property differently: the value must be the one type both allow.
        @Test func aPropertyTypedInTwoBranchesSatisfiesBoth() throws {
            let fixture = try SchemaFixture(
                #"""
                {"allOf": [
                  {"type": "object", "required": ["result"], "properties": {"result": {"anyOf": [
                    {"type": "object"}, {"type": "array", "items": {}}, {"type": "string"}]}}},
                  {"type": "object", "properties": {"result": {"type": "array", "nullable": true, "items": {"type": "integer"}}}}]}
                """#, dialect: .openAPI30)
            let value = try synthesizeValid(fixture)
            #expect(value?["result"]?.arrayValue != nil, "got \(value?.serialized() ?? "nil")")
        }

        /// `required` and bounds written for the property in a second branch hold too.
        @Test func requiredAndBoundsFromAnotherBranchHold() throws {
            let fixture = try SchemaFixture(
                #"""
                {"allOf": [
                  {"type": "object", "required": ["result"], "properties": {"result": {"type": "object"}}},
                  {"properties": {"result": {"type": "object", "required": ["id"],
                    "properties": {"id": {"type": "integer", "minimum": 3}}}}},
                  {"properties": {"result": {"properties": {"id": {"maximum": 3}}}}}]}
                """#)
            let value = try synthesizeValid(fixture)
            #expect(value?["result"]?["id"] == .number(JSONNumber(3)), "got \(value?.serialized() ?? "nil")")
        }

        /// An example that a sibling branch's `enum` excludes is not served; items merge across branches too.
        @Test func anExampleAnotherBranchExcludesIsNotServed() throws {
            let fixture = try SchemaFixture(
                #"""
                {"type": "object", "required": ["kind", "tags"], "allOf": [
                  {"properties": {"kind": {"type": "string", "example": "dog"},
                                  "tags": {"type": "array", "minItems": 1, "items": {"type": "string", "example": "x"}}}},
                  {"properties": {"kind": {"enum": ["cat"]}, "tags": {"items": {"enum": ["a", "b"]}}}}]}
                """#)
            let value = try synthesizeValid(fixture)
            #expect(value?["kind"] == .string("cat"))
            #expect(value?["tags"]?[0] == .string("a"))
        }

        /// Branches no value satisfies at once: no value, and the notes say why.
        @Test(arguments: [
            #"{"allOf": [{"type": "object"}, {"type": "string", "enum": ["a", "b"]}]}"#,
            #"{"allOf": [{"type": "object", "required": ["n"], "properties": {"n": {"type": "integer", "minimum": 5}}}, {"properties": {"n": {"maximum": 2}}}]}"#,
            #"{"allOf": [{"enum": ["a"]}, {"const": "b"}]}"#,
        ])
        func unsatisfiableAllOfGivesNoValueAndAReason(schema: String) throws {
            let fixture = try SchemaFixture(schema)
            let result = ValueSynthesizer(compiler: fixture.compiler)
                .synthesize(documentURI: SchemaFixture.mainURI, pointer: .root, direction: .response)
            #expect(result.value == nil, "got \(result.value?.serialized() ?? "nil")")
            #expect(!result.notes.isEmpty)
        }

        /// A stub for such a response is `stub.body.unsatisfiable` with the reason, never an invalid body.
        @Test func anUnsatisfiableResponseIsReportedWithTheReason() throws {
            let contract = try EngineFixtures.contract(
                #"""
                {"openapi": "3.0.3", "info": {"title": "t", "version": "1"}, "paths": {"/x": {"get": {
                  "operationId": "getX", "responses": {"200": {"description": "ok", "content": {"application/json": {
                    "schema": {"allOf": [{"type": "object"}, {"type": "string", "enum": ["a"]}]}}}}}}}}}
                """#)
            let operation = try #require(contract.operation("getX"))
            do {
                let response = try ResponseSynthesizer(contract: contract).response(for: operation)
                Issue.record("answered \(String(decoding: response.body, as: UTF8.self))")
            } catch {
                #expect(error.code == DiagnosticCode.stubBodyUnsatisfiable.id)
                #expect(error.message.contains(#"the closest value built, "a", is refused: expected object"#), "\(error.message)")
            }
        }
    }
}
