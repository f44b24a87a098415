import Testing

@testable import ContractStubSchema

extension JSONSchemaTests {
    @Suite struct DirectionTests {
        let fixture: SchemaFixture

        init() throws {
            fixture = try SchemaFixture(
                ##"""
                {"components": {"schemas": {
                  "Id": {"type": "integer", "readOnly": true},
                  "User": {"type": "object", "required": ["id", "name", "password"],
                           "properties": {"id": {"$ref": "#/components/schemas/Id"}, "name": {"type": "string"},
                                          "password": {"type": "string", "writeOnly": true}}}}}}
                """##, dialect: .openAPI30)
        }

        @Test func requestRejectsReadOnlyAndDoesNotRequireIt() throws {
            let user = try fixture.schema("/components/schemas/User")
            #expect(try user.accepts(#"{"name": "a", "password": "p"}"#, direction: .request))
            let diagnostics = user.validate(try instance(#"{"id": 1, "name": "a", "password": "p"}"#), direction: .request)
            #expect(diagnostics.map(\.code) == ["schema.read-only"])
            #expect(diagnostics.first?.instancePointer == "/id")
            #expect(diagnostics.first?.message == "property 'id' is read-only and must not be sent in a request")
        }

        @Test func responseRejectsWriteOnlyAndDoesNotRequireIt() throws {
            let user = try fixture.schema("/components/schemas/User")
            #expect(try user.accepts(#"{"id": 1, "name": "a"}"#, direction: .response))
            #expect(try user.codes(#"{"id": 1, "name": "a", "password": "p"}"#, direction: .response) == ["schema.write-only"])
        }

        @Test func noDirectionIsPlainJSONSchema() throws {
            let user = try fixture.schema("/components/schemas/User")
            #expect(try user.accepts(#"{"id": 1, "name": "a", "password": "p"}"#))
            #expect(try user.codes(#"{"name": "a"}"#) == ["schema.required", "schema.required"])
        }
    }
}
