import ContractStubCore
import Foundation

/// Checks the interactions of Pact files against a contract, under Pact semantics:
///
/// - the request must be valid: path, method, query, headers, body, content type, security;
/// - the response is what the consumer relies on, so it may be a subset: properties and headers the spec requires
///   but the pact leaves out are fine, and so is a missing body; a property the pact expects that the spec does not
///   declare is an error, and so is a type, format or enum value the spec does not allow, and a status the
///   operation does not declare;
/// - matching rules widen the example: under `type`, `integer`, `decimal`, `number`, `boolean`, `date`, `time` and
///   `datetime` only the value's kind must fit the spec, not the example's exact value (see ``PactBodyCheck``).
///
/// Findings go into a ``TrafficVerification`` with the interaction's index as its exchange, so they print, count
/// and cover the contract the way traffic does. Each message starts with the pact file and the interaction.
///
/// ```swift
/// var result = TrafficVerification(contract: contract, limit: 1_000)
/// PactVerifier(contract: contract).check(try PactFile.read(data), file: "pacts/a.json", into: &result)
/// ```
package struct PactVerifier: Sendable {
    private let requests: RequestValidator
    private let responses: ResponseValidator
    private let references: SchemaReferenceFollower

    /// A verifier for `contract`.
    package init(contract: Contract, options: RequestValidationOptions = .init()) {
        requests = RequestValidator(contract: contract, options: options)
        responses = ResponseValidator(contract: contract)
        references = SchemaReferenceFollower(contract)
    }

    /// Findings a response may have under Pact semantics and still be fine: what the pact leaves out.
    static let subsetCodes: Set<String> = [
        DiagnosticCode.schemaRequired.id, DiagnosticCode.responseHeaderMissing.id, DiagnosticCode.responseBodyMissing.id,
    ]

    /// Checks every interaction of `pact` (read from `file`, as the user named it) and records findings and coverage.
    package func check(_ pact: PactFile, file: String, into result: inout TrafficVerification) {
        for interaction in pact.interactions {
            result.exchangeCount += 1
            let request = Self.httpRequest(interaction.request)
            let response = Self.httpResponse(interaction.response)
            let validation = requests.validate(request)
            var findings = validation.diagnostics
            findings += PactValueRules.findings(interaction.request, operationId: validation.operation?.operationId)
            findings += PactValueRules.findings(interaction.response, operationId: validation.operation?.operationId)
            if let operation = validation.operation {
                findings += bodyFindings(interaction.request, .request, schemas: requestSchemas(operation, interaction.request), operation)
                let engine = responses.validate(response, for: operation, request: request)
                findings += responseFindings(engine, interaction.response)
                if engine.allSatisfy({ $0.code != DiagnosticCode.responseStatusUndeclared.id }) {
                    let schemas = responseSchemas(operation, interaction.response)
                    findings += bodyFindings(interaction.response, .response, schemas: schemas, operation)
                }
            }
            let prefix = "\(file) interaction \(interaction.label): "
            for var finding in findings {
                finding.message = prefix + finding.message
                result.add(TrafficVerifier.Finding(exchange: interaction.index, diagnostic: finding))
            }
            result.coverage.record(line: interaction.index, operation: validation.operation, status: interaction.response.status)
        }
    }

    /// The engine's response findings, less what Pact semantics allows: a subset, and values a matcher widens.
    private func responseFindings(_ findings: [Diagnostic], _ message: PactMessage) -> [Diagnostic] {
        findings.filter { finding in
            guard !Self.subsetCodes.contains(finding.code) else { return false }
            guard finding.code != DiagnosticCode.schemaType.id, let pointer = finding.instancePointer, let body = message.body?.json,
                let place = PactBodyCheck.place(of: pointer, in: body),
                let rule = message.rules.rule(in: "body", at: place)
            else { return true }
            return !rule.matchers.contains(where: \.widensTheExample)
        }
    }

    private func bodyFindings(
        _ message: PactMessage, _ side: PactBodyCheck.Side, schemas: [OpenAPI.SchemaObject], _ operation: Contract.Operation
    ) -> [Diagnostic] {
        guard let json = message.body?.json, !schemas.isEmpty else { return [] }
        let view = PactSchemaView(references: references)
        var check = PactBodyCheck(
            side: side, rules: message.rules, view: view, main: requests.contract.url, operationId: operation.operationId)
        check.check(json, schemas: schemas)
        return check.findings
    }

    private func requestSchemas(_ operation: Contract.Operation, _ message: PactMessage) -> [OpenAPI.SchemaObject] {
        guard let content = operation.requestBody?.content else { return [] }
        return Self.media(content, for: message).compactMap(\.schema)
    }

    private func responseSchemas(_ operation: Contract.Operation, _ message: PactMessage) -> [OpenAPI.SchemaObject] {
        guard let content = operation.response(for: message.status)?.response.content else { return [] }
        return Self.media(content, for: message).compactMap(\.schema)
    }

    /// The media type the message's body is declared under: its content type exactly, else a JSON one.
    private static func media(_ content: OrderedMap<OpenAPI.MediaType>, for message: PactMessage) -> [OpenAPI.MediaType] {
        let type = contentType(of: message).map(ContentType.essence(of:))
        if let type, let exact = content.first(where: { ContentType.essence(of: $0.key) == type }) { return [exact.value] }
        return content.first { PactBody.isJSON($0.key) }.map { [$0.value] } ?? []
    }

    private static func contentType(of message: PactMessage) -> String? {
        message.headers["Content-Type"] ?? message.body?.contentType ?? (message.body?.json != nil ? "application/json" : nil)
    }

    /// The request as it goes on the wire (host `localhost`, the pact's path and query).
    static func httpRequest(_ message: PactMessage) -> HTTPRequest {
        var text = "http://localhost" + (message.path.hasPrefix("/") ? "" : "/") + message.path
        if !message.query.isEmpty { text += "?" + message.query }
        let url = URL(string: text) ?? URL(string: "http://localhost/")!
        return HTTPRequest(method: message.method, url: url, headers: headers(message), body: message.body?.data)
    }

    /// The response as the consumer expects it.
    static func httpResponse(_ message: PactMessage) -> HTTPResponse {
        HTTPResponse(status: message.status, headers: headers(message), body: message.body?.data ?? Data())
    }

    /// The message's headers, with the body's content type added when the pact gives it only on the body.
    private static func headers(_ message: PactMessage) -> HTTPHeaders {
        var headers = message.headers
        if message.body != nil, headers["Content-Type"] == nil, let type = contentType(of: message) { headers["Content-Type"] = type }
        return headers
    }
}
