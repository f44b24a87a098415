import Foundation

/// One finding about a spec, a request or a response: a value, reported separately from where it was found.
///
/// ```swift
/// let finding = stub.exchanges[0].diagnostics[0]
/// finding.code              // "schema.type"
/// finding.instancePointer   // "/name": where in the body
/// finding.specPointer       // where in the spec the rule is
/// ```
///
/// Every command, the stub's `application/problem+json` answers and the traffic log write a diagnostic in one JSON
/// form, its `Codable` encoding (see ``jsonValue(file:)``).
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// How serious a finding is.
    public enum Severity: String, Sendable, Hashable, Comparable, Codable {
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
    /// A stable, dotted code from the catalogue (``DiagnosticCode/named(_:)`` finds its entry), such as `schema.type` or
    /// `ref.unresolved`.
    public var code: String
    /// One line saying what was expected and what was found.
    public var message: String
    /// Where in the spec the rule comes from: document, JSON Pointer and, once reported, line and column.
    package var location: Location
    /// Which part of the checked instance (request, response, example) broke the rule.
    public var instancePointer: JSONPointer?
    /// The operation concerned, when there is one.
    public var operationId: String?
    /// A hint such as "did you mean `/pets/{petId}`?".
    public var suggestion: String?

    /// A finding with a catalogued code at `location`; `severity` is usually the code's own.
    ///
    /// ```swift
    /// Diagnostic(.error, code: .specFieldType, message: "'title' must be a string; found a number",
    ///            at: Diagnostic.Location(pointer: "/info/title"))
    /// ```
    package init(
        _ severity: Severity, code: DiagnosticCode, message: String, at location: Location,
        instancePointer: JSONPointer? = nil, operationId: String? = nil, suggestion: String? = nil
    ) {
        self.severity = severity
        self.code = code.id
        self.message = message
        self.location = location
        self.instancePointer = instancePointer
        self.operationId = operationId
        self.suggestion = suggestion
    }

    /// A finding; `file` (a path or a `file:` URI, `nil` for the main spec) and `position` make up its
    /// ``location``, whose position is usually filled in later by the reporter.
    package init(
        _ severity: Severity, code: String, message: String, specPointer: JSONPointer? = nil,
        instancePointer: JSONPointer? = nil, operationId: String? = nil, file: String? = nil,
        position: SourcePosition? = nil, suggestion: String? = nil
    ) {
        self.severity = severity
        self.code = code
        self.message = message
        self.location = Location(document: file.map(Location.documentURL(of:)), pointer: specPointer, position: position)
        self.instancePointer = instancePointer
        self.operationId = operationId
        self.suggestion = suggestion
    }

    /// A finding with a catalogued code, given by parts as with a `String` code.
    ///
    /// ```swift
    /// Diagnostic(.error, code: .refUnresolved, message: "'#/components/schemas/Pets' does not exist")
    /// ```
    package init(
        _ severity: Severity, code: DiagnosticCode, message: String, specPointer: JSONPointer? = nil,
        instancePointer: JSONPointer? = nil, operationId: String? = nil, file: String? = nil,
        position: SourcePosition? = nil, suggestion: String? = nil
    ) {
        self.init(
            severity, code: code.id, message: message, specPointer: specPointer, instancePointer: instancePointer,
            operationId: operationId, file: file, position: position, suggestion: suggestion)
    }

    /// Where in the spec the rule comes from: a JSON Pointer into the spec file (``file``, or the main spec).
    public var specPointer: JSONPointer? {
        get { location.pointer }
        set { location.pointer = newValue }
    }

    /// The spec file the pointer refers to when it is not the main document: its path (or URI when it is not a
    /// file). Setting it accepts a path or a `file:` URI.
    public var file: String? {
        get { location.documentPath }
        set { location.document = newValue.map(Location.documentURL(of:)) }
    }

    /// Line and column of ``specPointer`` in the spec file, filled in when the diagnostic is reported.
    public var position: SourcePosition? {
        get { location.position }
        set { location.position = newValue }
    }

    /// "error: message [code]" with the suggestion appended when there is one.
    public var description: String {
        var text = "\(severity.rawValue): \(message) [\(code)]"
        if let suggestion { text += " (\(suggestion))" }
        return text
    }
}
