import ContractStubCore
@_spi(ContractStubSpecialized) import ContractStubSyntax

/// Decides every name of the generated file from a contract: the translation stage of ``StubGenerator``.
///
/// All choices are deterministic and follow document order, so the same spec always gives the same plan.
enum StubPlanner {
    /// Type names the generated code uses inside its own type, with the first letter lower-cased: an operation
    /// whose accessor would be one of these gets a numeric suffix, so its nested type cannot hide the real one.
    private static let usedTypeNames: Set<String> = [
        "bool", "characterSet", "contractStub", "data", "double", "duration", "hTTPHeaders", "hashable", "int",
        "sendable", "string", "stubTarget", "uRLError",
    ]

    /// Names that cannot be an accessor of the generated type (its own members, and words that make bad types).
    private static let reservedMembers: Set<String> = ["stub", "init", "self", "type", "protocol", "any", "pathSegment"]

    /// Names an `Example` case cannot take.
    private static let reservedExamples: Set<String> = ["name", "none", "some", "init", "self", "hashValue"]

    /// The plan for `contract`, read from the file named `sourceName`.
    static func plan(_ contract: Contract, sourceName: String, options: StubGenerationOptions) -> StubFilePlan {
        var namer = IdentifierNamer(
            reserved: usedTypeNames.union(reservedMembers).union([SwiftIdentifier.lowerCamel(options.typeName)]))
        // Variants are the costly part of planning (a few ms per operation): they are worked out on all cores.
        let synthesizer = ResponseSynthesizer(contract: contract)
        let contractOperations = contract.operations
        let shared = Locked<[String: [String]]>([:])
        let variantsByOperation = concurrentMapInterleaved(count: contractOperations.count) { index in
            variantSets(of: contractOperations[index], synthesizer: synthesizer, shared: shared)
        }
        let operations = contract.operations.enumerated().map { index, operation in
            let base = namer.claim(baseName(of: operation))
            let (pathParameters, pathPieces) = PathPlanner.plan(operation)
            return OperationPlan(
                propertyName: SwiftIdentifier.escaped(base),
                typeName: SwiftIdentifier.capitalized(base),
                method: operation.method,
                path: operation.path,
                operationId: operation.operationId,
                target: target(of: operation, in: contract),
                summary: summary(of: operation.operation),
                isDeprecated: operation.operation.deprecated,
                statuses: statuses(of: operation),
                unnamedCodes: operation.responses.compactMap { entry in
                    if case .status(let code) = entry.key, HTTPStatusNames.name(of: code) == nil { return code }
                    return nil
                },
                examples: examples(of: operation),
                variantSets: variantsByOperation[index],
                events: contract.declaredEventNames(of: operation).map { name in
                    EventCase(
                        name: SwiftIdentifier.escaped(SwiftIdentifier.lowerCamel(name, fallback: "event", digitPrefix: "event")),
                        eventName: name)
                },
                pathParameters: pathParameters,
                pathPieces: pathPieces
            )
        }
        let info = contract.document.info
        return StubFilePlan(
            options: options, sourceName: sourceName, title: "\(info.title) \(info.version)", operations: operations)
    }

    /// The accessor's name before collisions: from the operationId, else from the method and path.
    private static func baseName(of operation: Contract.Operation) -> String {
        let text = operation.operationId ?? "\(operation.method.rawValue) \(operation.path)"
        return SwiftIdentifier.lowerCamel(text, fallback: operation.method.rawValue, digitPrefix: "operation")
    }

    /// `"showPetById"`, or `.route(.get, "/pets")` when the operationId is missing or belongs to an earlier
    /// operation (the contract answers an operationId with its first operation).
    private static func target(of operation: Contract.Operation, in contract: Contract) -> String {
        if let id = operation.operationId, let owner = contract.operation(id),
            owner.method == operation.method, owner.path == operation.path
        {
            return SwiftStringLiteral.quoted(id)
        }
        let method =
            operation.method.isFixedField
            ? ".\(operation.method.rawValue)" : "HTTPMethod(additional: \(SwiftStringLiteral.quoted(operation.method.rawValue)))"
        return ".route(\(method), \(SwiftStringLiteral.quoted(operation.path)))"
    }

