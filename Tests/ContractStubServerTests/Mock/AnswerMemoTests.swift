import Foundation
import Testing

@testable import ContractStubServer

/// ``AnswerMemo``: each answer made once per key, failures not kept, at most ``AnswerMemo/limit`` entries.
@Suite struct AnswerMemoTests {
    private static func key(_ operation: Contract.Operation.ID, accept: String) -> AnswerMemo.Key {
        AnswerMemo.Key(operation: operation, preferences: MockPreferences([]), accept: accept, isHead: false)
    }

    @Test func makesEachAnswerOnceAndKeepsNoFailure() throws {
        let operation = try #require(MockFixture().contract.operations.first).id
        let memo = AnswerMemo()
        let made = Locked(0)
        let make = { () throws(SynthesisError) -> AnswerMemo.Entry in
            made.withLock { $0 += 1 }
            return AnswerMemo.Entry(response: HTTPResponse(status: 200), findings: [])
        }
        for _ in 0..<3 { _ = try memo.entry(for: Self.key(operation, accept: "a"), make: make) }
        #expect(made.withLock { $0 } == 1)
        let fail = { () throws(SynthesisError) -> AnswerMemo.Entry in
            made.withLock { $0 += 1 }
            throw SynthesisError(code: .stubStatusUndeclared, message: "no")
        }
        for _ in 0..<2 { #expect(throws: SynthesisError.self) { try memo.entry(for: Self.key(operation, accept: "b"), make: fail) } }
        #expect(made.withLock { $0 } == 3)
    }

    @Test func keepsAtMostItsLimit() throws {
        let operation = try #require(MockFixture().contract.operations.first).id
        let memo = AnswerMemo()
        let made = Locked(0)
        let make = { () throws(SynthesisError) -> AnswerMemo.Entry in
            made.withLock { $0 += 1 }
            return AnswerMemo.Entry(response: HTTPResponse(status: 200), findings: [])
        }
        for index in 0...AnswerMemo.limit { _ = try memo.entry(for: Self.key(operation, accept: "\(index)"), make: make) }
        _ = try memo.entry(for: Self.key(operation, accept: "0"), make: make)  // kept
        _ = try memo.entry(for: Self.key(operation, accept: "\(AnswerMemo.limit)"), make: make)  // over the limit: made again
        #expect(made.withLock { $0 } == AnswerMemo.limit + 2)
    }
}
