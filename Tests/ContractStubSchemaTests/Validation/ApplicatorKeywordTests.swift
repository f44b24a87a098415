import Testing

@testable import ContractStubSchema

extension JSONSchemaTests {
    @Suite struct ApplicatorKeywordTests {
        @Test func contentSchemaIsAssertedForJSONTextButNotForEncodedContent() throws {
            let plain = try compileSchema(
                #"{"contentMediaType": "application/json", "contentSchema": {"required": ["foo"]}}"#)
            #expect(try plain.accepts(#""{\"foo\": 1}""#))
            #expect(try !plain.accepts(#""{\"bar\": 1}""#))
            // base64 of {"boo": 20}: the encoded text is not decoded, so contentSchema is only an annotation.
            let encoded = try compileSchema(
                #"{"contentMediaType": "application/json", "contentEncoding": "base64", "contentSchema": {"required": ["foo"]}}"#)
            #expect(try encoded.accepts(#""eyJib28iOiAyMH0=""#))
        }

        @Test func propertiesPatternPropertiesAndAdditionalProperties() throws {
            let schema = try compileSchema(
                #"{"properties": {"a": {"type": "integer"}}, "patternProperties": {"^x-": {"type": "string"}}, "additionalProperties": false}"#
            )
            #expect(try schema.accepts(#"{"a": 1, "x-y": "z"}"#))
            #expect(try schema.codes(#"{"a": "1", "x-y": 2, "b": 0}"#) == ["schema.type", "schema.type", "schema.additional-properties"])
        }

        @Test func itemsPrefixItemsAndContains() throws {
            let schema = try compileSchema(
                #"{"prefixItems": [{"type": "string"}], "items": {"type": "integer"}, "contains": {"const": 5}, "maxContains": 1}"#)
            #expect(try schema.accepts(#"["a", 5, 6]"#))
            #expect(try schema.codes(#"["a", 6]"#) == ["schema.contains"])
            #expect(try schema.codes(#"["a", 5, 5]"#) == ["schema.max-contains"])
            #expect(try schema.codes(#"[1, 5]"#) == ["schema.type"])
        }

        @Test func draft4ItemsArrayWithAdditionalItems() throws {
            let schema = try compileSchema(#"{"items": [{"type": "string"}], "additionalItems": false}"#, dialect: .draft4)
            #expect(try schema.accepts(#"["a"]"#))
            #expect(try schema.codes(#"["a", 1]"#) == ["schema.additional-items"])
        }

        @Test func allOfAnyOfNot() throws {
            let schema = try compileSchema(
                #"{"allOf": [{"minimum": 1}], "anyOf": [{"type": "integer"}, {"maximum": 2}], "not": {"const": 2}}"#)
            #expect(try schema.accepts("3"))
            #expect(try schema.accepts("1.5"))
            #expect(try schema.codes("2") == ["schema.not"])
            #expect(try !schema.accepts("2.5"))
        }

        @Test func ifThenElse() throws {
            let schema = try compileSchema(#"{"if": {"minimum": 10}, "then": {"multipleOf": 5}, "else": {"maximum": 3}}"#)
            #expect(try schema.accepts("15"))
            #expect(try schema.codes("12") == ["schema.multiple-of"])
            #expect(try schema.codes("4") == ["schema.maximum"])
        }

        @Test func propertyNamesAndDependentSchemas() throws {
            let schema = try compileSchema(#"{"propertyNames": {"maxLength": 2}, "dependentSchemas": {"a": {"required": ["b"]}}}"#)
            #expect(try schema.accepts(#"{"a": 1, "b": 2}"#))
            #expect(try schema.codes(#"{"abc": 1}"#) == ["schema.max-length"])
            #expect(try schema.codes(#"{"a": 1}"#) == ["schema.required"])
        }

        @Test func unevaluatedPropertiesSeesThroughAllOfRefAndConditionals() throws {
            let schema = try compileSchema(
                ##"""
                {"$defs": {"base": {"properties": {"kind": {}}}},
                 "allOf": [{"$ref": "#/$defs/base"}],
                 "if": {"properties": {"kind": {"const": "a"}}}, "then": {"properties": {"extra": {}}},
                 "unevaluatedProperties": false}
                """##)
            #expect(try schema.accepts(#"{"kind": "a", "extra": 1}"#))
            #expect(try schema.codes(#"{"kind": "b", "extra": 1}"#) == ["schema.unevaluated-properties"])
        }

        @Test func unevaluatedItemsSeesPrefixItemsAndContains() throws {
            let schema = try compileSchema(
                #"{"prefixItems": [{"type": "string"}], "anyOf": [{"contains": {"const": 1}}], "unevaluatedItems": false}"#)
            #expect(try schema.accepts(#"["a", 1, 1]"#))
            #expect(try schema.codes(#"["a", 1, 2]"#) == ["schema.unevaluated-items"])
        }

        @Test func booleanSchemas() throws {
            #expect(try compileSchema("true").accepts("{}"))
            #expect(try compileSchema("false").codes("{}") == ["schema.false"])
            #expect(try compileSchema(#"{"properties": {"a": false}}"#).codes(#"{"a": 1}"#) == ["schema.false"])
        }
    }
}
