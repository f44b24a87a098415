import Foundation
import Testing

@testable import ContractStubSyntax

@Suite("Exact JSON numbers")
struct JSONNumberTests {
    @Test func integersAndEqualDecimalsAreTheSameValue() {
        #expect(JSONNumber(Decimal(string: "1.0")!) == JSONNumber(1))
        #expect(JSONNumber(Decimal(string: "1.0")!).int64Value == 1)
        #expect(Set([JSONNumber(2), JSONNumber(Decimal(2)), JSONNumber(2.0)]).count == 1)
    }

    @Test func ordersNumbersAcrossStorage() {
        #expect(JSONNumber(1) < JSONNumber(Decimal(string: "1.5")!))
        #expect(JSONNumber(Decimal(string: "-0.5")!) < JSONNumber(0))
        #expect(JSONNumber(1e300) > JSONNumber(Int64.max))
    }

    @Test(arguments: [
        ("0.3", "0.1", true), ("0.0075", "0.0001", true), ("10", "3", false), ("4.5", "1.5", true),
        ("19.99", "0.01", true), ("0.00751", "0.0001", false), ("1e308", "0.123456789", false),
    ])
    func checksMultiplesExactly(value: String, divisor: String, expected: Bool) throws {
        let number = try #require(try JSONValue(decoding: Data(value.utf8)).numberValue)
        let step = try #require(try JSONValue(decoding: Data(divisor.utf8)).numberValue)
        #expect(number.isMultiple(of: step) == expected)
    }

    @Test func knowsIntegers() {
        #expect(JSONNumber(Decimal(string: "12345678901234567890")!).isInteger)
        #expect(!JSONNumber(Decimal(string: "0.5")!).isInteger)
        #expect(JSONNumber(1e300).isInteger)
    }

    @Test func printsAsJSON() {
        #expect(JSONNumber(Decimal(string: "0.25")!).description == "0.25")
        #expect(JSONNumber(-3).description == "-3")
        #expect(JSONNumber(0.1).description == "0.1")
    }
}
