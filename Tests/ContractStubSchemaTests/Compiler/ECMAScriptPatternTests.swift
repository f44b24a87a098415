import Foundation
import Testing

@testable import ContractStubSchema

extension JSONSchemaTests {
    /// `pattern` is ECMA-262 (JSON Schema's rule), and a pattern that cannot be compiled turns off that keyword alone.
    @Suite struct ECMAScriptPatternTests {
        @Test(arguments: [
            // Named groups with `_` (ICU names allow letters and digits only) and their backreferences.
            (#"^(?<item_id>[a-z0-9-]{3,5}):(?<rest_of_path>.*)$"#, ["ab-1:x/y", "abc:"], ["ab:x", "ABC:x", "abc:x\n"]),
            (#"^(?<first_half>a|b)\k<first_half>$"#, ["aa", "bb"], ["ab", "a"]),
            // ASCII meanings of \d, \w, \b and ECMAScript's \s.
            (#"^\d+$"#, ["042"], ["\u{0664}\u{0662}", "4a"]),
            (#"^\w+$"#, ["a_Z9"], ["\u{e9}", "a-b"]),
            (#"\bcole"#, ["la cole", "\u{e9}cole"], ["acole"]),
            (#"^\s$"#, ["\u{feff}", "\u{b}", "\u{2029}"], ["\u{85}", "x"]),
            (#"^[\w-.]+$"#, ["a-b.c_d"], ["a b"]),
            (#"^[^\d\s]$"#, ["a"], ["1", " "]),
            // `$` is the end of the input, `.` stops only at the four line terminators, \cX, \v, \u{…}.
            (#"^abc$"#, ["abc"], ["abc\n"]),
            (#"^.$"#, ["\u{85}"], ["\n", "\u{2028}"]),
            (#"^\cc\v\u{1F600}$"#, ["\u{3}\u{b}\u{1F600}"], ["cv"]),
            // Annex B literals: braces that are no quantifier, `]` outside a class; [] and [^].
            (#"^{a}]x{1,2}$"#, ["{a}]xx"], ["{a}]"]),
            (#"^a[]?$"#, ["a"], ["ab"]),
            (#"^[^]$"#, ["\n"], ["", "ab"]),
            // Unicode properties go to ICU as written.
            (#"^\p{Letter}cole$"#, ["\u{e9}cole"], ["1cole"]),
        ])
        func patternsReadAsECMAScript(pattern: String, matching: [String], notMatching: [String]) throws {
            let compiled = try #require(SchemaPattern(pattern), "\(pattern) did not compile")
            for text in matching { #expect(compiled.matches(text), "\(pattern) should match \(text.debugDescription)") }
            for text in notMatching { #expect(!compiled.matches(text), "\(pattern) should not match \(text.debugDescription)") }
        }

        /// ICU cannot bound `a+` inside a lookbehind: the keyword is off (with a warning), the schema around it is on.
        @Test func anUncompilablePatternDisablesThatKeywordOnly() throws {
            let fixture = try SchemaFixture(
                #"""
                {"type": "object", "required": ["success"], "properties": {
                  "success": {"type": "boolean"}, "items": {"type": "array"},
                  "id": {"type": "string", "pattern": "(?<=a+)b", "maxLength": 3}}}
                """#)
            let schema = try fixture.schema()
            let wrongTypes = try schema.codes(#"{"success": "yes", "items": 42}"#)
            #expect(wrongTypes == ["schema.type", "schema.type"])
            let tooLong = try schema.codes(#"{"success": true, "id": "zzzz"}"#)
            #expect(tooLong == ["schema.max-length"])
            let valid = try schema.accepts(#"{"success": true, "id": "zz"}"#)
            #expect(valid)
            let warnings = fixture.compiler.warnings
            #expect(warnings.map(\.code) == ["schema.pattern.invalid"])
            #expect(warnings.first?.severity == .warning)
            #expect(warnings.first?.specPointer == "/properties/id/pattern")
        }

        /// A `patternProperties` key that cannot be compiled turns off `additionalProperties` too (which names it
        /// would match is unknown), never `properties` or the rest.
        @Test func anUncompilablePatternPropertyDisablesAdditionalPropertiesToo() throws {
            let fixture = try SchemaFixture(
                #"""
                {"type": "object", "properties": {"a": {"type": "integer"}},
                 "patternProperties": {"(?<=x+)y": {"type": "string"}, "^n_": {"type": "number"}},
                 "additionalProperties": false}
                """#)
            let schema = try fixture.schema()
            let codes = try schema.codes(#"{"a": "1", "n_1": "2", "other": 3}"#)
            #expect(codes == ["schema.type", "schema.type"])
            #expect(fixture.compiler.warnings.first?.specPointer == "/patternProperties/(?<=x+)y")
        }

        /// Seeded random patterns: the schema around the pattern always compiles and checks, and a pattern that did
        /// not compile is never silent (it has its warning).
        @Test(arguments: 0..<40)
        func randomPatternsNeverSwitchTheSchemaOff(seed: Int) throws {
            var random = SeededGenerator(seed: UInt64(seed))
            let atoms = [
                "a", "_", "\\d", "\\w", "\\s", "\\b", "\\k<n_1>", "(?<n_1>", "(?:", "(?=", "(?<=", "(", ")", "[", "]", "[^", "{",
                "}", "{2,3}", "*", "+", "?", "|", "^", "$", ".", "\\p{L}", "\\u{41}", "\\c", "\\", "-", "\u{e9}",
            ]
            for _ in 0..<25 {
                let pattern = (0..<Int.random(in: 1...8, using: &random)).map { _ in atoms.randomElement(using: &random)! }.joined()
                let text = JSONValue.string(pattern).serialized()
                let fixture = try SchemaFixture(
                    #"{"type": "object", "required": ["p"], "properties": {"p": {"type": "string", "pattern": \#(text)}}}"#)
                let schema: Schema
                do {
                    schema = try fixture.schema()
                } catch {
                    Issue.record("\(pattern.debugDescription) made the schema fail to compile: \(error)")
                    continue
                }
                let missing = try schema.codes("{}")
                let wrongType = try schema.codes(#"{"p": 1}"#)
                #expect(missing == ["schema.required"], "\(pattern.debugDescription)")
                #expect(wrongType == ["schema.type"], "\(pattern.debugDescription)")
                let warned = fixture.compiler.warnings.map(\.code) == ["schema.pattern.invalid"]
                #expect((SchemaPattern(pattern) == nil) == warned, "\(pattern.debugDescription)")
            }
        }
    }
}
