import Foundation
import Testing

@testable import ContractStubCore
@testable import ContractStubTooling

/// JSON Schema 2019-09/2020-12 keywords, subschemas and restructurings, each change judged on both sides: the same
/// old → new schema pair is diffed once as a request body and once as a response body, and each side must report
/// exactly its rules (none where the change is compatible on that side).
@Suite("Diff: schema keywords in both directions")
struct SchemaKeywordDiffTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let old: String
        let new: String
        /// The rules reported when the schema is a request body.
        let request: [String]
        /// The rules reported when the schema is a response body.
        let response: [String]
        var testDescription: String { name }
    }

    static let tightened = "diff.request.constraint.tightened"
    static let loosened = "diff.response.constraint.loosened"
    static let array = #"{"type": "array"}"#
    static let object = #"{"type": "object"}"#

    static let cases: [Case] = [
        Case(
            name: "const added", old: #"{"type": "string"}"#, new: #"{"type": "string", "const": "a"}"#, request: [tightened],
            response: []),
        Case(
            name: "const removed", old: #"{"type": "string", "const": "a"}"#, new: #"{"type": "string"}"#, request: [],
            response: ["diff.response.enum-value.added"]),
        Case(
            name: "const changed", old: #"{"type": "string", "const": "a"}"#, new: #"{"type": "string", "const": "b"}"#,
            request: ["diff.request.enum-value.removed"], response: ["diff.response.enum-value.added"]),
        Case(
            name: "enum became a oneOf of the same consts", old: #"{"type": "string", "enum": ["a", "b"]}"#,
            new: #"{"oneOf": [{"const": "a"}, {"const": "b"}]}"#, request: [], response: []),
        Case(
            name: "enum became a oneOf of fewer consts", old: #"{"type": "string", "enum": ["a", "b"]}"#,
            new: #"{"oneOf": [{"const": "a"}]}"#, request: ["diff.request.enum-value.removed"], response: []),
        Case(
            name: "x-extensible-enum lost a value", old: #"{"type": "string", "x-extensible-enum": ["a", "b"]}"#,
            new: #"{"type": "string", "x-extensible-enum": ["a"]}"#, request: ["diff.request.enum-value.removed"], response: []),
        Case(
            name: "contains added", old: array, new: #"{"type": "array", "contains": {"type": "string"}}"#, request: [tightened],
            response: []),
        Case(
            name: "contains removed", old: #"{"type": "array", "contains": {"type": "string"}}"#, new: array, request: [],
            response: [loosened]),
        Case(
            name: "minContains raised", old: #"{"type": "array", "contains": {}, "minContains": 1}"#,
            new: #"{"type": "array", "contains": {}, "minContains": 2}"#, request: [tightened], response: []),
        Case(
            name: "maxContains raised", old: #"{"type": "array", "contains": {}, "maxContains": 1}"#,
            new: #"{"type": "array", "contains": {}, "maxContains": 2}"#, request: [], response: [loosened]),
        Case(
            name: "contains schema narrowed", old: #"{"type": "array", "contains": {"type": "string"}}"#,
            new: #"{"type": "array", "contains": {"type": "string", "maxLength": 3}}"#, request: [tightened], response: []),
        Case(
            name: "prefixItems position removed", old: #"{"type": "array", "prefixItems": [{"type": "number"}, {"type": "number"}]}"#,
            new: #"{"type": "array", "prefixItems": [{"type": "number"}]}"#, request: ["diff.request.prefix-items.removed"], response: []),
        Case(
            name: "prefixItems position added", old: #"{"type": "array", "prefixItems": [{"type": "number"}]}"#,
            new: #"{"type": "array", "prefixItems": [{"type": "number"}, {"type": "number"}]}"#, request: [],
            response: ["diff.response.prefix-items.added"]),
        Case(
            name: "patternProperties added", old: object, new: #"{"type": "object", "patternProperties": {"^x-": {"type": "string"}}}"#,
            request: [tightened], response: []),
        Case(
            name: "patternProperties removed", old: #"{"type": "object", "patternProperties": {"^x-": {"type": "string"}}}"#,
            new: object, request: [], response: [loosened]),
        Case(
            name: "patternProperties schema changed type", old: #"{"type": "object", "patternProperties": {"^x-": {"type": "string"}}}"#,
            new: #"{"type": "object", "patternProperties": {"^x-": {"type": "integer"}}}"#,
            request: ["diff.request.type-changed"], response: ["diff.response.type-changed"]),
        Case(
            name: "propertyNames added", old: object, new: #"{"type": "object", "propertyNames": {"maxLength": 8}}"#,
            request: [tightened], response: []),
        Case(
            name: "propertyNames removed", old: #"{"type": "object", "propertyNames": {"maxLength": 8}}"#, new: object,
            request: [], response: [loosened]),
        Case(
            name: "dependentRequired added", old: object, new: #"{"type": "object", "dependentRequired": {"a": ["b"]}}"#,
            request: [tightened], response: []),
        Case(
            name: "dependentRequired removed", old: #"{"type": "object", "dependentRequired": {"a": ["b"]}}"#, new: object,
            request: [], response: [loosened]),
        Case(
            name: "dependentRequired changed", old: #"{"type": "object", "dependentRequired": {"a": ["b"]}}"#,
            new: #"{"type": "object", "dependentRequired": {"a": ["c"]}}"#, request: [tightened], response: [loosened]),
        Case(
            name: "dependentSchemas added", old: object, new: #"{"type": "object", "dependentSchemas": {"a": {"required": ["b"]}}}"#,
            request: [tightened], response: []),
        Case(
            name: "dependentSchemas removed", old: #"{"type": "object", "dependentSchemas": {"a": {"required": ["b"]}}}"#, new: object,
            request: [], response: [loosened]),
        Case(
            name: "unevaluatedProperties false added", old: object, new: #"{"type": "object", "unevaluatedProperties": false}"#,
            request: [tightened], response: []),
        Case(
            name: "unevaluatedProperties schema removed", old: #"{"type": "object", "unevaluatedProperties": {"type": "string"}}"#,
            new: object, request: [], response: [loosened]),
        Case(
            name: "unevaluatedProperties false removed", old: #"{"type": "object", "unevaluatedProperties": false}"#, new: object,
            request: [], response: []),
        Case(
            name: "unevaluatedItems false added", old: array, new: #"{"type": "array", "unevaluatedItems": false}"#, request: [tightened],
            response: []),
        Case(
            name: "unevaluatedItems false removed", old: #"{"type": "array", "unevaluatedItems": false}"#, new: array, request: [],
            response: [loosened]),
        Case(
            name: "contentMediaType changed", old: #"{"type": "string", "contentMediaType": "image/png"}"#,
            new: #"{"type": "string", "contentMediaType": "image/jpeg"}"#, request: ["diff.request.content-encoding.changed"],
            response: ["diff.response.content-encoding.changed"]),
        Case(
            name: "contentEncoding added", old: #"{"type": "string"}"#, new: #"{"type": "string", "contentEncoding": "base64"}"#,
            request: ["diff.request.content-encoding.changed"], response: ["diff.response.content-encoding.changed"]),
        Case(
            name: "contentSchema added", old: #"{"type": "string"}"#, new: #"{"type": "string", "contentSchema": {"type": "object"}}"#,
            request: [tightened], response: []),
        Case(
            name: "contentSchema removed", old: #"{"type": "string", "contentSchema": {"type": "object"}}"#, new: #"{"type": "string"}"#,
            request: [], response: [loosened]),
        Case(
            name: "additionalProperties schema narrowed", old: #"{"type": "object", "additionalProperties": {"type": "string"}}"#,
            new: #"{"type": "object", "additionalProperties": {"type": "string", "maxLength": 2}}"#, request: [tightened], response: []),
        Case(
            name: "additionalProperties schema widened",
            old: #"{"type": "object", "additionalProperties": {"type": "string", "maxLength": 2}}"#,
            new: #"{"type": "object", "additionalProperties": {"type": "string"}}"#, request: [], response: [loosened]),
        Case(
            name: "then added to an if", old: #"{"type": "object", "if": {"required": ["a"]}, "else": {"required": ["c"]}}"#,
            new: #"{"type": "object", "if": {"required": ["a"]}, "then": {"required": ["b"]}, "else": {"required": ["c"]}}"#,
            request: [tightened], response: []),
        Case(
            name: "else removed from an if",
            old: #"{"type": "object", "if": {"required": ["a"]}, "then": {"required": ["b"]}, "else": {"required": ["c"]}}"#,
            new: #"{"type": "object", "if": {"required": ["a"]}, "then": {"required": ["b"]}}"#, request: [], response: [loosened]),
        Case(
            name: "allOf member added", old: #"{"allOf": [{"type": "object"}]}"#,
            new: #"{"allOf": [{"type": "object"}, {"type": "object", "properties": {"a": {"type": "string"}}}]}"#,
            request: ["diff.request.all-of.added"], response: []),
        Case(
            name: "allOf member removed",
            old: #"{"allOf": [{"type": "object"}, {"type": "object", "properties": {"a": {"type": "string"}}}]}"#,
            new: #"{"allOf": [{"type": "object"}]}"#, request: ["diff.request.property.removed", "diff.request.all-of.removed"],
            response: ["diff.response.property.removed"]),
        Case(
            name: "wrapped in a oneOf of two shapes", old: #"{"type": "object", "properties": {"a": {"type": "string"}}}"#,
            new:
                #"{"oneOf": [{"type": "object", "properties": {"a": {"type": "string"}}}, {"type": "object", "properties": {"b": {"type": "string"}}}]}"#,
            request: ["diff.request.wrapped-in-one-of"], response: ["diff.response.wrapped-in-one-of"]),
        Case(
            name: "wrapped in oneOf with null", old: #"{"type": "string", "maxLength": 5}"#,
            new: #"{"oneOf": [{"type": "string", "maxLength": 5}, {"type": "null"}]}"#, request: [],
            response: ["diff.response.became-nullable"]),
        Case(
            name: "nullable oneOf unwrapped", old: #"{"oneOf": [{"type": "string"}, {"type": "null"}]}"#, new: #"{"type": "string"}"#,
            request: ["diff.request.type-changed"], response: []),
        Case(
            name: "property default changed", old: #"{"type": "object", "properties": {"a": {"type": "integer", "default": 1}}}"#,
            new: #"{"type": "object", "properties": {"a": {"type": "integer", "default": 2}}}"#, request: ["diff.request.default.changed"],
            response: []),
        Case(
            name: "unwrapped from a oneOf of two shapes",
            old:
                #"{"oneOf": [{"type": "object", "properties": {"a": {"type": "string"}}}, {"type": "object", "properties": {"b": {"type": "string"}}}]}"#,
            new: #"{"type": "object", "properties": {"a": {"type": "string"}}}"#, request: ["diff.request.alternative.removed"],
            response: []),
        Case(
            name: "required property no longer writeOnly",
            old: #"{"type": "object", "required": ["p"], "properties": {"p": {"type": "string", "writeOnly": true}}}"#,
            new: #"{"type": "object", "required": ["p"], "properties": {"p": {"type": "string"}}}"#, request: [],
            response: ["diff.response.property.no-longer-write-only"]),
        Case(
            name: "optional property no longer writeOnly",
            old: #"{"type": "object", "properties": {"p": {"type": "string", "writeOnly": true}}}"#,
            new: #"{"type": "object", "properties": {"p": {"type": "string"}}}"#, request: [], response: []),
        Case(name: "true and false schemas", old: "true", new: "false", request: [], response: []),
    ]

    /// Every rule some case expects.
    static var coveredRules: Set<String> { Set(cases.flatMap { $0.request + $0.response }) }

    /// The rules found when `old` → `new` is the request body (`request`) or the 200 response body of `POST /x`.
    static func rules(_ old: String, _ new: String, request: Bool) throws -> [String] {
        func contract(_ schema: String) throws -> Contract {
            let body = #"{"content": {"application/json": {"schema": \#(schema)}}}"#
            let response = #"{"description": "ok", "content": {"application/json": {"schema": \#(schema)}}}"#
            return try EngineFixtures.contract(
                version: "3.1.0",
                paths: """
                    {"/x": {"post": {"requestBody": \(request ? body : "{\"content\": {}}"),
                      "responses": {"200": \(request ? "{\"description\": \"ok\"}" : response)}}}}
                    """)
        }
        return SpecDiff(old: try contract(old), new: try contract(new)).changes.map(\.rule)
    }

    @Test(arguments: cases)
    func requestSide(_ testCase: Case) throws {
        let rules = try Self.rules(testCase.old, testCase.new, request: true)
        #expect(rules == testCase.request, "\(rules)")
    }

    @Test(arguments: cases)
    func responseSide(_ testCase: Case) throws {
        let rules = try Self.rules(testCase.old, testCase.new, request: false)
        #expect(rules == testCase.response, "\(rules)")
    }

    @Test func selfReferencingSchemasWithNewKeywordsTerminate() throws {
        let schema = ##"{"$ref": "#/components/schemas/Node"}"##
        func contract(_ node: String) throws -> Contract {
            try EngineFixtures.contract(
                SpecTestSupport.document(
                    version: "3.1.0",
                    paths:
                        #"{"/x": {"post": {"requestBody": {"content": {"application/json": {"schema": \#(schema)}}}, "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": \#(schema)}}}}}}}"#,
                    components: #"{"schemas": {"Node": \#(node)}}"#))
        }
        let old = try contract(
            ##"{"type": "object", "contains": {"$ref": "#/components/schemas/Node"}, "oneOf": [{"$ref": "#/components/schemas/Node"}]}"##)
        let new = try contract(
            ##"{"type": "object", "contains": {"$ref": "#/components/schemas/Node"}, "oneOf": [{"$ref": "#/components/schemas/Node"}, {"type": "null"}], "propertyNames": {"$ref": "#/components/schemas/Node"}}"##
        )
        let rules = SpecDiff(old: old, new: new).changes.map(\.rule)
        #expect(rules.contains("diff.request.constraint.tightened"))
        #expect(SpecDiff(old: new, new: new).changes.isEmpty)
    }
}
