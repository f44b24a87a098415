import Testing

@testable import ContractStubSchema
@testable import ContractStubSyntax

extension JSONSchemaTests {
    @Suite struct ValidationDepthTests {
        /// `[[[…]]]` nested `depth` levels deep, built without recursion.
        static func nestedArrays(_ depth: Int) -> JSONValue {
            var value: JSONValue = 0
            for _ in 0..<depth { value = .array([value]) }
            return value
        }

        @Test func tenThousandLevelsStopWithADepthViolation() throws {
            let schema = try compileSchema(##"{"type": ["array", "integer"], "items": {"$ref": "#"}}"##)
            let deep = Self.nestedArrays(10_000)
            #expect(!schema.isValid(deep))
            let diagnostics = schema.validate(deep)
            #expect(diagnostics.map(\.code) == ["schema.depth"])
            #expect(schema.isValid(Self.nestedArrays(100)))
        }

        @Test func pathologicalPatternInputIsBoundedByLength() throws {
            let schema = try compileSchema(#"{"pattern": "^(a+)+$"}"#)
            let long = JSONValue.string(String(repeating: "a", count: SchemaPattern.maximumInputLength + 1) + "!")
            let diagnostics = schema.validate(long)
            #expect(diagnostics.map(\.code) == ["schema.pattern"])
            #expect(diagnostics.first?.message.contains("longer than 10000 characters") == true)
        }
    }
}
