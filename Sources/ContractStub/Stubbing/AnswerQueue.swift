import ContractStubCore

/// The answers configured for one operation, used in order; the last one repeats for every later request.
struct AnswerQueue: Sendable {
    private var answers: [StubResponse]

    /// A queue of `answers` (not empty).
    init(_ answers: [StubResponse]) {
        precondition(!answers.isEmpty, "a stub needs at least one answer")
        self.answers = answers
    }

    /// The next answer.
    mutating func next() -> StubResponse {
        answers.count > 1 ? answers.removeFirst() : answers[0]
    }
}
