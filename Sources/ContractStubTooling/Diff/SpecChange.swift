import ContractStubCore

/// One difference between two versions of a spec, judged by what it does to clients written against the old one.
///
/// Richer than a ``Diagnostic``: it carries a location in each spec and a three-level severity.
///
/// ```swift
/// for change in SpecDiff(old: v1, new: v2).changes where change.severity == .breaking {
///     print(change)   // "breaking: GET /pets/{id}: response 200 (application/json) property 'name' was removed [rule id]"
/// }
/// ```
package struct SpecChange: Sendable, Hashable, CustomStringConvertible {
    /// How much a change matters to existing clients.
    package enum Severity: String, Sendable, Hashable, Comparable, CaseIterable {
        /// Worth knowing; no existing client is affected (e.g. a new operation).
        case info
        /// May affect some clients (e.g. a request field that servers now ignore).
        case warning
        /// Requests that used to be accepted may be refused, or responses may no longer match what clients expect.
        case breaking

        /// `info < warning < breaking`.
        package static func < (lhs: Severity, rhs: Severity) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }

        /// The diagnostic severity used when a change is reported as a diagnostic: breaking is an error,
        /// warning a warning; `nil` for info, which is not a problem.
        package var diagnosticSeverity: Diagnostic.Severity? {
            switch self {
            case .breaking: return .error
            case .warning: return .warning
            case .info: return nil
            }
        }
    }

    /// The operation a change concerns, as matched in both specs.
    package struct OperationReference: Sendable, Hashable, CustomStringConvertible {
        /// The HTTP method.
        package let method: HTTPMethod
        /// The path template as written in the old spec (the new one when the operation is new).
        package let path: String
        /// The operation's id, when it has one (from the new spec when it has one there).
        package let operationId: String?

        /// `GET /pets/{petId}`.
        package var description: String { "\(method) \(path)" }
    }

    /// A place in one of the two specs, with its line and column once located (see ``SpecDiff/locate(_:)``).
    package struct Site: Sendable, Hashable {
        /// The document and JSON Pointer.
        package var location: SpecLocation
        /// Line and column in that document; `nil` until located, or when the pointer cannot be found.
        package var position: SourcePosition?

        /// A site at `location`, not located yet.
        package init(location: SpecLocation, position: SourcePosition? = nil) {
            self.location = location
            self.position = position
        }
    }

    /// The stable rule id, e.g. `diff.operation.removed` (see ``DiffRule``).
    package let rule: String
    /// How much the change matters.
    package let severity: Severity
    /// What changed, old → new, in one line (without the operation, which ``operation`` holds).
    package let message: String
    /// The operation concerned; `nil` for changes to the document as a whole (servers, security schemes).
    package let operation: OperationReference?
    /// Where the changed thing is in the old spec; `nil` when it is new.
    package var old: Site?
    /// Where the changed thing is (or would have been) in the new spec; for removals, the nearest enclosing object.
    package var new: Site?
    /// Where in an exchange the changed thing travels, when known (a body's value, a response's status), so that
    /// recorded exchanges can show whether clients met it (`diff --traffic`).
    package var place: ExchangePlace?

    /// A change found by `rule`.
    package init(rule: DiffRule, message: String, operation: OperationReference?, old: SpecLocation?, new: SpecLocation?) {
        self.rule = rule.id
        severity = rule.severity
        self.message = message
        self.operation = operation
        self.old = old.map { Site(location: $0) }
        self.new = new.map { Site(location: $0) }
    }

    /// The message with the operation in front: `GET /pets: request body became required`.
    package var summary: String {
        operation.map { "\($0): \(message)" } ?? message
    }

    /// `breaking: GET /pets: message [rule]`.
    package var description: String {
        "\(severity.rawValue): \(summary) [\(rule)]"
    }
}

extension SpecChange {
    /// Whether the changed thing exists only in the old spec (its ``new`` site is then the nearest enclosing object),
    /// so reports point at the old spec.
    package var isRemoval: Bool {
        (rule.hasSuffix(".removed") || Self.sunsetRemovalRules.contains(rule)) && !Self.shrinkingRules.contains(rule)
    }

    /// Removals named after their sunset date.
    private static let sunsetRemovalRules: Set<String> = [
        DiffRule.operationRemovedBeforeSunset.id, DiffRule.operationRetired.id, DiffRule.parameterRemovedBeforeSunset.id,
    ]

    /// Rules named `.removed` whose subject is still there in the new spec, only smaller (an enum, a `oneOf`).
    private static let shrinkingRules: Set<String> = [
        DiffRule.requestEnumValueRemoved.id, DiffRule.requestAlternativeRemoved.id, DiffRule.requestAllOfRemoved.id,
        DiffRule.requestPrefixItemsRemoved.id,
    ]
}
