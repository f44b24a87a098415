import Foundation

/// Everything needed to check requests for one operation, worked out once, when a request first reaches it:
/// decoders and compiled schemas of its parameters, its body media types and its security alternatives. A class:
/// routing hands the same plan to every request of the operation without copying it.
final class RequestPlan: Sendable {
    /// The operation.
    let operation: Contract.Operation
    /// Its path template.
    let template: PathTemplate
    /// Builds its diagnostics.
    let context: FindingContext
    /// Its parameters, in spec order (header parameters named Accept, Content-Type or Authorization left out, as
    /// OpenAPI says).
    let parameters: [ParameterPlan]
    /// Query names the operation knows: its query parameters and API keys sent in the query.
    let knownQueryNames: Set<String>
    /// Prefixes of `deepObject` query parameters (`name[`), whose entries are known too.
    let deepObjectPrefixes: [String]
    /// Whether an exploded free-form object parameter takes every other query name.
    let takesAnyQueryName: Bool
    /// The request body, when one is declared.
    let body: BodyPlan?
    /// The security alternatives; the request must meet one of them.
    let security: SecurityPlan

    init(operation: Contract.Operation, template: PathTemplate, contract: Contract, documents: SpecDocuments) {
        self.operation = operation
        self.template = template
        context = FindingContext(operationId: operation.operationId, mainURL: contract.url)
        let ignoredHeaders: Set<String> = ["accept", "content-type", "authorization"]
        parameters = operation.parameters
            .filter { $0.location != .header || !ignoredHeaders.contains($0.name.lowercased()) }
            .map { ParameterPlan($0, contract: contract, documents: documents) }
        security = SecurityPlan(operation: operation, document: contract.document, url: contract.url)
        let queryParameters = parameters.filter { $0.descriptor.location == .query }
        knownQueryNames = Set(queryParameters.map(\.descriptor.name)).union(security.queryNames)
        deepObjectPrefixes = queryParameters.filter { $0.descriptor.style == .deepObject }.map { $0.descriptor.name + "[" }
        takesAnyQueryName = queryParameters.contains { plan in
            if case .object(let properties, _) = plan.descriptor.shape, properties.isEmpty,
                plan.descriptor.style == .form, plan.descriptor.explode
            {
                return true
            }
            return false
        }
        body = operation.requestBody.map { BodyPlan($0, contract: contract, documents: documents) }
    }

    /// Every finding about `request`, which was routed here with `match`; for an operation a broken `$ref` breaks,
    /// its reference failures alone (what it would check is not known).
    func check(_ request: HTTPRequest, query: String?, match: RouteMatch<Contract.Operation.ID>, strict: Bool) -> [Diagnostic] {
        if operation.isBroken { return operation.referenceFailures }
        var diagnostics: [Diagnostic] = []
        let inputs = ParameterInputs(request: request, query: query, match: match)
        for parameter in parameters {
            parameter.check(inputs, context: context, into: &diagnostics)
        }
        checkUnknownQueryNames(inputs.query, strict: strict, into: &diagnostics)
        if let body {
            body.check(request, context: context, into: &diagnostics)
        } else if request.bodyVisibility == .visible, let data = request.body, !data.isEmpty {
            diagnostics.append(
                context.finding(
                    .warning, .requestBodyUnexpected,
                    "\(operation.method) \(operation.path) declares no request body; found \(data.count) bytes",
                    rule: operation.specLocation, instance: InstancePointers.body))
        }
        security.check(inputs, context: context, into: &diagnostics)
        return diagnostics
    }

    private func checkUnknownQueryNames(_ query: NameValueList, strict: Bool, into diagnostics: inout [Diagnostic]) {
        guard !takesAnyQueryName, !parameters.contains(where: { $0.parameter.location == .querystring }) else { return }
        var reported: Set<String> = []  // each unknown name once, in order of first appearance
        for name in query.entries.lazy.map(\.name) where !knownQueryNames.contains(name) && reported.insert(name).inserted {
            if deepObjectPrefixes.contains(where: { name.hasPrefix($0) }) { continue }
            let known = knownQueryNames.sorted()
            diagnostics.append(
                context.finding(
                    strict ? .error : .warning, .requestQueryUnknown,
                    "query parameter '\(name)' is not declared; expected \(known.isEmpty ? "no query parameters" : "one of \(known.joined(separator: ", "))")",
                    rule: operation.specLocation.appending("parameters"),
                    instance: InstancePointers.parameter(.query, name)))
        }
    }
}

/// The parts of a request parameters are read from, each parsed once.
struct ParameterInputs {
    /// The request.
    let request: HTTPRequest
    /// The query string, parsed.
    let query: NameValueList
    /// The query string as sent, without `?` (`""` when there is none).
    let rawQuery: String
    /// The `Cookie` header(s), parsed.
    let cookies: NameValueList
    /// The path parameters captured by routing.
    let match: RouteMatch<Contract.Operation.ID>

    init(request: HTTPRequest, query: String?, match: RouteMatch<Contract.Operation.ID>) {
        self.request = request
        self.query = NameValueList(query: query ?? "")
        self.rawQuery = query ?? ""
        let cookieFields = request.headers.values(for: "Cookie")
        self.cookies = NameValueList(
            cookieHeader: cookieFields.isEmpty ? "" : cookieFields.count == 1 ? cookieFields[0] : cookieFields.joined(separator: "; "))
        self.match = match
    }
}
