import Testing

@testable import ContractStubSyntax

@Suite("Concurrent maps")
struct ConcurrentMapTests {
    @Test(arguments: [0, 1, 7, 8, 9, 100])
    func interleavedSlicesComeBackInIndexOrder(count: Int) {
        #expect(concurrentMapInterleaved(count: count) { $0 * 3 } == (0..<count).map { $0 * 3 })
    }

    @Test func moreSlicesThanItemsLeaveNoGaps() {
        #expect(concurrentMapInterleaved(count: 3, slices: 16) { "item \($0)" } == ["item 0", "item 1", "item 2"])
    }
}
