/// A body that does not parse as its content type says.
struct BodyDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What the content type promised, e.g. `JSON (application/json)`.
    let expected: String
    /// What was wrong, e.g. `line 1, column 9: expected ',' or '}'`.
    let problem: String

    /// An error saying what was expected and what was found.
    init(expected: String, problem: String) {
        self.expected = expected
        self.problem = problem
    }

    /// "expected <expected>, but <problem>".
    var description: String { "expected \(expected), but \(problem)" }

    /// The diagnostic for this error: code `<side>.body.malformed` (`side` is `request` or `response`).
    func diagnostic(side: String = "request", operationId: String? = nil) -> Diagnostic {
        Diagnostic(.error, code: .bodyMalformed(side: side), message: "\(side) body: \(description)", operationId: operationId)
    }
}
