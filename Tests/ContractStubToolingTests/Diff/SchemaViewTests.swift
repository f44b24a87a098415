import Foundation
import Testing

@testable import ContractStubCore
@testable import ContractStubTooling

/// The view the diff compares a schema by: `$ref`s followed, `allOf` members merged, the first schema merged winning
/// for a keyword several set.
@Suite("Diff: the merged view of a schema")
struct SchemaViewTests {
    /// The view of `components/schemas/<name>` in a 3.1 document with `schemas` as its component schemas.
    static func view(of name: String, in schemas: String) throws -> SchemaView {
        let contract = try EngineFixtures.contract(
            SpecTestSupport.document(version: "3.1.0", paths: "{}", components: #"{"schemas": \#(schemas)}"#))
        let location = JSONPointer(tokens: ["components", "schemas", name])
        let schema = try #require(contract.schemaObjects.first { $0.specLocation.pointer == location })
        return SchemaResolver(contract).view(of: schema)
    }

    @Test func mergesAllOfMembersFirstOneWinning() throws {
        let view = try Self.view(
            of: "A",
            in: #"""
                {"A": {"allOf": [{"$ref": "#/components/schemas/B"}, {"type": "string", "maxLength": 9, "required": ["c"]}],
                       "required": ["a"]},
                 "B": {"type": "object", "maxLength": 3, "properties": {"b": {"type": "integer"}}, "required": ["b"]}}
                """#)
        #expect(view.types == ["object"])
        #expect(view.value("maxLength") == .number(JSONNumber(3)))
        #expect(view.location(of: "maxLength").pointer == JSONPointer(tokens: ["components", "schemas", "B", "maxLength"]))
        #expect(view.properties.map(\.name) == ["b"])
        #expect(view.required == ["a", "b", "c"])
        #expect(view.requiredLocation?.pointer == JSONPointer(tokens: ["components", "schemas", "A", "required"]))
        #expect(view.allOfMembers.count == 2)
    }

    /// `allOf` cycles end; a member merged twice adds nothing the first merge did not.
    @Test func anAllOfCycleAndARepeatedMemberEnd() throws {
        let view = try Self.view(
            of: "A",
            in: #"""
                {"A": {"allOf": [{"$ref": "#/components/schemas/B"}, {"$ref": "#/components/schemas/B"}], "properties": {"a": {}}},
                 "B": {"allOf": [{"$ref": "#/components/schemas/A"}], "properties": {"b": {}, "a": {"type": "string"}}}}
                """#)
        #expect(view.properties.map(\.name) == ["a", "b"])
        #expect(view.property("a")?.specLocation.pointer == JSONPointer(tokens: ["components", "schemas", "A", "properties", "a"]))
    }

    /// `oneOf` is taken before `anyOf` whatever the order they are written in; an empty `oneOf` leaves the `anyOf`.
    @Test(arguments: [
        (#"{"anyOf": [{}, {}, {}], "oneOf": [{}, {}]}"#, 2, "oneOf"),
        (#"{"oneOf": [], "anyOf": [{}, {}, {}]}"#, 3, "anyOf"),
        (#"{"anyOf": [{}]}"#, 1, "anyOf"),
    ])
    func prefersOneOfToAnyOf(schema: String, count: Int, keyword: String) throws {
        let view = try Self.view(of: "A", in: #"{"A": \#(schema)}"#)
        #expect(view.alternatives.count == count)
        #expect(view.alternativesLocation?.pointer.lastToken == keyword)
    }

    /// A `not` or a conditional in a member counts; between views without any, ``ConditionChange`` finds nothing.
    @Test func knowsWhetherAConditionIsSet() throws {
        let contract = try EngineFixtures.contract(
            SpecTestSupport.document(
                version: "3.1.0", paths: "{}",
                components: #"""
                    {"schemas": {"A": {"allOf": [{"$ref": "#/components/schemas/B"}]}, "B": {"not": {"type": "null"}},
                                 "C": {"type": "string", "format": "date"}, "D": {"type": "string"}}}
                    """#))
        let resolver = SchemaResolver(contract)
        func view(_ name: String) throws -> SchemaView {
            let location = JSONPointer(tokens: ["components", "schemas", name])
            return resolver.view(of: try #require(contract.schemaObjects.first { $0.specLocation.pointer == location }))
        }
        let (conditioned, plain, other) = (try view("A"), try view("C"), try view("D"))
        #expect(conditioned.hasCondition && !plain.hasCondition)
        #expect(ConditionChange.all(from: plain, to: other, oldResolver: resolver, newResolver: resolver).isEmpty)
        let added = ConditionChange.all(from: plain, to: conditioned, oldResolver: resolver, newResolver: resolver)
        #expect(added.map(\.keyword) == ["not"] && added.map(\.message) == ["now has a 'not' schema"])
    }

    /// A nullable type array and 3.0's `nullable` both make the view nullable, `null` left out of its types.
    @Test func readsNullFromATypeArray() throws {
        let view = try Self.view(of: "A", in: #"{"A": {"type": ["string", "null"], "minLength": 1}}"#)
        #expect(view.types == ["string"])
        #expect(view.nullable)
        #expect(view.value("minLength") != nil && view.value("maxLength") == nil)
    }
}
