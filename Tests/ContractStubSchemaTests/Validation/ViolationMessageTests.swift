import Testing

@testable import ContractStubSchema

extension JSONSchemaTests {
    /// Pins the wording users read.
    @Suite struct ViolationMessageTests {
        let fixture: SchemaFixture

        init() throws {
            fixture = try SchemaFixture(
                #"""
                {"components": {"schemas": {"Pet": {"type": "object", "required": ["name"],
                  "properties": {"age": {"type": "integer"}, "born": {"type": "string", "format": "date"},
                                 "tags": {"type": "array", "items": {"enum": ["a", "b"]}}}}}}}
                """#, dialect: .openAPI30)
        }

        @Test func typeMismatch() throws {
            let diagnostics = try fixture.schema("/components/schemas/Pet").validate(["name": "Rex", "age": "abc"])
            #expect(diagnostics.count == 1)
            let diagnostic = try #require(diagnostics.first)
            #expect(diagnostic.severity == .error)
            #expect(diagnostic.code == "schema.type")
            #expect(diagnostic.message == #"expected integer, found string "abc""#)
            #expect(diagnostic.specPointer == "/components/schemas/Pet/properties/age/type")
            #expect(diagnostic.instancePointer == "/age")
        }

        @Test func missingRequiredProperty() throws {
            let diagnostic = try #require(try fixture.schema("/components/schemas/Pet").validate([:]).first)
            #expect(diagnostic.code == "schema.required")
            #expect(diagnostic.message == "missing required property 'name'")
            #expect(diagnostic.specPointer == "/components/schemas/Pet/required")
            #expect(diagnostic.instancePointer == "")
        }

        @Test func invalidFormat() throws {
            let diagnostic = try #require(
                try fixture.schema("/components/schemas/Pet").validate(["name": "a", "born": "2024-13-01"]).first)
            #expect(diagnostic.code == "schema.format")
            #expect(diagnostic.message == "'2024-13-01' is not a valid date (format date)")
            #expect(diagnostic.instancePointer == "/born")
        }

        @Test func enumMismatchInAnArray() throws {
            let diagnostic = try #require(try fixture.schema("/components/schemas/Pet").validate(["name": "a", "tags": ["a", "c"]]).first)
            #expect(diagnostic.code == "schema.enum")
            #expect(diagnostic.message == #"expected one of "a", "b", found string "c""#)
            #expect(diagnostic.specPointer == "/components/schemas/Pet/properties/tags/items/enum")
            #expect(diagnostic.instancePointer == "/tags/1")
        }
    }
}
