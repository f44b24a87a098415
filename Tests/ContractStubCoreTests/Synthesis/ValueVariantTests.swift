import Foundation
import Testing

@testable import ContractStubCore

extension SynthesisTests {
    /// Single-change variants of a value, straight from the synthesizer: what each keyword adds, and that only
    /// variants the schema accepts are kept.
    @Suite struct ValueVariantTests {
        private func names(_ schema: String, base: JSONValue, dialect: SchemaDialect = .draft2020_12) throws -> [String] {
            let fixture = try SchemaFixture(schema, dialect: dialect)
            let variants = ValueSynthesizer(compiler: fixture.compiler).variants(
                of: base, documentURI: SchemaFixture.mainURI, pointer: .root)
            let compiled = try fixture.schema(.root)
            #expect(variants.allSatisfy { compiled.validate($0.value, direction: .response).isEmpty })
            return variants.map(\.name)
        }

        @Test func arraysAtEveryLengthTheSchemaNames() throws {
            let schema = #"{"type": "array", "minItems": 2, "maxItems": 4, "items": {"type": "integer"}}"#
            #expect(try names(schema, base: [0, 1, 2]) == ["body=[minItems]", "body=[maxItems]"])
        }

        @Test func enumValuesNullAndBranchesAreEachAVariant() throws {
            let schema = #"{"oneOf": [{"type": "string", "enum": ["a", "b"]}, {"type": "integer"}], "nullable": true}"#
            #expect(try names(schema, base: "a") == ["body=oneOf[1]"])
            let plain = #"{"type": ["string", "null"], "enum": ["a", "b", null]}"#
            #expect(try names(plain, base: "a") == ["body=null", "body=b"])
        }

        @Test func aVariantTheSchemaRejectsIsDropped() throws {
            // maxLength 3 with a pattern that needs 2 characters exactly: "ab" is the base, "abc" breaks the pattern.
            let schema = #"{"type": "string", "minLength": 1, "maxLength": 3, "pattern": "^[a-z]{1,2}$"}"#
            #expect(try names(schema, base: "ab") == ["body=minLength"])
        }

        @Test func eachAssertedFormatGetsTheSpellingsDecodersTripOn() throws {
            let schema = #"""
                {"type": "object", "properties": {
                  "at": {"type": "string", "format": "date-time"}, "id": {"type": "string", "format": "uuid"},
                  "count": {"type": "integer", "format": "int32"}, "note": {"type": "string", "format": "x-unknown"}},
                 "required": ["at", "id", "count", "note"], "additionalProperties": false}
                """#
            let base: JSONValue = ["at": "2024-01-01T00:00:00Z", "id": "00000000-0000-4000-8000-000000000000", "count": 0, "note": "n"]
            #expect(
                try names(schema, base: base, dialect: .openAPI30) == [
                    "at=date-time.fraction", "at=date-time.offset", "id=uuid.uppercase", "count=int32.max",
                ])
        }

        @Test func aFormatShapeThatBreaksAnotherKeywordIsDropped() throws {
            let schema = #"{"type": "string", "format": "date-time", "maxLength": 20}"#
            #expect(try names(schema, base: "2024-01-01T00:00:00Z", dialect: .openAPI30).isEmpty)
        }

        @Test func everyDiscriminatorMappingKeyIsAVariantEvenWhenTwoKeysShareASchema() throws {
            let schema = #"""
                {"oneOf": [{"$ref": "#/$defs/Cat"}, {"$ref": "#/$defs/Dog"}],
                 "discriminator": {"propertyName": "kind", "mapping": {"cat": "#/$defs/Cat", "dog": "#/$defs/Dog", "puppy": "#/$defs/Dog"}},
                 "$defs": {
                   "Cat": {"type": "object", "properties": {"kind": {"type": "string"}, "lives": {"type": "integer"}}, "required": ["kind", "lives"]},
                   "Dog": {"type": "object", "properties": {"kind": {"type": "string"}, "bark": {"type": "boolean"}}, "required": ["kind", "bark"]}}}
                """#
            let variants = try names(schema, base: ["kind": "cat", "lives": 9], dialect: .openAPI30)
            #expect(variants.filter { $0.hasPrefix("body.kind=") } == ["body.kind=cat", "body.kind=dog", "body.kind=puppy"])
        }

        @Test func aSubtypeReachedOnlyThroughTheMappingIsAVariant() throws {
            // The allOf-inheritance pattern: the base schema names its subtypes in the mapping only.
            let schema = #"""
                {"type": "object", "properties": {"kind": {"type": "string"}}, "required": ["kind"],
                 "discriminator": {"propertyName": "kind", "mapping": {"cat": "#/$defs/Cat"}},
                 "$defs": {"Cat": {"allOf": [{"$ref": "#"}, {"type": "object", "properties": {"lives": {"type": "integer"}},
                   "required": ["lives"]}]}}}
                """#
            #expect(try names(schema, base: ["kind": "animal"], dialect: .openAPI30).contains("body.kind=cat"))
        }
    }
}
