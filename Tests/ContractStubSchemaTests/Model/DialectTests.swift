import Testing

@testable import ContractStubSchema

extension JSONSchemaTests {
    @Suite struct DialectTests {
        @Test func openAPI30NullableAllowsNullWhateverElseIsSaid() throws {
            let schema = try compileSchema(#"{"type": "string", "nullable": true, "enum": ["a"]}"#, dialect: .openAPI30)
            #expect(try schema.accepts("null"))
            #expect(try schema.accepts(#""a""#))
            #expect(try !schema.accepts(#""b""#))
            #expect(try !compileSchema(#"{"type": "string"}"#, dialect: .openAPI30).accepts("null"))
            #expect(try !compileSchema(#"{"type": "string", "nullable": true}"#, dialect: .draft2020_12).accepts("null"))
        }

        @Test func booleanExclusiveBoundsInOpenAPI30AndDraft4() throws {
            for dialect in [SchemaDialect.openAPI30, .draft4] {
                let schema = try compileSchema(
                    #"{"maximum": 3, "exclusiveMaximum": true, "minimum": 1, "exclusiveMinimum": false}"#, dialect: dialect)
                #expect(try schema.codes("3") == ["schema.maximum"])
                #expect(try schema.accepts("1"))
            }
            #expect(try compileSchema(#"{"exclusiveMaximum": 3}"#).codes("3") == ["schema.exclusive-maximum"])
        }

        @Test func typeArraysInDraft4And2020() throws {
            for dialect in [SchemaDialect.draft4, .draft2020_12] {
                let schema = try compileSchema(#"{"type": ["integer", "string"]}"#, dialect: dialect)
                #expect(try schema.accepts("1"))
                #expect(try schema.accepts(#""a""#))
                #expect(try schema.codes("true") == ["schema.type"])
            }
        }

        @Test func refReplacesSiblingsOnlyBefore2020() throws {
            let json =
                ##"{"$defs": {"int": {"type": "integer"}}, "definitions": {"int": {"type": "integer"}}, "properties": {"a": {"$ref": "#/definitions/int", "maximum": 1}}}"##
            #expect(try compileSchema(json, dialect: .openAPI30).accepts(#"{"a": 5}"#))
            #expect(try compileSchema(json, dialect: .draft2020_12).codes(#"{"a": 5}"#) == ["schema.maximum"])
        }

        @Test func schemaKeywordSwitchesDialect() throws {
            let schema = try compileSchema(
                #"{"$schema": "http://json-schema.org/draft-04/schema#", "maximum": 3, "exclusiveMaximum": true}"#)
            #expect(try schema.codes("3") == ["schema.maximum"])
        }

        @Test func twentyTwentyKeywordsAreIgnoredInDraft4() throws {
            let schema = try compileSchema(#"{"const": 1, "prefixItems": [false], "dependentRequired": {"a": ["b"]}}"#, dialect: .draft4)
            #expect(try schema.accepts(#"{"a": 2}"#))
            #expect(try schema.accepts("[2]"))
        }
    }
}
