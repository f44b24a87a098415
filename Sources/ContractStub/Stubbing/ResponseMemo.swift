import ContractStubCore

/// Remembers what the engine said about stubbed responses, so a stub that answers the same way many times
/// synthesizes and checks that answer once.
///
/// Both are pure functions of their keys: synthesis is deterministic given the operation, status, example,
/// the request's `Accept` and whether the request was `HEAD`; a response check depends only on the response, the
/// operation and whether the request was `HEAD`. The spec's own answer is remembered with its findings, so answering
/// it again hashes a few small fields rather than the whole response; a response the test changed (its body or
/// headers) is remembered by the response. Each table is emptied when it reaches ``limit`` entries.
struct ResponseMemo: Sendable {
    /// What the spec's answer depends on.
    struct SynthesisKey: Hashable, Sendable {
        let operation: Contract.Operation.ID
        let status: Int?
        let example: String?
        let contentType: String?
        let accept: String?
        let isHead: Bool
    }

    /// What a check of a response depends on.
    struct CheckKey: Hashable, Sendable {
        let operation: Contract.Operation.ID
        let response: HTTPResponse
        let isHead: Bool
    }

    /// A response and the contract's findings about it.
    typealias CheckedResponse = (response: HTTPResponse, findings: [Diagnostic])

    /// The most entries kept per table.
    static let limit = 512

    private var synthesized: [SynthesisKey: Result<CheckedResponse, SynthesisError>] = [:]
    private var checked: [CheckKey: [Diagnostic]] = [:]

    subscript(key: SynthesisKey) -> Result<CheckedResponse, SynthesisError>? {
        get { synthesized[key] }
        set {
            if synthesized.count >= Self.limit { synthesized.removeAll() }
            synthesized[key] = newValue
        }
    }

    subscript(key: CheckKey) -> [Diagnostic]? {
        get { checked[key] }
        set {
            if checked.count >= Self.limit { checked.removeAll() }
            checked[key] = newValue
        }
    }
}
