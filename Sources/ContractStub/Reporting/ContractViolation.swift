import ContractStubCore

/// A contract violation seen by a ``ContractStub``: the engine's `Diagnostic` plus which exchange it came from.
///
/// A wrapper rather than a typealias of `Diagnostic`, so a report can say which request broke the contract
/// (`GET https://petstore.example.com/v1/pets/abc`) and tests can find its exchange. Every property of
/// ``diagnostic`` reads through the violation itself: `violation.code`, `violation.message`,
/// `violation.operationId`, `violation.specPointer`, `violation.instancePointer`, `violation.suggestion`, … (also as
/// key paths: `stub.violations.map(\.code)`).
@dynamicMemberLookup
public struct ContractViolation: Sendable, Hashable, CustomStringConvertible {
    /// The finding itself (always of severity `.error`).
    public let diagnostic: Diagnostic
    /// The index in ``ContractStub/exchanges`` of the exchange that broke the contract; `nil` for a
    /// stub configured wrongly before any request (for instance an unknown `operationId`).
    public let exchangeIndex: Int?
    /// `METHOD url` of the request concerned, when there is one.
    public let request: String?
    /// Who broke the contract: the client's request, the stub, the real server or a recording.
    public let source: Source

    /// Who broke the contract.
    public enum Source: String, Sendable, Hashable {
        /// The request the client sent.
        case request
        /// The stub: a response it was told to give, or how it was configured.
        case stub
        /// The real server's response (``ContractStub/Mode/live`` and ``ContractStub/Mode/record``).
        case server
        /// A response replayed from the test's fixture (``ContractStub/Mode/replay``), checked against the
        /// current contract.
        case recording
    }

    /// A property of ``diagnostic``, read through the violation: `violation.code` (the stable code, e.g.
    /// `request.query.type`), `violation.message` (what was expected and what was found), `violation.operationId`,
    /// `violation.specPointer` (where in the spec the rule comes from), `violation.instancePointer` (which part of
    /// the request or response broke it), and the rest of `Diagnostic`'s.
    public subscript<Value>(dynamicMember property: KeyPath<Diagnostic, Value>) -> Value { diagnostic[keyPath: property] }

    /// "GET https://…/pets/abc: error: … [code] at /path/petId (spec: #/paths/…)"; a response from the real
    /// server or from a recording says so: "GET https://…/pets: server response: error: …".
    public var description: String {
        var text = request.map { "\($0): " } ?? ""
        switch source {
        case .server: text += "server response: "
        case .recording: text += "recorded response: "
        case .request, .stub: break
        }
        text += diagnostic.description
        if let instancePointer = diagnostic.instancePointer, instancePointer.depth > 0 { text += " at \(instancePointer)" }
        if let specPointer = diagnostic.specPointer { text += " (spec: \(specPointer.uriFragment))" }
        return text
    }
}
