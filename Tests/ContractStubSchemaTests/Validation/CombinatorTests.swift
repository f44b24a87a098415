import Testing

@testable import ContractStubSchema

extension JSONSchemaTests {
    @Suite struct CombinatorTests {
        static let pets = ##"""
            {"components": {"schemas": {
              "Pet": {"oneOf": [{"$ref": "#/components/schemas/Cat"}, {"$ref": "#/components/schemas/Dog"}],
                      "discriminator": {"propertyName": "petType", "mapping": {"dog": "#/components/schemas/Dog"}}},
              "Cat": {"type": "object", "required": ["petType", "lives"], "properties": {"petType": {"type": "string"}, "lives": {"type": "integer"}}},
              "Dog": {"type": "object", "required": ["petType", "bark"], "properties": {"petType": {"type": "string"}, "bark": {"type": "boolean"}}},
              "Shape": {"anyOf": [{"type": "string"},
                                  {"type": "object", "required": ["sides", "name"], "properties": {"sides": {"type": "integer"}}}]}}}}
            """##

        @Test func discriminatorSelectsOneBranchByMappingOrName() throws {
            let pet = try SchemaFixture(Self.pets, dialect: .openAPI30).schema("/components/schemas/Pet")
            #expect(try pet.accepts(#"{"petType": "Cat", "lives": 9}"#))
            #expect(try pet.accepts(#"{"petType": "dog", "bark": true}"#))
            let diagnostics = pet.validate(try instance(#"{"petType": "Cat", "lives": "nine"}"#))
            #expect(diagnostics.map(\.code) == ["schema.type"])
            #expect(diagnostics.first?.specPointer == "/components/schemas/Cat/properties/lives/type")
            #expect(diagnostics.first?.instancePointer == "/lives")
        }

        @Test func discriminatorReportsMissingValueAndLeavesUnknownOnesToTheBranches() throws {
            let pet = try SchemaFixture(Self.pets, dialect: .openAPI30).schema("/components/schemas/Pet")
            let missing = pet.validate(try instance(#"{"lives": 9}"#))
            #expect(missing.map(\.message) == ["missing discriminator property 'petType'"])
            #expect(missing.first?.specPointer == "/components/schemas/Pet/discriminator")
            // A value the discriminator does not know may still be one a branch accepts; failing, the closest branch speaks.
            #expect(try pet.accepts(#"{"petType": "Bird", "lives": 9}"#))
            let unknown = pet.validate(try instance(#"{"petType": "Bird"}"#))
            #expect(unknown.map(\.code) == ["schema.required"])
            #expect(unknown.first?.specPointer == "/components/schemas/Cat/required")
        }

        @Test func withoutDiscriminatorTheClosestBranchIsReported() throws {
            let shape = try SchemaFixture(Self.pets, dialect: .openAPI30).schema("/components/schemas/Shape")
            let diagnostics = shape.validate(try instance(#"{"sides": "four"}"#))
            #expect(diagnostics.map(\.code) == ["schema.required", "schema.type"])
            #expect(
                diagnostics.map(\.specPointer) == [
                    "/components/schemas/Shape/anyOf/1/required", "/components/schemas/Shape/anyOf/1/properties/sides/type",
                ])
        }

        @Test func oneOfWithSeveralMatchesSaysWhich() throws {
            let schema = try compileSchema(#"{"oneOf": [{"type": "integer"}, {"minimum": 0}, {"maximum": -5}]}"#)
            #expect(try schema.accepts("-7.5"))
            let diagnostics = schema.validate(3)
            #expect(diagnostics.map(\.message) == ["expected exactly one oneOf branch to match, found 2 (branches 0, 1)"])
        }
    }
}
