import Foundation
import Testing

@testable import ContractStubCore

@Suite("Plans built on first use")
struct LazyPlansTests {
    /// Counts how often a plan is made.
    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        func increment() { lock.withLock { value += 1 } }
        var count: Int { lock.withLock { value } }
    }

    @Test func makesEachPlanOnceEvenWhenAskedFromManyThreadsAtOnce() {
        let plans = LazyPlans<String, Int>()
        let made = Counter()
        let answers = concurrentMap(count: 200) { index in
            plans.plan(for: index.isMultiple(of: 2) ? "even" : "odd") {
                made.increment()
                return index % 2
            }
        }
        #expect(made.count == 2)
        #expect(answers.enumerated().allSatisfy { $0.element == $0.offset % 2 })
    }

    @Test func validatorsAnswerTheSameWhateverOrderOperationsAreFirstMet() throws {
        let contract = try Contract(contentsOf: SpecTestSupport.spec("petstore.json"))
        let request = HTTPRequest(method: "GET", url: URL(string: "https://petstore.example.com/v1/pets?limit=0")!)
        let warmed = RequestValidator(contract: contract)
        _ = warmed.validate(HTTPRequest(method: "GET", url: URL(string: "https://petstore.example.com/v1/pets/1")!))
        let fresh = RequestValidator(contract: contract)
        #expect(warmed.validate(request).diagnostics == fresh.validate(request).diagnostics)
        #expect(!fresh.validate(request).diagnostics.isEmpty)
    }
}
