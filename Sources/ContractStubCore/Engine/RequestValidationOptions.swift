/// How strictly requests are checked.
///
/// ```swift
/// let stub = ContractStub(contract, options: RequestValidationOptions(strict: true))
/// ```
public struct RequestValidationOptions: Sendable, Hashable {
    /// Unknown query parameters and other tolerable findings become errors instead of warnings.
    public var strict: Bool
    /// The default: not strict.
    public init(strict: Bool = false) { self.strict = strict }
}
