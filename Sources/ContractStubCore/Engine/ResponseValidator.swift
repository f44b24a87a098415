import Foundation

/// Checks responses against an operation's declared responses. Cheap to make: each operation's checks belong to the
/// contract's engine (``ContractEngine``), built once per contract. Thread-safe.
///
/// | code | severity | when |
/// |---|---|---|
/// | `response.status.undeclared` | error | no exact code, `NXX` range or `default` covers the status (lists the declared ones) |
/// | `response.header.missing` | error | a required header is absent |
/// | `response.content-type` | error | no or an undeclared `Content-Type` |
/// | `response.body.malformed` | error | the body does not parse as its content type |
/// | `response.body.missing` | error | content is declared but the body is empty (not for HEAD, 204, 304) |
/// | `response.body.unexpected` | warning | a body where no content is declared |
/// | `schema.<keyword>` | error | a header or the body breaks its schema (`writeOnly` properties must not appear) |
///
/// ```swift
/// let validator = ResponseValidator(contract: contract)
/// validator.validate(HTTPResponse(status: 418), for: contract.operation("listPets")!)
/// // [response.status.undeclared: status 418 is not declared for GET /pets; expected 200, default]
/// ```
package final class ResponseValidator: Sendable {
    /// The contract responses are checked against.
    package let contract: Contract
    private let engine: ContractEngine

    /// A validator for `contract`; each operation's response checks are compiled once per contract, when first needed.
    package init(contract: Contract) {
        self.contract = contract
        engine = contract.engine
    }

    /// Checks `response` as an answer to `operation`: status allowed, required headers, content type, body
    /// (`writeOnly` properties must not appear). `request` tells whether the method was HEAD (no body expected).
    /// An operation a broken `$ref` breaks gets its reference failures instead (see ``Contract``'s error policy).
    package func validate(_ response: HTTPResponse, for operation: Contract.Operation, request: HTTPRequest? = nil) -> [Diagnostic] {
        if operation.isBroken { return operation.referenceFailures }
        return engine.responsePlan(for: operation, in: contract).check(response, request: request)
    }
}
