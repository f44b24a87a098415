import Foundation

/// How the responses of one operation are checked: per declared status key, its headers and body media types.
/// A class: the engine hands the same plan to every response of the operation without copying it.
final class ResponsePlan: Sendable {
    /// One declared response; a class, so that picking it for a response copies one reference, not its fields.
    final class Declared: Sendable {
        /// `200`, `2XX` or `default`.
        let key: OpenAPI.ResponseKey
        /// The response as written.
        let response: OpenAPI.Response
        /// Its headers (Content-Type left out, as OpenAPI says).
        let headers: [HeaderPlan]
        /// Its body.
        let body: BodyPlan

        init(key: OpenAPI.ResponseKey, response: OpenAPI.Response, headers: [HeaderPlan], body: BodyPlan) {
            self.key = key
            self.response = response
            self.headers = headers
            self.body = body
        }
    }

    /// The operation.
    let operation: Contract.Operation
    /// Builds its diagnostics.
    let context: FindingContext
    /// The declared responses in spec order.
    let declared: [Declared]
    /// Their keys, in the same order.
    private let keys: [OpenAPI.ResponseKey]

    init(operation: Contract.Operation, contract: Contract, documents: SpecDocuments) {
        self.operation = operation
        context = FindingContext(operationId: operation.operationId, mainURL: contract.url)
        declared = operation.responses.map { declared in
            Declared(
                key: declared.key, response: declared.response,
                headers: declared.response.headers.compactMap { name, header in
                    guard name.lowercased() != "content-type", let header = header.value else { return nil }
                    return HeaderPlan(name: name, header: header, contract: contract, documents: documents)
                },
                body: BodyPlan(
                    content: declared.response.content, required: false, location: declared.response.specLocation, contract: contract,
                    documents: documents))
        }
        keys = declared.map(\.key)
    }

    /// The declared response for `status`: exact code, else its range, else `default`.
    func declared(for status: Int) -> Declared? {
        keys.mostSpecific(for: status).map { declared[$0] }
    }

    /// Every finding about `response`.
    func check(_ response: HTTPResponse, request: HTTPRequest?) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        guard let declared = checkHead(response, into: &diagnostics) else { return diagnostics }
        let isHead = request.map { $0.isMethod("HEAD") } ?? false
        if declared.body.media.isEmpty || response.body.isEmpty {
            checkAbsence(of: declared, bodySize: response.body.count, status: response.status, isHead: isHead, into: &diagnostics)
        } else {
            declared.body.check(
                response.body, contentType: response.headers["Content-Type"], side: "response", direction: .response,
                context: context, into: &diagnostics)
        }
        return diagnostics
    }

    /// Appends the findings about `response`'s status and headers; returns the declared response it answers, or `nil`
    /// (after `response.status.undeclared`) when none covers its status.
    func checkHead(_ response: HTTPResponse, into diagnostics: inout [Diagnostic]) -> Declared? {
        guard let declared = declared(for: response.status) else {
            let keys = self.declared.map(\.key.description)
            diagnostics.append(
                context.finding(
                    .error, .responseStatusUndeclared,
                    "status \(response.status) is not declared for \(operation.method) \(operation.path); expected \(keys.isEmpty ? "none declared" : keys.joined(separator: ", "))",
                    rule: operation.specLocation.appending("responses"), instance: InstancePointers.status))
            return nil
        }
        for header in declared.headers {
            header.check(response.headers, context: context, into: &diagnostics)
        }
        return declared
    }

    /// Appends the finding about a body where `declared` declares no content (a warning), or about an empty body where it
    /// declares some (an error, unless the answer has no body: HEAD, 204, 304); nothing otherwise.
    func checkAbsence(of declared: Declared, bodySize: Int, status: Int, isHead: Bool, into diagnostics: inout [Diagnostic]) {
        if declared.body.media.isEmpty {
            if bodySize > 0 {
                diagnostics.append(
                    context.finding(
                        .warning, .responseBodyUnexpected,
                        "response \(declared.key) declares no content; found a body of \(bodySize) bytes",
                        rule: declared.response.specLocation, instance: InstancePointers.body))
            }
        } else if bodySize == 0, !isHead, status != 204, status != 304 {
            diagnostics.append(
                context.finding(
                    .error, .responseBodyMissing,
                    "response \(declared.key) declares content (\(declared.body.keys.joined(separator: ", "))); found an empty body",
                    rule: declared.response.specLocation.appending("content"), instance: InstancePointers.body))
        }
    }
}

/// How one response header is checked. A class: every response of the operation walks the same plans without
/// copying them.
final class HeaderPlan: Sendable {
    /// The header name as declared.
    let name: String
    /// The Header Object.
    let header: OpenAPI.Header
    /// Its decoder (`simple` style).
    let descriptor: ParameterDescriptor
    /// Its compiled schema.
    let schema: Schema?

    init(name: String, header: OpenAPI.Header, contract: Contract, documents: SpecDocuments) {
        self.name = name
        self.header = header
        descriptor = ParameterDescriptor(
            name: name, location: .header, style: .simple, explode: header.explode,
            shape: header.schema.map(documents.shape(of:)) ?? .primitive(.string))
        schema = (header.schema ?? header.content.values.first?.schema).flatMap(contract.schema(for:))
    }

    /// Appends `response.header.missing` or the schema findings of the header's value.
    func check(_ headers: HTTPHeaders, context: FindingContext, into diagnostics: inout [Diagnostic]) {
        let values = headers.values(for: name)
        let pointer = InstancePointers.parameter(.header, name)
        guard !values.isEmpty else {
            if header.required {
                diagnostics.append(
                    context.finding(
                        .error, .responseHeaderMissing, "required response header '\(name)' is missing",
                        rule: header.specLocation, instance: pointer))
            }
            return
        }
        guard let schema else { return }
        let joined = values.joined(separator: ",")
        let value =
            header.schema == nil
            ? ((try? JSONValue(decodingInstance: Data(joined.utf8))) ?? .string(joined)) : descriptor.decodeHeader(joined)
        diagnostics += context.schemaFindings(schema, value, .response, under: pointer)
    }
}
