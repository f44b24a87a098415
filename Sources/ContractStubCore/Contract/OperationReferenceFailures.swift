import Foundation

/// Which operations the spec's broken `$ref`s break: the one place that says what "an operation's references" are.
///
/// A reference failure is a `ref.*` error found while loading (`ref.unresolved`, `ref.type`, `ref.cycle`,
/// `ref.outside-root`), or a `ref.remote` warning (a remote target is never read, so what it describes cannot be
/// checked), or a schema position that does not compile because of one of those. It breaks an operation when it is
/// in a part of the spec the operation reads:
/// - the Operation Object itself (parameters, request body, responses, callbacks, anything written in it), and its
///   path item's `parameters`;
/// - every object those reach through `$ref`s (a response in `components/responses`, its headers, their examples, …),
///   at any depth;
/// - every schema position among them whose schema does not compile because a `$ref` inside it, or in a schema it
///   refers to, fails.
///
/// A failure no operation reads (an unused component, a webhook) breaks none: it stays one of the contract's
/// ``Contract/diagnostics`` only.
struct OperationReferenceFailures {
    /// A failure and where it is: the location of the reference or of the schema position that failed.
    private struct Failure {
        let location: SpecLocation
        let diagnostic: Diagnostic
    }

    private let failures: [Failure]

    /// The failures among `diagnostics` (found while loading the spec at `mainURL`), and the schema positions that did
    /// not compile because of a reference (`failedSchemaPositions`).
    init(diagnostics: [Diagnostic], failedSchemaPositions: [SpecLocation: Diagnostic], mainURL: URL) {
        var failures: [Failure] = []
        for diagnostic in diagnostics where Self.isReferenceFailure(diagnostic) {
            guard let pointer = diagnostic.location.pointer else { continue }
            failures.append(
                Failure(
                    location: SpecLocation(documentURL: diagnostic.location.document ?? mainURL, pointer: pointer), diagnostic: diagnostic))
        }
        let positions = failedSchemaPositions.sorted {
            ($0.key.documentURL.absoluteString, $0.key.pointer.description) < (
                $1.key.documentURL.absoluteString, $1.key.pointer.description
            )
        }
        for (location, diagnostic) in positions where Self.isReferenceFailure(diagnostic) {
            failures.append(Failure(location: location, diagnostic: diagnostic))
        }
        self.failures = failures
    }

    /// Whether `diagnostic` is a reference that was not followed: a `ref.*` error, or a `ref.remote` warning.
    static func isReferenceFailure(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.code.hasPrefix("ref.") && (diagnostic.severity == .error || diagnostic.code == DiagnosticCode.refRemote.id)
    }

    /// The failures that break `operation` of the path item `item`, each once, with the operation's id; `[]` when
    /// it works.
    func failures(of operation: OpenAPI.Operation, in item: OpenAPI.PathItem) -> [Diagnostic] {
        guard !failures.isEmpty else { return [] }
        var reach = ReadParts()
        reach.enter(operation.specLocation)
        reach.enter(item.specLocation.appending("parameters"))
        for parameter in item.parameters + operation.parameters { reach.walk(parameter) }
        if let body = operation.requestBody { reach.walk(body) }
        for entry in operation.responses?.entries ?? [] { reach.walk(entry.response) }
        var seen = Set<Diagnostic>()
        var found: [Diagnostic] = []
        for failure in failures where reach.covers(failure.location) {
            var diagnostic = failure.diagnostic
            diagnostic.operationId = operation.operationId
            if seen.insert(diagnostic).inserted { found.append(diagnostic) }
        }
        return found
    }
}

/// The parts of the spec one operation reads: the roots of their JSON subtrees, found by walking the model through
/// every resolved reference (each target entered once, so reference loops end).
private struct ReadParts {
    private var roots: [SpecLocation] = []
    private var entered: Set<SpecLocation> = []

    /// Adds the subtree at `location`; `false` when it was added before.
    @discardableResult
    mutating func enter(_ location: SpecLocation) -> Bool {
        guard entered.insert(location).inserted else { return false }
        roots.append(location)
        return true
    }

    /// Whether `location` is inside one of the parts.
    func covers(_ location: SpecLocation) -> Bool {
        roots.contains { root in
            root.documentURL == location.documentURL && location.pointer.hasPrefix(root.pointer)
        }
    }

    mutating func walk(_ parameter: OpenAPI.ReferenceOr<OpenAPI.Parameter>) {
        guard let parameter = parameter.value, enter(parameter.specLocation) else { return }
        for example in parameter.examples.values { walk(example) }
        for media in parameter.content.values { walk(media) }
    }

    mutating func walk(_ body: OpenAPI.ReferenceOr<OpenAPI.RequestBody>) {
        guard let body = body.value, enter(body.specLocation) else { return }
        for media in body.content.values { walk(media) }
    }

    mutating func walk(_ response: OpenAPI.ReferenceOr<OpenAPI.Response>) {
        guard let response = response.value, enter(response.specLocation) else { return }
        for header in response.headers.values { walk(header) }
        for media in response.content.values { walk(media) }
        for link in response.links.values {
            if let link = link.value { enter(link.specLocation) }
        }
    }

    mutating func walk(_ header: OpenAPI.ReferenceOr<OpenAPI.Header>) {
        guard let header = header.value, enter(header.specLocation) else { return }
        for example in header.examples.values { walk(example) }
        for media in header.content.values { walk(media) }
    }

    mutating func walk(_ example: OpenAPI.ReferenceOr<OpenAPI.Example>) {
        if let example = example.value { enter(example.specLocation) }
    }

    mutating func walk(_ media: OpenAPI.MediaType) {
        guard enter(media.specLocation) else { return }
        for example in media.examples.values { walk(example) }
        for encoding in media.encoding.values { walk(encoding) }
        for encoding in media.prefixEncoding { walk(encoding) }
        if let encoding = media.itemEncoding { walk(encoding) }
    }

    mutating func walk(_ encoding: OpenAPI.Encoding) {
        guard enter(encoding.specLocation) else { return }
        for header in encoding.headers.values { walk(header) }
        for nested in encoding.encoding.values { walk(nested) }
        for nested in encoding.prefixEncoding { walk(nested) }
        if let nested = encoding.itemEncoding { walk(nested) }
    }
}
