import Testing

@_spi(ContractStubSpecialized) @testable import ContractStubCore

/// A memo computes each key's value once, keeps at most its limit (the first keys), and keeps nothing for a failure.
@Suite struct BoundedMemoTests {
    private struct Refused: Error {}

    @Test func aValueIsMadeOncePerKey() {
        let memo = BoundedMemo<String, Int>()
        var made = 0
        let make = { () -> Int in
            made += 1
            return made
        }
        #expect(memo.value(for: "a", make: make) == 1)
        #expect(memo.value(for: "a", make: make) == 1)
        #expect(memo.value(for: "b", make: make) == 2)
        #expect(made == 2)
    }

    @Test func aFailureKeepsNothing() throws {
        let memo = BoundedMemo<String, Int>()
        #expect(throws: Refused.self) { try memo.value(for: "a") { () throws(Refused) -> Int in throw Refused() } }
        #expect(memo.value(for: "a") { 7 } == 7)
    }

    @Test func aFullTableKeepsItsKeysAndComputesOthersEveryTime() {
        let memo = BoundedMemo<Int, Int>()
        let limit = BoundedMemo<Int, Int>.limit
        for key in 0..<limit { _ = memo.value(for: key) { key } }
        var made = 0
        let make = { () -> Int in
            made += 1
            return limit
        }
        for _ in 0..<3 { #expect(memo.value(for: limit, make: make) == limit) }  // past the limit: made each time
        #expect(made == 3)
        #expect(memo.value(for: 0) { -1 } == 0)  // the first keys stay
        #expect(memo.value(for: limit - 1) { -1 } == limit - 1)
    }
}