    /// The summary's lines, else the description's first paragraph.
    private static func summary(of operation: OpenAPI.Operation) -> [String] {
        let text = operation.summary ?? operation.description ?? ""
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingTrailingWhitespace }
        return Array(lines.prefix { !$0.isEmpty })
    }

    /// One case per response key: exact codes with a common name, ranges, and `default`.
    private static func statuses(of operation: Contract.Operation) -> [StatusCase] {
        var seen = Set<OpenAPI.ResponseKey>()
        return operation.responses.compactMap { entry -> StatusCase? in
            guard seen.insert(entry.key).inserted else { return nil }
            let description = String(entry.response.description.split(separator: "\n").first ?? "").trimmingTrailingWhitespace
            switch entry.key {
            case .status(let code):
                return HTTPStatusNames.name(of: code).map {
                    StatusCase(name: SwiftIdentifier.escaped($0), code: code, key: "\(code)", description: description)
                }
            case .range(let leading):
                return freeCode(for: entry.key, in: operation, candidates: Array(leading * 100..<leading * 100 + 100)).map {
                    StatusCase(
                        name: HTTPStatusNames.name(ofRange: leading), code: $0, key: entry.key.description, description: description)
                }
            case .default:
                let candidates = [5, 4, 3, 2, 1].flatMap { leading in Array(leading * 100..<leading * 100 + 100) }
                return freeCode(for: .default, in: operation, candidates: candidates).map {
                    StatusCase(name: "`default`", code: $0, key: "default", description: description)
                }
            }
        }
    }

    /// The first of `candidates` that the contract answers with the response declared under `key`.
    private static func freeCode(for key: OpenAPI.ResponseKey, in operation: Contract.Operation, candidates: [Int]) -> Int? {
        candidates.first { operation.responseKey(for: $0) == key }
    }

    /// The `Variant` enum of the default status, then one enum per other named status whose body has variants
    /// beyond its default (`NotFoundVariant`), in the order of the `Status` cases. The other statuses' responses are
    /// mostly shared (`$ref`ed error responses), so their names are worked out once per response and status in `shared`.
    private static func variantSets(of operation: Contract.Operation, synthesizer: ResponseSynthesizer, shared: Locked<[String: [String]]>)
        -> [VariantSet]
    {
        guard let defaultCode = try? synthesizer.response(for: operation).status,
            let defaults = try? synthesizer.variantNames(for: operation)
        else { return [] }
        var sets = [
            VariantSet(
                typeName: "Variant", label: nil, code: nil, key: operation.responseKey(for: defaultCode)?.description ?? "\(defaultCode)",
                cases: variantCases(defaults))
        ]
        for status in statuses(of: operation) where status.code != defaultCode {
            guard let declared = operation.response(for: status.code) else { continue }
            let key = "\(declared.response.specLocation) \(status.code)"
            let names =
                shared.withLock { $0[key] }
                ?? {
                    let names = (try? synthesizer.variantNames(for: operation, status: status.code)) ?? []
                    shared.withLock { $0[key] = names }
                    return names
                }()
            guard names.count > 1 else { continue }
            let name = status.name.replacingOccurrences(of: "`", with: "")
            sets.append(
                VariantSet(
                    typeName: "\(SwiftIdentifier.capitalized(name))Variant", label: name, code: status.code, key: status.key,
                    cases: variantCases(names)))
        }
        return sets
    }

    /// One case per response variant of one status (`names`, in order).
    private static func variantCases(_ names: [String]) -> [VariantCase] {
        var namer = IdentifierNamer(reserved: reservedExamples)
        return names.map { name in
            VariantCase(
                name: SwiftIdentifier.escaped(
                    namer.claim(SwiftIdentifier.lowerCamel(variantWords(name), fallback: "variant", digitPrefix: "item"))),
                variantName: name)
        }
    }

    /// A variant name with its symbols in words, for its case name: `body=[]` → `body empty`, `[0].tag=absent` →
    /// `first item tag absent`, `body+extra` → `body extra`.
    private static func variantWords(_ name: String) -> String {
        name.replacingOccurrences(of: "=[]", with: " empty").replacingOccurrences(of: "=[1]", with: " one item")
            .replacingOccurrences(of: "[0]", with: " first item ")
    }

    /// Every named example of every response's media types, by first appearance of each name.
    private static func examples(of operation: Contract.Operation) -> [ExampleCase] {
        var namer = IdentifierNamer(reserved: reservedExamples)
        var seen = Set<String>()
        var cases: [ExampleCase] = []
        for (key, response) in operation.responses.map({ ($0.key, $0.response) }) {
            for (mediaType, media) in response.content {
                for (name, example) in media.examples where seen.insert(name).inserted {
                    cases.append(
                        ExampleCase(
                            name: SwiftIdentifier.escaped(namer.claim(SwiftIdentifier.lowerCamel(name, fallback: "example"))),
                            specName: name, site: "\(key) \(mediaType)", summary: example.value?.summary))
                }
            }
        }
        return cases
    }
}

extension StringProtocol {
    /// The text without trailing spaces, tabs and carriage returns.
    var trimmingTrailingWhitespace: String {
        var text = String(self)
        while let last = text.last, last == " " || last == "\t" || last == "\r" { text.removeLast() }
        return text
    }
}
