/// What the engine found out about one request: which operation it is (if any) and what is wrong with it.
///
/// ```swift
/// let result = validator.validate(request)
/// result.operation?.operationId  // "showPetById"
/// result.hasErrors               // false
/// ```
public struct RequestValidation: Sendable {
    /// The operation the request was routed to; `nil` when no operation matches (see the diagnostics).
    public let operation: Contract.Operation?
    /// The path template matched, e.g. `/pets/{petId}`.
    public let pathTemplate: String?
    /// Every finding (errors and warnings); `operationId` is filled in when known.
    public let diagnostics: [Diagnostic]

    /// A result; normally made by ``RequestValidator``.
    public init(operation: Contract.Operation?, pathTemplate: String?, diagnostics: [Diagnostic]) {
        self.operation = operation
        self.pathTemplate = pathTemplate
        self.diagnostics = diagnostics
    }

    /// Whether any finding is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
