import ContractStubCore

/// What the stub's remembered answers are keyed by (``BoundedMemo``), so that a stub that answers the same way many
/// times synthesizes and checks that answer once.
///
/// Both are pure functions of their keys: the spec's answer (and its check) is deterministic given the operation,
/// status, example, content type, the request's `Accept` and whether the request was `HEAD`; a check of an answer the
/// test changed (its body or headers) depends only on the response, the operation and whether the request was `HEAD`.
/// The spec's answer is remembered with its findings, so answering it again hashes a few small fields rather than the
/// whole response.
enum ResponseMemo {
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
}
