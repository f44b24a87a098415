import Foundation
import Testing

@testable import ContractStubCore

extension SynthesisTests {
    @Suite struct ValueSynthesizerTests {
        /// Schemas whose synthesized value must validate, with the value expected (nil: only validity is checked).
        @Test(
            arguments: [
                (#"{"type": "integer", "minimum": 5, "maximum": 9}"#, "5"),
                (#"{"type": "integer", "exclusiveMinimum": 5}"#, "6"),
                (#"{"type": "number", "maximum": -3.5}"#, nil),
                (#"{"type": "integer", "minimum": 1, "multipleOf": 7}"#, "7"),
                (#"{"type": "number", "exclusiveMaximum": 0, "multipleOf": 0.5}"#, nil),
                (#"{"type": "integer", "multipleOf": 0.25, "minimum": 0.1}"#, "1"),
                (#"{"type": "string", "minLength": 10}"#, #""stringxxxx""#),
                (#"{"type": "string", "maxLength": 3}"#, #""str""#),
                (#"{"type": "string", "format": "date-time"}"#, #""2024-01-01T00:00:00Z""#),
                (#"{"type": "string", "format": "uuid"}"#, nil), (#"{"type": "string", "format": "email"}"#, nil),
                (#"{"type": "string", "format": "ipv6"}"#, nil), (#"{"type": "string", "format": "byte"}"#, nil),
                (#"{"type": "string", "format": "date"}"#, nil), (#"{"type": "string", "format": "time"}"#, nil),
                (#"{"type": "string", "format": "uri"}"#, nil), (#"{"type": "string", "format": "ipv4"}"#, nil),
                (#"{"type": "string", "pattern": "^[a-z0-9-]+$"}"#, #""a""#),
                (#"{"type": "string", "pattern": "^\\d{3}-\\d{4}$"}"#, #""000-0000""#),
                (#"{"type": "string", "pattern": "^(cat|dog)s?$", "minLength": 4}"#, #""cats""#),
                (#"{"enum": ["b", "a"]}"#, #""b""#), (#"{"const": {"x": 1}}"#, #"{"x": 1}"#),
                (#"{"type": "string", "example": "rex", "default": "d"}"#, #""rex""#),
                (#"{"type": "integer", "example": "not a number", "default": 3}"#, "3"),
                (#"{"type": "integer", "examples": [7]}"#, "7"),
                (#"{"type": ["null", "boolean"]}"#, "true"),
                (#"{"type": "array", "items": {"type": "integer"}, "minItems": 3, "uniqueItems": true}"#, "[0, 1, 2]"),
                (#"{"type": "array", "items": {"type": "string", "format": "uuid"}, "minItems": 2, "uniqueItems": true}"#, nil),
                (
                    #"{"type": "array", "prefixItems": [{"type": "string"}, {"type": "integer"}], "items": false, "minItems": 2}"#,
                    #"["string", 1]"#
                ),
                (
                    #"{"type": "object", "minProperties": 2, "additionalProperties": {"type": "integer"}}"#,
                    #"{"property1": 0, "property2": 0}"#
                ),
                (
                    #"{"allOf": [{"type": "object", "required": ["a"], "properties": {"a": {"type": "integer", "minimum": 2}}}, {"required": ["b"], "properties": {"a": {"maximum": 4}, "b": {"type": "string"}}}]}"#,
                    #"{"a": 2, "b": "string"}"#
                ),
                (#"{"oneOf": [{"type": "integer", "minimum": 1}, {"type": "integer", "maximum": 5}]}"#, "0"),
                (#"{"anyOf": [{"type": "string", "pattern": "(?<=x)y"}, {"type": "boolean"}]}"#, "true"),
                (
                    ##"{"type": "object", "required": ["kids"], "properties": {"kids": {"type": "array", "items": {"$ref": "#"}}}, "additionalProperties": false}"##,
                    nil
                ),
                (#"{"not": {"type": "string"}, "type": ["string", "integer"]}"#, nil),
            ] as [(String, String?)])
        func synthesizesValidValues(schema: String, expected: String?) throws {
            let value = try synthesizeValid(try SchemaFixture(schema))
            if let expected {
                let expectedValue = try instance(expected)
                #expect(value == expectedValue, "got \(value?.serialized() ?? "nil")")
            }
        }

        @Test func openAPI30NullableAndBooleanExclusiveBounds() throws {
            let fixture = try SchemaFixture(
                #"{"components": {"schemas": {"N": {"type": "integer", "minimum": 0, "exclusiveMinimum": true, "nullable": true}}}}"#,
                dialect: .openAPI30)
            #expect(try synthesizeValid(fixture, "/components/schemas/N") == 1)
        }

        @Test func directionsLeaveOutReadOnlyAndWriteOnly() throws {
            let fixture = try SchemaFixture(
                #"""
                {"components": {"schemas": {"User": {"type": "object", "required": ["id", "password", "name"],
                  "properties": {"id": {"$ref": "#/components/schemas/Id"}, "password": {"type": "string", "writeOnly": true},
                                 "name": {"type": "string"}, "nick": {"type": "string"}, "tags": {"type": "array"}}},
                  "Id": {"type": "integer", "readOnly": true}}}}
                """#, dialect: .openAPI30)
            let response = try synthesizeValid(fixture, "/components/schemas/User", direction: .response)
            #expect(response == ["id": 0, "name": "string", "nick": "string"])
            let request = try synthesizeValid(fixture, "/components/schemas/User", direction: .request)
            #expect(request == ["password": "string", "name": "string", "nick": "string"])
            let minimal = try synthesizeValid(
                fixture, "/components/schemas/User", options: SynthesisOptions(includeOptionalScalars: false))
            #expect(minimal == ["id": 0, "name": "string"])
        }

        @Test func discriminatorSetsTheMappedValue() throws {
            let fixture = try SchemaFixture(
                #"""
                {"components": {"schemas": {
                  "Pet": {"oneOf": [{"$ref": "#/components/schemas/Cat"}, {"$ref": "#/components/schemas/Dog"}],
                          "discriminator": {"propertyName": "kind", "mapping": {"dog": "#/components/schemas/Dog"}}},
                  "Cat": {"type": "object", "required": ["kind", "claws"], "properties": {"kind": {"type": "string", "pattern": "^Cat$"}, "claws": {"type": "boolean"}}},
                  "Dog": {"type": "object", "required": ["kind"], "properties": {"kind": {"type": "string"}, "bark": {"type": "string"}},
                          "additionalProperties": false}}}}
                """#, dialect: .openAPI30)
            // The discriminator is a hint: the value must match Cat alone (Dog allows no `claws`), which it does.
            let pet = try synthesizeValid(fixture, "/components/schemas/Pet")
            #expect(pet == ["kind": "Cat", "claws": true])
            let dog = ValueSynthesizer(compiler: fixture.compiler).synthesize(
                documentURI: SchemaFixture.mainURI, pointer: "/components/schemas/Pet/oneOf/1")
            #expect(dog.value == ["kind": "string", "bark": "string"])
        }

        @Test func recursionStopsAtTheDepthLimit() throws {
            let fixture = try SchemaFixture(
                ##"{"type": "object", "required": ["name"], "properties": {"name": {"type": "string"}, "children": {"type": "array", "items": {"$ref": "#"}}, "parent": {"$ref": "#"}}}"##
            )
            #expect(try synthesizeValid(fixture, options: SynthesisOptions(maximumDepth: 2)) == ["name": "string"])
            let forced = try SchemaFixture(##"{"type": "object", "required": ["next"], "properties": {"next": {"$ref": "#"}}}"##)
            let result = ValueSynthesizer(compiler: forced.compiler, options: SynthesisOptions(maximumDepth: 2))
                .synthesize(documentURI: SchemaFixture.mainURI, pointer: .root)
            #expect(result.value == nil)
        }

        @Test func unsatisfiableAndUnsupportedSchemasSayWhy() throws {
            let unsupported = try SchemaFixture(#"{"type": "string", "pattern": "^(a)\\1$"}"#)
            let result = ValueSynthesizer(compiler: unsupported.compiler).synthesize(documentURI: SchemaFixture.mainURI, pointer: .root)
            #expect(result.value == nil)
            #expect(result.notes == [#"pattern '^(a)\1$' is not supported by the generator"#])
            let withExample = try SchemaFixture(#"{"type": "string", "pattern": "^(a)\\1$", "example": "aa", "x": false}"#)
            #expect(try synthesizeValid(withExample) == "aa")
            let contradictory = try SchemaFixture(#"{"type": "integer", "minimum": 5, "maximum": 4}"#)
            #expect(
                ValueSynthesizer(compiler: contradictory.compiler).synthesize(documentURI: SchemaFixture.mainURI, pointer: .root).value
                    == nil)
            let missing = ValueSynthesizer(compiler: contradictory.compiler).synthesize(
                documentURI: SchemaFixture.mainURI, pointer: "/nope")
            #expect(missing.notes == ["no schema at https://example.test/spec.json#/nope"])
        }

        @Test func isDeterministic() throws {
            let fixture = try SchemaFixture(
                #"{"type": "object", "properties": {"a": {"type": "string", "format": "uuid"}, "b": {"type": "number"}}}"#)
            let first = try synthesizeValid(fixture)
            #expect(try synthesizeValid(fixture) == first)
            #expect(first?.objectValue?.keys == ["a", "b"])
        }
    }

    @Suite struct PatternGeneratorTests {
        @Test(arguments: [
            (#"^[a-z0-9-]+$"#, "a"), (#"^\d{3}-\d{4}$"#, "000-0000"), (#"^[A-Z]{2,3}$"#, "AA"), (#"^(foo|bar)+$"#, "foo"),
            (#"^(?:v\d+)?\.x$"#, ".x"), (#"^[^abc]$"#, "d"), (#"^a.c$"#, "aac"), (#"^[\w.]+@[\w]+\.com$"#, "a@a.com"),
            (#"abc"#, "abc"), (#"^\$\{[a-z]\}$"#, "${a}"),
        ])
        func generatesMatchingStrings(pattern: String, expected: String) {
            #expect(PatternGenerator.string(matching: pattern) == expected)
        }

        @Test func honoursLengthBounds() {
            let text = PatternGenerator.string(matching: "^[a-z]+$", length: 5...8)
            #expect(text.map { (5...8).contains($0.count) } == true)
            #expect(PatternGenerator.string(matching: "^[a-z]{10}$", length: 0...5) == nil)
        }

        @Test(arguments: [#"^(a)\1$"#, #"(?=x)"#, #"\bword"#, #"[z-a]"#, #"a{x}"#, #"(unclosed"#, #"stray)"#, #"\p{L}+"#])
        func rejectsUnsupportedPatterns(pattern: String) {
            #expect(PatternGenerator.string(matching: pattern) == nil)
        }

        /// Found by fuzz-pattern: `{-4}` is literal text in ECMA-262, not a count of -4 (which crashed the generator);
        /// counts past the budget, alone or multiplied by nesting, give no text rather than a huge one.
        @Test(arguments: ["a{-4}", "a{+4}", "x{2,1}", "a{99999}", "(a{9999}){9999}", "a{1,99999999999}"])
        func signedReversedAndHugeCountsGiveNoText(pattern: String) {
            #expect(PatternGenerator.string(matching: pattern) == nil)
        }
    }
}
