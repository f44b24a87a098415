import ContractStubCore

/// Remembers what the engine said about stubbed responses, so a stub that answers the same way many times
/// synthesizes and checks that answer once.
///
/// Both are pure functions of their keys: synthesis is deterministic given the operation, status, example
/// and the request's `Accept`; a response check depends only on the response, the operation and whether the
/// request was `HEAD`. Each table is emptied when it reaches ``limit`` entries.
struct ResponseMemo: Sendable {
    struct SynthesisKey: Hashable, Sendable {
        let operation: Contract.Operation.ID
        let status: Int?
        let example: String?
        let contentType: String?
        let accept: String?
    }

    struct CheckKey: Hashable, Sendable {
        let operation: Contract.Operation.ID
        let response: HTTPResponse
        let isHead: Bool
    }

    /// The most entries kept per table.
    static let limit = 512

    private var synthesized: [SynthesisKey: Result<HTTPResponse, SynthesisError>] = [:]
    private var checked: [CheckKey: [Diagnostic]] = [:]

    subscript(key: SynthesisKey) -> Result<HTTPResponse, SynthesisError>? {
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
