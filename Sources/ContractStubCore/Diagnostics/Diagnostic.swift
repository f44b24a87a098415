/// One finding about a spec, a request or a response: a value, reported separately from where it was found.
///
/// ```swift
/// Diagnostic(.error, code: "ref.unresolved", message: "'#/components/schemas/Pets' does not exist",
///            specPointer: "/paths/~1pets/get/responses/200/content/application~1json/schema")
/// ```
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// How serious a finding is.
    public enum Severity: String, Sendable, Hashable, Comparable {
        /// Breaks the contract; commands exit with status 1.
        case error
        /// Worth fixing; does not fail a command unless asked.
        case warning

        /// `warning < error`.
        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            lhs == .warning && rhs == .error
        }
    }

    /// Error or warning.
    public var severity: Severity
    /// A stable, dotted code such as `schema.type` or `ref.unresolved`.
    public var code: String
    /// One line saying what was expected and what was found.
    public var message: String
    /// Where in the spec the rule comes from.
    public var specPointer: JSONPointer?
    /// Which part of the checked instance (request, response, example) broke the rule.
    public var instancePointer: JSONPointer?
    /// The operation concerned, when there is one.
    public var operationId: String?
    /// The spec file the pointer refers to, when it is not the main document.
    public var file: String?
    /// Line and column in the spec file, filled in when the diagnostic is reported.
    public var position: SourcePosition?
    /// A hint such as "did you mean `/pets/{petId}`?".
    public var suggestion: String?

    /// A finding; `position` is usually filled in later by the reporter.
    public init(
        _ severity: Severity, code: String, message: String, specPointer: JSONPointer? = nil,
        instancePointer: JSONPointer? = nil, operationId: String? = nil, file: String? = nil,
        position: SourcePosition? = nil, suggestion: String? = nil
    ) {
        self.severity = severity
        self.code = code
        self.message = message
        self.specPointer = specPointer
        self.instancePointer = instancePointer
        self.operationId = operationId
        self.file = file
        self.position = position
        self.suggestion = suggestion
    }

    /// "error: message [code]" with the suggestion appended when there is one.
    public var description: String {
        var text = "\(severity.rawValue): \(message) [\(code)]"
        if let suggestion { text += " (\(suggestion))" }
        return text
    }
}
