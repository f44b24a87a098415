import ContractStubCore
import Foundation

extension ContractStub {
    /// Every response shape the contract allows for `target` and `status` (the lowest declared 2xx when `nil`),
    /// each valid against the contract: the default response first, then one variant per single change of its
    /// JSON body: every other `enum` value, `null` where allowed, each `oneOf`/`anyOf` branch (named after its
    /// `$ref` or discriminator value), each optional property absent (or present), an additional property where
    /// allowed, empty, one-item, `minItems` and `maxItems` arrays, strings at `minLength`/`maxLength`, numbers at
    /// `minimum`/`maximum`.
    ///
    /// The set is deterministic and covers each of these choices once, from the default response; it does not
    /// combine them (two optional properties are never absent together), and only the first item of an array is
    /// varied. A variant the contract would reject is never returned. An unknown `target` or status is recorded as
    /// a violation and gives no variants.
    ///
    /// ```swift
    /// for variant in stub.responseVariants(for: "listPets") {
    ///     stub.respond(to: "listPets", with: variant)
    ///     await variant.check { _ = try await client.pets() }
    /// }
    /// ```
    public func responseVariants(for target: StubTarget, status: Int? = nil) -> [ResponseVariant] {
        guard let operation = target.operation(in: contract) else {
            registry.setAnswers([], for: target)  // records stub.target.unknown
            return []
        }
        do {
            return try registry.responseValidator.validVariants(for: operation, status: status, from: registry.synthesizer).map {
                ResponseVariant(operation: target.description, name: $0.name, response: $0.response)
            }
        } catch {
            registry.report(
                Diagnostic(
                    .error, code: error.code, message: "no variants of \(target): \(error.message)", operationId: operation.operationId))
            return []
        }
    }

    /// Answers every later request to `target` with `variant`, as ``respond(to:status:example:contentType:body:headers:delay:itemDelay:)``
    /// does with its status, headers and body.
    public func respond(to target: StubTarget, with variant: ResponseVariant, delay: Duration = .zero) {
        respond(to: target, status: variant.response.status, body: variant.body, headers: variant.response.headers, delay: delay)
    }

    /// Answers every later request to `target` with its variant named `name` (of `status`, the lowest declared 2xx
    /// when `nil`); generated stubs call this with their `Variant` enum. A name the spec no longer gives is recorded
    /// as the violation `stub.variant.unknown`, listing the names it gives.
    public func respond(to target: StubTarget, variant name: String, status: Int? = nil, delay: Duration = .zero) {
        let variants = responseVariants(for: target, status: status)
        if let variant = variants.first(where: { $0.name == name }) {
            return respond(to: target, with: variant, delay: delay)
        }
        guard !variants.isEmpty else { return }
        let known = variants.prefix(20).map(\.name).joined(separator: ", ") + (variants.count > 20 ? ", …" : "")
        registry.report(
            Diagnostic(
                .error, code: .stubVariantUnknown,
                message: "\(target) has no response variant '\(name)' (regenerate the stubs if the spec changed); variants: \(known)"))
    }

    /// Runs `body` once per variant of `target`'s response (``responseVariants(for:status:)``), with the stub
    /// answering `target` with that variant; an error `body` throws fails the test naming the variant and showing
    /// its body (the XCTest way; in Swift Testing, ``responseVariants(spec:for:status:filePath:)`` gives one test case
    /// per variant).
    ///
    /// ```swift
    /// func testDecodesEveryPetList() async {
    ///     await stub.forEachResponseVariant(of: "listPets") { _ in _ = try await client.pets() }
    /// }
    /// ```
    public func forEachResponseVariant(
        of target: StubTarget, status: Int? = nil, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column, _ body: (ResponseVariant) async throws -> Void
    ) async {
        for variant in responseVariants(for: target, status: status) {
            respond(to: target, with: variant)
            await variant.check(fileID: fileID, filePath: filePath, line: line, column: column) { try await body(variant) }
        }
    }

    /// The response variants of `target` in the spec at `path` (found as the `.contractStub(_:)` trait finds it; an
    /// absolute path, such as a test bundle resource's `Bundle.module.path(forResource:ofType:)`, is read as is),
    /// for `@Test(arguments:)`: one test case per variant, listed under its name.
    ///
    /// ```swift
    /// @Test(.contractStub("specs/petstore.json"), arguments: try ContractStub.responseVariants(spec: "specs/petstore.json", for: "listPets"))
    /// func decodesPets(variant: ResponseVariant) async throws {
    ///     let stub = try #require(ContractStub.current)
    ///     stub.respond(to: "listPets", with: variant)
    ///     await variant.check { _ = try await PetClient(session: stub.makeSession()).pets() }
    /// }
    /// ```
    /// - Throws: `SpecLoadError` when the spec cannot be loaded; ``VariantsUnavailable`` when `target` or
    ///   `status` is not in it or no response can be made.
    public static func responseVariants(
        spec path: String, for target: StubTarget, status: Int? = nil, filePath: StaticString = #filePath
    ) throws -> [ResponseVariant] {
        try responseVariants(spec: ContractCatalog.locate(path, from: String(describing: filePath)), for: target, status: status)
    }

    /// The response variants of `target` in the spec in the file at `url`, such as a resource of the test bundle
    /// (`Bundle.module.url(forResource: "petstore", withExtension: "json")!`), for `@Test(arguments:)` where the tests
    /// run with no source tree to search.
    /// - Throws: `SpecLoadError` when the spec cannot be loaded; ``VariantsUnavailable`` when `target` or
    ///   `status` is not in it or no response can be made.
    package static func responseVariants(spec url: URL, for target: StubTarget, status: Int? = nil) throws -> [ResponseVariant] {
        let contract = try ContractCatalog.shared.contract(at: url)
        let stub = ContractStub(contract, options: .init(), environment: [:])
        let variants = stub.responseVariants(for: target, status: status)
        if let problem = stub.violations.first { throw VariantsUnavailable(message: problem.message) }
        return variants
    }

    /// Why ``responseVariants(spec:for:status:filePath:)`` found no variants.
    public struct VariantsUnavailable: Error, CustomStringConvertible {
        /// What is missing.
        package let message: String
        /// What is missing: the target or status, or why no response could be made.
        public var description: String { message }
    }
}
