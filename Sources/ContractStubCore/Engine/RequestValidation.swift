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
}
