import Foundation
import Testing

@testable import ContractStubCore
@testable import ContractStubSchema
@testable import ContractStubSyntax

extension HardeningTests {
    /// A `pattern` with nested quantifiers backtracks exponentially in ICU; matching gives up after
    /// ``SchemaPattern/matchTimeLimit`` and reports the string as a violation saying why.
    @Suite struct PatternTimeLimitTests {
        static let catastrophic = String(repeating: "a", count: 40) + "!"

        @Test func aCatastrophicPatternGivesUpWithAClearMessage() throws {
            let schema = try compileSchema(#"{"pattern": "^(a+)+$"}"#)
            let start = DispatchTime.now().uptimeNanoseconds
            let diagnostics = schema.validate(.string(Self.catastrophic))
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            #expect(diagnostics.map(\.code) == ["schema.pattern"])
            #expect(diagnostics.first?.message.contains("gave up matching pattern '^(a+)+$' after 0.1 s") == true)
            #expect(seconds < 2, "took \(seconds) s")
        }

        @Test func manyCatastrophicStringsCostTheLimitEach() throws {
            let schema = try compileSchema(#"{"items": {"pattern": "^(a+)+$"}}"#)
            let strings = JSONValue.array(Array(repeating: .string(Self.catastrophic), count: 10))
            let start = DispatchTime.now().uptimeNanoseconds
            #expect(!schema.isValid(strings))
            #expect(schema.validate(strings).count == 10)
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            #expect(seconds < 11 * 2 * SchemaPattern.matchTimeLimit + 2, "took \(seconds) s")
        }

        @Test func ordinaryMatchesAreUnaffected() throws {
            let schema = try compileSchema(#"{"pattern": "^(a+)+$"}"#)
            #expect(schema.isValid(.string(String(repeating: "a", count: SchemaPattern.maximumInputLength))))
            #expect(!schema.isValid("b"))
        }
    }
}
