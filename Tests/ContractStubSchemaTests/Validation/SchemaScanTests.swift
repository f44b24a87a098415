import Foundation
import Testing

@testable import ContractStubSchema
@_spi(ContractStubBytes) @testable import ContractStubSyntax

extension JSONSchemaTests {
    /// The validating scan (`SchemaScan`): what it answers for itself, what it leaves to the tree, and that
    /// `isValid(json:)` always gives the tree's answer.
    @Suite struct SchemaScanTests {
        static let user = #"""
            {"type": "object", "required": ["id", "name"], "additionalProperties": false,
             "properties": {"id": {"type": "integer", "minimum": 1}, "name": {"type": "string", "minLength": 2},
                            "email": {"type": "string", "format": "email"}, "tags": {"type": "array", "items": {"enum": ["a", "b"]}, "maxItems": 2},
                            "role": {"anyOf": [{"const": "admin"}, {"type": "integer"}]}}}
            """#

        /// The scan's outcome for `json` against `schema`.
        func outcome(_ schema: Schema, _ json: String, direction: ValidationDirection = .none) -> SchemaScan.Outcome {
            schema.scan(Data(json.utf8), direction: direction)
        }

        /// The tree's verdict (decode, then validate; `false` when not JSON).
        func treeVerdict(_ schema: Schema, _ json: String, direction: ValidationDirection = .none) -> Bool {
            (try? JSONValue(decodingInstance: Data(json.utf8))).map { schema.isValid($0, direction: direction) } ?? false
        }

        @Test(arguments: [
            #"{"id": 1, "name": "Rex"}"#,
            #"{"id": 7, "name": "Ada", "email": "ada@example.com", "tags": ["a", "b"], "role": "admin"}"#,
            #"  {"name": "Ada" , "id": 3, "role": 4}  "#,
            "\u{FEFF}{\"id\": 1, \"name\": \"Rex\"}",
            #"{"id": 1, "name": "Rex",}"#,
            #"{"id": 1.0, "name": "R\u00e9"}"#,
            #"{"n\u0061me": "Rex", "id": 2}"#,
        ])
        func validBodiesAreShownValidWithoutTheTree(_ json: String) throws {
            let schema = try compileSchema(Self.user)
            #expect(outcome(schema, json) == .valid)
            #expect(treeVerdict(schema, json))
        }

        @Test(arguments: [
            #"{"id": 0, "name": "Rex"}"#,
            #"{"id": 1}"#,
            #"{"id": 1, "name": "R"}"#,
            #"{"id": 1, "name": "Rex", "extra": true}"#,
            #"{"id": 1, "name": "Rex", "email": "not an address"}"#,
            #"{"id": 1, "name": "Rex", "tags": ["a", "b", "a"]}"#,
            #"{"id": 1, "name": "Rex", "tags": ["c"]}"#,
            #"{"id": 1, "name": "Rex", "role": "user"}"#,
            #"{"id": "1", "name": "Rex"}"#,
            #"[]"#,
        ])
        func violationsEndTheScan(_ json: String) throws {
            let schema = try compileSchema(Self.user)
            #expect(outcome(schema, json) == .invalid)
            #expect(!treeVerdict(schema, json))
            #expect(!schema.isValid(json: Data(json.utf8)))
        }

        @Test(arguments: [
            #"{"id": 1, "name": "Rex""#,
            #"{"id": 1, "name": "Rex"} x"#,
            #"{"id": 1e400, "name": "Rex"}"#,
            #"{"id": 1, "name": "\ud800"}"#,
            "{\"id\": 1, \"name\": \"R\u{1}x\"}",
            "",
        ])
        func textThatIsNotJSONIsLeftToTheTree(_ json: String) throws {
            let schema = try compileSchema(Self.user)
            #expect(outcome(schema, json) == .undecided)
            #expect(!schema.isValid(json: Data(json.utf8)))
        }

        @Test func invalidUTF8IsLeftToTheTree() throws {
            let schema = try compileSchema(#"{"type": "string"}"#)
            let data = Data([UInt8(ascii: "\""), 0xC3, 0x28, UInt8(ascii: "\"")])
            #expect(schema.scan(data, direction: .none) == .undecided)
            #expect(!schema.isValid(json: data))
        }

        @Test func aRepeatedKeyIsLeftToTheTreeWhichKeepsTheFirstValue() throws {
            let schema = try compileSchema(#"{"properties": {"a": {"type": "string"}}}"#)
            #expect(outcome(schema, #"{"a": "x", "a": 1}"#) == .undecided)
            #expect(schema.isValid(json: Data(#"{"a": "x", "a": 1}"#.utf8)))
            #expect(!schema.isValid(json: Data(#"{"a": 1, "a": "x"}"#.utf8)))
            // Under `not`, checking every value instead of the first would turn the answer around.
            let negated = try compileSchema(#"{"not": {"properties": {"a": {"type": "string"}}}}"#)
            #expect(!negated.isValid(json: Data(#"{"a": "x", "a": 1}"#.utf8)))
            #expect(negated.isValid(json: Data(#"{"a": 1, "a": "x"}"#.utf8)))
            let additional = try compileSchema(#"{"additionalProperties": {"type": "integer"}}"#)
            #expect(outcome(additional, #"{"b": 1, "b": 2}"#) == .undecided)
        }

        @Test func nonASCIIKeysAreComparedAsTheTreeComparesThem() throws {
            // As `String`s, the Kelvin sign equals "K": the tree finds the property, so the scan must not decide.
            let schema = try compileSchema(#"{"properties": {"K": {"type": "string"}}}"#)
            let json = "{\"\u{212A}\": 1}"
            #expect(outcome(schema, json) == .undecided)
            #expect(schema.isValid(json: Data(json.utf8)) == treeVerdict(schema, json))
        }

        @Test func probesReadEveryBranchToTheEndOfTheValue() throws {
            let schema = try compileSchema(
                #"""
                {"type": "array", "items": {"oneOf": [
                  {"type": "object", "required": ["kind"]},
                  {"type": "object", "properties": {"size": {"type": "string"}}}]}}
                """#)
            #expect(outcome(schema, #"[{"kind": "a", "size": 1}, {"size": "L"}]"#) == .valid)
            // Both branches match the second item: oneOf fails.
            #expect(outcome(schema, #"[{"size": "L"}, {"kind": "a", "size": "L"}, {"kind": "b"}]"#) == .invalid)
            let negated = try compileSchema(#"{"not": {"type": "object", "properties": {"a": {"type": "string"}}}}"#)
            #expect(outcome(negated, #"{"a": 1, "b": [1, 2, {"c": null}]}"#) == .valid)
            #expect(outcome(negated, #"{"a": "x", "b": [1, 2, {"c": null}]}"#) == .invalid)
            let conditional = try compileSchema(
                #"{"if": {"properties": {"kind": {"const": "n"}}}, "then": {"properties": {"v": {"type": "number"}}}, "else": {"properties": {"v": {"type": "string"}}}}"#
            )
            #expect(outcome(conditional, #"{"kind": "n", "v": 2}"#) == .valid)
            #expect(outcome(conditional, #"{"kind": "s", "v": "two"}"#) == .valid)
            #expect(outcome(conditional, #"{"kind": "s", "v": 2}"#) == .invalid)
        }

        @Test func directionFollowsReadOnlyAndWriteOnly() throws {
            let fixture = try SchemaFixture(
                #"""
                {"type": "object", "required": ["id", "password"],
                 "properties": {"id": {"type": "integer", "readOnly": true}, "password": {"type": "string", "writeOnly": true}}}
                """#, dialect: .openAPI30)
            let schema = try fixture.schema()
            #expect(outcome(schema, #"{"password": "p"}"#, direction: .request) == .valid)
            #expect(outcome(schema, #"{"id": 1, "password": "p"}"#, direction: .request) == .invalid)
            #expect(outcome(schema, #"{"id": 1}"#, direction: .response) == .valid)
            #expect(outcome(schema, #"{"id": 1, "password": "p"}"#, direction: .response) == .invalid)
            #expect(outcome(schema, #"{"id": 1}"#) == .invalid)
        }

        @Test func nullableAndReferencesAreFollowed() throws {
            let fixture = try SchemaFixture(
                #"""
                {"components": {"schemas": {
                  "Pet": {"type": "object", "nullable": true, "properties": {"owner": {"$ref": "#/components/schemas/Owner"}}},
                  "Owner": {"type": "object", "required": ["name"], "properties": {"name": {"type": "string"}}}}}}
                """#, dialect: .openAPI30)
            let pet = try fixture.schema("/components/schemas/Pet")
            #expect(outcome(pet, "null") == .valid)
            #expect(outcome(pet, #"{"owner": {"name": "Ada"}}"#) == .valid)
            #expect(outcome(pet, #"{"owner": {}}"#) == .invalid)
        }

        @Test func keywordsTheScanDoesNotReadAreDelegatedToTheTree() throws {
            let schema = try compileSchema(
                #"{"type": "object", "properties": {"list": {"uniqueItems": true}, "map": {"minProperties": 1}, "value": {"enum": [[1], {"a": 1}]}}}"#
            )
            #expect(outcome(schema, #"{"list": [1, 2], "map": {"x": 1}, "value": [1]}"#) == .valid)
            #expect(outcome(schema, #"{"list": [1, 1]}"#) == .invalid)
            #expect(outcome(schema, #"{"map": {}}"#) == .invalid)
            #expect(outcome(schema, #"{"value": {"a": 2}}"#) == .invalid)
            let unevaluated = try compileSchema(
                #"{"allOf": [{"properties": {"a": {}}}], "unevaluatedProperties": false}"#)
            #expect(outcome(unevaluated, #"{"a": 1}"#) == .valid)
            #expect(outcome(unevaluated, #"{"a": 1, "b": 2}"#) == .invalid)
        }

        @Test func aDynamicReferenceMeansNoPlan() throws {
            let schema = try compileSchema(
                ##"{"$dynamicAnchor": "node", "type": "object", "properties": {"next": {"$dynamicRef": "#node"}}}"##)
            #expect(schema.scanPlan == nil)
            #expect(schema.isValid(json: Data(#"{"next": {"next": {}}}"#.utf8)))
            #expect(!schema.isValid(json: Data(#"{"next": 1}"#.utf8)))
        }

        @Test func depthBeyondTheLimitsIsLeftToTheTree() throws {
            let nested = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
            let any = try compileSchema(#"{"items": {}}"#)
            #expect(outcome(any, nested) == .undecided)
            #expect(!any.isValid(json: Data(nested.utf8)))
            let loop = try compileSchema(##"{"$ref": "#", "type": "object"}"##)
            #expect(outcome(loop, "{}") == .undecided)
            #expect(!loop.isValid(json: Data("{}".utf8)))
        }

        @Test func stringsAreMeasuredInUnicodeScalars() throws {
            let schema = try compileSchema(#"{"type": "string", "minLength": 3, "maxLength": 3, "pattern": "^é"}"#)
            #expect(outcome(schema, #""éte""#) == .valid)
            #expect(outcome(schema, #""\u00e9te""#) == .valid)
            #expect(outcome(schema, #""ét""#) == .invalid)
            #expect(outcome(schema, "\"e\u{301}te\"") == .invalid)
        }

        /// Every text the reader tests use, well-formed and not, against schemas that look at every kind of value and at
        /// none: the scan's answer is the tree's.
        @Test(arguments: [
            "{}", #"{"type": ["object", "array", "string", "number", "boolean", "null"]}"#,
            #"{"items": {"type": ["integer", "string", "array", "object"]}, "additionalProperties": {"type": ["integer", "string"]}}"#,
            #"{"items": {"not": {"type": "boolean"}}, "properties": {"a": {"minimum": 0}}}"#,
        ])
        func everyReaderTextGetsTheTreesAnswer(schemaText: String) throws {
            let schema = try compileSchema(schemaText)
            for text in InstanceTexts.all {
                let data = Data(text)
                let tree = (try? JSONValue(decodingInstance: data)).map { schema.isValid($0) } ?? false
                #expect(schema.isValid(json: data) == tree, "\(String(decoding: text, as: UTF8.self))")
                if schema.scan(data, direction: .none) == .valid { #expect(tree) }
            }
        }

        @Test func aPlanIsMadeOnceAndSharedByTheSchema() throws {
            let schema = try compileSchema(Self.user)
            let plan = try #require(schema.scanPlan)
            #expect(schema.scanPlan === plan)
            #expect(plan.nodes.count >= 6)
        }
    }
}
