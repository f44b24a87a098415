import Foundation

// SKELETON — the public surface of the contract engine (issue 4). The engine work replaces these bodies
// (and splits this file); the names and signatures below are what the URLProtocol layer codes against.

/// How strictly requests are checked.
public struct RequestValidationOptions: Sendable, Hashable {
    /// Unknown query parameters and other tolerable findings become errors instead of warnings.
    public var strict: Bool
    /// The default: not strict.
    public init(strict: Bool = false) { self.strict = strict }
}

/// What the engine found out about one request: which operation it is (if any) and what is wrong with it.
public struct RequestValidation: Sendable {
    /// The operation the request was routed to; `nil` when no operation matches (see the diagnostics).
    public let operation: Contract.Operation?
    /// The path template matched, e.g. `/pets/{petId}`.
    public let pathTemplate: String?
    /// Every finding (errors and warnings); `operationId` is filled in when known.
    public let diagnostics: [Diagnostic]
    /// Whether any finding is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// Routes requests to operations and checks them against the contract. Built once per contract; thread-safe.
public final class RequestValidator: Sendable {
    /// A validator for `contract`.
    public init(contract: Contract, options: RequestValidationOptions = .init()) { fatalError("skeleton") }
    /// Routes and checks `request`: method, path, parameters, headers, cookies, content type, body, security.
    public func validate(_ request: HTTPRequest) -> RequestValidation { fatalError("skeleton") }
}

/// Checks responses against an operation's declared responses. Thread-safe.
public final class ResponseValidator: Sendable {
    /// A validator for `contract`.
    public init(contract: Contract) { fatalError("skeleton") }
    /// Checks `response` as an answer to `operation`: status allowed, required headers, content type, body
    /// (`writeOnly` properties must not appear). `request` supplies `Accept` for content negotiation.
    public func validate(_ response: HTTPResponse, for operation: Contract.Operation, request: HTTPRequest? = nil) -> [Diagnostic] {
        fatalError("skeleton")
    }
}

/// Produces spec-conformant stub responses: a named example, else the first example, else a body synthesized
/// from the schema; deterministic. Thread-safe.
public final class ResponseSynthesizer: Sendable {
    /// A synthesizer for `contract`.
    public init(contract: Contract) { fatalError("skeleton") }
    /// The response for `operation` with `status` (default: the lowest declared 2xx, else `default` as 200…),
    /// using the example named `example` when given, negotiated against the `Accept` header of `request`.
    /// - Throws: ``SynthesisError`` when the status is not declared or the named example does not exist.
    public func response(
        for operation: Contract.Operation, status: Int? = nil, example: String? = nil, request: HTTPRequest? = nil
    ) throws(SynthesisError) -> HTTPResponse {
        fatalError("skeleton")
    }
}

/// A stub response that cannot be produced; `message` says what the spec offers instead.
public struct SynthesisError: Error, Sendable, CustomStringConvertible {
    /// A stable code such as `stub.status.undeclared` or `stub.example.unknown`.
    public let code: String
    /// What went wrong and what is available.
    public let message: String
    /// `message`.
    public var description: String { message }
}
