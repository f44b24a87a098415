import Foundation
import Testing

@testable import ContractStubCore

extension SynthesisTests {
    /// Schemas the seeded stress corpus of `make differential` found answerable but refused: each has a value, and the
    /// synthesizer must find one (`synthesizeValid` checks it against the whole schema).
    @Suite struct OverlapSynthesisTests {
        /// `number` also admits every integer: only a fraction matches the `number` branch alone.
        @Test func aFractionTellsANumberBranchApartFromIntegerBranches() throws {
            let fixture = try SchemaFixture(#"{"oneOf": [{"type": "number", "minimum": 1}, {"type": "integer"}]}"#)
            #expect(try synthesizeValid(fixture) == .number(JSONNumber(Decimal(string: "1.5")!)))
        }

        /// The fraction honours the bounds and `multipleOf`; a whole `multipleOf` leaves no fraction, and no value.
        @Test func theFractionHonoursBoundsAndMultiples() throws {
            let bounded = try SchemaFixture(
                #"{"oneOf": [{"type": "number", "minimum": 4, "maximum": 5, "multipleOf": 0.25}, {"type": "integer"}]}"#)
            #expect(try synthesizeValid(bounded) == .number(JSONNumber(Decimal(string: "4.25")!)))
            let whole = try SchemaFixture(
                #"{"oneOf": [{"type": "number", "multipleOf": 2}, {"type": "integer", "multipleOf": 2}]}"#)
            let result = ValueSynthesizer(compiler: whole.compiler)
                .synthesize(documentURI: SchemaFixture.mainURI, pointer: .root, direction: .response)
            #expect(result.value == nil, "got \(result.value?.serialized() ?? "nil")")
        }

        /// A branch that closes its properties forbids the optional ones another branch declares.
        @Test func anOptionalPropertyAClosedBranchForbidsIsLeftOut() throws {
            let fixture = try SchemaFixture(
                #"""
                {"allOf": [
                  {"type": "object", "required": ["id"], "properties": {"id": {"type": "integer"}}, "additionalProperties": false},
                  {"type": "object", "properties": {"id": {"minimum": 2}, "note": {"type": "string"}}}]}
                """#)
            let options = SynthesisOptions()
            #expect(options.includeOptionalScalars, "the optional scalar 'note' would be filled in")
            #expect(try synthesizeValid(fixture, options: options) == ["id": 2])
        }

        /// An optional property is filled in only with a value its schema accepts: no string is `not` a string, so
        /// `note` is left out rather than sent invalid.
        @Test func anOptionalPropertyWithoutAValidValueIsLeftOut() throws {
            let fixture = try SchemaFixture(
                #"""
                {"type": "object", "required": ["id"], "properties": {"id": {"type": "integer"},
                  "note": {"type": "string", "not": {"type": "string"}}}}
                """#)
            #expect(try synthesizeValid(fixture) == ["id": 0])
        }

        /// Every `multipleOf` holds at once: 75 is the one multiple of 5 and 3 in range.
        @Test func aNumberIsACommonMultipleOfEveryMultipleOf() throws {
            let fixture = try SchemaFixture(
                #"{"allOf": [{"type": "integer", "multipleOf": 5, "minimum": 68}, {"maximum": 76, "multipleOf": 3}]}"#)
            #expect(try synthesizeValid(fixture) == 75)
        }

        /// The first integer matches two branches; the next one matches only the plain `integer` branch.
        @Test func anotherScalarIsTriedWhenTheFirstMatchesSeveralBranches() throws {
            let fixture = try SchemaFixture(
                #"{"oneOf": [{"type": "integer", "minimum": 20}, {"type": "integer"}, {"type": "integer", "multipleOf": 2}]}"#)
            #expect(try synthesizeValid(fixture) == 1)
        }

        /// Quantifiers grow together, so `[a-z]+[0-9]*` reaches only odd lengths: a length of 7 is one of them.
        @Test func aPatternReachesEveryLengthItsQuantifiersAllow() throws {
            let fixture = try SchemaFixture(#"{"type": "string", "pattern": "^[a-z]+[0-9]*$", "minLength": 7, "maxLength": 7}"#)
            let value = try synthesizeValid(fixture)
            #expect(value?.stringValue?.count == 7)
        }
    }
}
