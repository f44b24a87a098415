/// What chooses the mock's answer from the spec: the operation, `Prefer`, `Accept` and whether the method is `HEAD`,
/// and nothing else, so the answer and its check can be remembered by it (``BoundedMemo``).
struct AnswerKey: Hashable, Sendable {
    let operation: Contract.Operation.ID
    let preferences: MockPreferences
    let accept: String?
    let isHead: Bool
}
