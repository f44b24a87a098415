/// The spec's answers the mock has made and checked, by what chooses them, so that a request asked again costs neither
/// the synthesis nor the check again (a 150 KB example is serialized and checked once, not per request). Both are
/// deterministic: the answer depends on the operation, `Prefer`, `Accept` and whether the method is `HEAD` alone, as
/// the runtime's `ResponseMemo` assumes. At most ``limit`` entries, so clients varying `Accept` cannot grow it without
/// end. Thread-safe.
final class AnswerMemo: Sendable {
    /// What chooses an answer.
    struct Key: Hashable, Sendable {
        let operation: Contract.Operation.ID
        let preferences: MockPreferences
        let accept: String?
        let isHead: Bool
    }

    /// An answer and the findings of its check.
    struct Entry: Sendable {
        let response: HTTPResponse
        let findings: [Diagnostic]
    }

    /// The most entries kept; later answers are made each time.
    static let limit = 512

    private let entries = Locked([Key: Entry]())

    /// The entry of `key`, made by `make` the first time (a failure is not kept).
    func entry(for key: Key, make: () throws(SynthesisError) -> Entry) throws(SynthesisError) -> Entry {
        if let known = entries.withLock({ $0[key] }) { return known }
        let made = try make()
        entries.withLock { entries in
            if entries.count < Self.limit { entries[key] = made }
        }
        return made
    }
}
