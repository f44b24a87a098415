import Foundation
import Testing

@testable import ContractStubCore

extension SynthesisTests {
    /// Single-change variants of a value, straight from the synthesizer: what each keyword adds, and that only
    /// variants the schema accepts are kept.
    @Suite struct ValueVariantTests {
        private func names(_ schema: String, base: JSONValue) throws -> [String] {
            let fixture = try SchemaFixture(schema)
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
    }
}
