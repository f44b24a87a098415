import Foundation
import Testing

@testable import ContractStubSchema

extension JSONSchemaTests {
    @Suite struct AssertionKeywordTests {
        @Test func typeAcceptsListedTypesAndIntegersAsNumbers() throws {
            let schema = try compileSchema(#"{"type": ["number", "null"]}"#)
            #expect(try schema.accepts("1"))
            #expect(try schema.accepts("1.5"))
            #expect(try schema.accepts("null"))
            #expect(try !schema.accepts(#""1""#))
            #expect(try compileSchema(#"{"type": "integer"}"#).accepts("2.0"))
            #expect(try !compileSchema(#"{"type": "integer"}"#).accepts("2.5"))
        }

        @Test func enumAndConstCompareAsJSON() throws {
            let schema = try compileSchema(#"{"enum": [1, "a", {"k": [true]}]}"#)
            #expect(try schema.accepts("1.0"))
            #expect(try schema.accepts(#"{"k": [true]}"#))
            #expect(try !schema.accepts("true"))
            #expect(try !compileSchema(#"{"const": "\u00e9"}"#).accepts(#""e\u0301""#))
        }

        @Test func numericBounds() throws {
            let schema = try compileSchema(#"{"minimum": 1, "exclusiveMaximum": 3, "multipleOf": 0.5}"#)
            #expect(try schema.accepts("2.5"))
            #expect(try schema.codes("0.5") == ["schema.minimum"])
            #expect(try schema.codes("3") == ["schema.exclusive-maximum"])
            #expect(try schema.codes("1.2") == ["schema.multiple-of"])
            #expect(try schema.accepts(#""not a number""#))
        }

        @Test func stringLengthCountsCodePointsAndPatternIsUnanchored() throws {
            let schema = try compileSchema(#"{"minLength": 2, "maxLength": 3, "pattern": "[0-9]"}"#)
            #expect(try schema.accepts(#""a1""#))
            #expect(try schema.codes(#""1""#) == ["schema.min-length"])
            #expect(try schema.codes(#""ab12""#) == ["schema.max-length"])
            #expect(try schema.codes(#""abc""#) == ["schema.pattern"])
            #expect(try compileSchema(#"{"maxLength": 1}"#).accepts(#""\ud83d\ude00""#))
        }

        @Test func arrayAndObjectCounts() throws {
            let array = try compileSchema(#"{"minItems": 1, "maxItems": 2, "uniqueItems": true}"#)
            #expect(try array.codes("[]") == ["schema.min-items"])
            #expect(try array.codes("[1, 2, 3]") == ["schema.max-items"])
            #expect(try array.codes("[1, 1.0]") == ["schema.unique-items"])
            let object = try compileSchema(#"{"minProperties": 1, "maxProperties": 1, "required": ["a"]}"#)
            #expect(try object.codes("{}") == ["schema.min-properties", "schema.required"])
            #expect(try object.codes(#"{"a": 1, "b": 2}"#) == ["schema.max-properties"])
        }

        @Test func dependentRequiredAndDraft4Dependencies() throws {
            #expect(try compileSchema(#"{"dependentRequired": {"a": ["b"]}}"#).codes(#"{"a": 1}"#) == ["schema.dependent-required"])
            let draft4 = try compileSchema(#"{"dependencies": {"a": ["b"], "c": {"required": ["d"]}}}"#, dialect: .draft4)
            #expect(try draft4.codes(#"{"a": 1, "c": 2}"#) == ["schema.dependencies", "schema.required"])
            #expect(try draft4.accepts(#"{"b": 1, "d": 2}"#))
        }

        @Test func invalidPatternIsAWarningNotACompileError() throws {
            let fixture = try SchemaFixture(#"{"properties": {"a": {"pattern": "(unclosed"}}}"#)
            _ = try fixture.schema()
            #expect(fixture.compiler.warnings.map(\.code) == ["schema.pattern.invalid"])
            #expect(fixture.compiler.warnings.first?.specPointer == "/properties/a/pattern")
        }

        @Test func aRepeatedPatternCompilesOnceAndChecksEverywhere() throws {
            let fixture = try SchemaFixture(
                #"{"properties": {"a": {"pattern": "^x"}, "b": {"pattern": "^x"}, "c": {"pattern": "(unclosed"}, "d": {"pattern": "(unclosed"}}}"#
            )
            let schema = try fixture.schema()
            #expect(try schema.accepts(#"{"a": "x1", "b": "x2"}"#))
            #expect(try schema.codes(#"{"a": "y", "b": "x"}"#) == ["schema.pattern"])
            #expect(try schema.codes(#"{"a": "x", "b": "y"}"#) == ["schema.pattern"])
            // The same source gives the same compiled pattern; one that does not compile is still warned about at
            // every place it is written.
            #expect(fixture.compiler.pattern("^x") === fixture.compiler.pattern("^x"))
            #expect(fixture.compiler.warnings.map(\.specPointer) == ["/properties/c/pattern", "/properties/d/pattern"])
        }

        @Test func wrongKeywordValueTypeIsACompileError() {
            let error = compilationError { () throws(SchemaCompilationError) in try compileSchemaTyped(#"{"minimum": "3"}"#) }
            #expect(error?.diagnostic.code == "schema.invalid")
            #expect(error?.diagnostic.message == #"'minimum' must be a number, found string "3""#)
        }
    }
}

extension JSONSchemaTests {
    @Suite struct PatternEngineWarmUpTests {
        @Test func patternsCompiledWhileTheWarmUpRunsCheckAsUsual() throws {
            PatternEngineWarmUp.start(ifPatternsIn: Data(#"{"type": "string", "pattern": "^a"}"#.utf8))
            let verdicts = concurrentMap(count: 8) { index in
                (try? compileSchema(#"{"pattern": "^[a-z]+\#(index)$"}"#)).map { schema in
                    (try? schema.accepts("\"abc\(index)\""), try? schema.accepts("\"ABC\(index)\""))
                }
            }
            for verdict in verdicts {
                #expect(verdict?.0 == true)
                #expect(verdict?.1 == false)
            }
        }
    }
}
