/// What the engine found out about one request: which operation it is (if any) and what is wrong with it.
///
/// ```swift
/// let result = validator.validate(request)
/// result.operation?.operationId  // "showPetById"
/// result.hasErrors               // false
/// ```
package struct RequestValidation: Sendable {
    /// The operation the request was routed to; `nil` when no operation matches (see the diagnostics).
    package let operation: Contract.Operation?
    /// The path template matched, e.g. `/pets/{petId}`.
    package let pathTemplate: String?
    /// Every finding (errors and warnings); `operationId` is filled in when known.
    package let diagnostics: [Diagnostic]

    /// A result; normally made by ``RequestValidator``.
    package init(operation: Contract.Operation?, pathTemplate: String?, diagnostics: [Diagnostic]) {
        self.operation = operation
        self.pathTemplate = pathTemplate
        self.diagnostics = diagnostics
    }

    /// Whether any finding is an error.
    package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// The findings that refuse `request` when it reached no operation: the router's own, or, when it left none
    /// that is an error, `request.operation.unmatched`. What a stub and the mock server both answer with.
    package func unmatchedFindings(for request: HTTPRequest) -> [Diagnostic] {
        if hasErrors { return diagnostics }
        return diagnostics + [
            Diagnostic(
                .error, code: .requestOperationUnmatched,
                message: "no operation of the contract matches \(request.method.uppercased()) \(request.url.path)")
        ]
    }
}
