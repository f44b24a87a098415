// The trait needs `TestScoping`, which Swift Testing has from Swift 6.1 on.
#if canImport(Testing) && compiler(>=6.1)
import ContractStubCore
import Foundation
import Testing

/// A Swift Testing trait that gives each test (each case of a parameterized test) its own ``ContractStub``,
/// available as ``ContractStub/current`` while the test runs, and fails the test at its declaration for
/// every contract violation left when it ends. Tests with this trait run in parallel safely.
///
/// ```swift
/// @Test(.contractStub("specs/petstore.json"))
/// func showsThePet() async throws {
///     let stub = try #require(ContractStub.current)
///     let client = PetClient(session: stub.makeSession())
///     #expect(try await client.pet(1).name == "Rex")
/// }
/// ```
///
/// On a suite, every test in it gets its own stub.
///
/// Needs Swift 6.1 or later (Swift Testing's `TestScoping`): with an older compiler neither this trait nor
/// `.contractStub(_:)` exists, and ``ContractStub/current`` is always `nil`. There, make the stub in the test and
/// check it at the end instead: `let stub = ContractStub(contract)`, then `stub.assertNoViolations()`.
public struct ContractStubTrait: TestTrait, SuiteTrait, TestScoping {
    /// Where the spec is.
    enum Spec: Sendable {
        /// A path, absolute or found going up from a source file.
        case path(String, searchStart: String)
        /// A file, e.g. a bundle resource.
        case url(URL)

        /// The spec's file.
        var url: URL {
            switch self {
            case .path(let path, let start): return ContractCatalog.locate(path, from: start)
            case .url(let url): return url
            }
        }
    }

    let spec: Spec
    let mode: ContractStub.Mode
    /// The bundle holding the tests' replay fixtures, where the source tree is not there to read them from.
    let fixtures: Bundle?

    /// Applies to every test of a suite.
    public var isRecursive: Bool { true }

    /// A scope for each test case (never for a suite itself).
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> ContractStubTrait? {
        testCase == nil ? nil : self
    }

    /// Runs `function` with a fresh stub as ``ContractStub/current``, then records one issue per violation
    /// (also when `function` throws), and one when the test expects requests (``ContractStub/expectsRequests``) and
    /// the stub saw none.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        let contract = try ContractCatalog.shared.contract(at: spec.url)
        let filePath = test.sourceLocation.contractStubFilePath
        let fixture =
            fixtures.flatMap { ContractStub.Fixture.forTest(test.name, filePath: filePath, in: $0) }
            ?? .forTest(test.name, filePath: filePath)
        let stub = ContractStub(contract, mode: mode, fixture: fixture)
        defer {
            for violation in stub.violations {
                Issue.record(Comment(rawValue: "Contract violation: \(violation)"), sourceLocation: test.sourceLocation)
            }
            if let message = stub.missingRequestsMessage {
                Issue.record(Comment(rawValue: message), sourceLocation: test.sourceLocation)
            }
        }
        try await ContractStub.$current.withValue(stub) {
            try await function()
        }
    }
}

extension Trait where Self == ContractStubTrait {
    /// A fresh ``ContractStub`` for each test, enforcing the spec at `path`: absolute, or relative to the
    /// first folder, going up from the test file, that contains it (so `"specs/petstore.json"` finds the
    /// package's `specs` folder from any test file). The contract is loaded once per process.
    ///
    /// `mode` is the stubs' ``ContractStub/Mode`` (`CONTRACTSTUB_MODE` overrides it); their fixture is the
    /// test's own (``ContractStub/Fixture/forTest(_:filePath:folder:)``). The cases of a parameterized test
    /// share it, so record such tests one case at a time or give each stub its own fixture in code.
    public static func contractStub(_ path: String, mode: ContractStub.Mode = .stub, filePath: StaticString = #filePath) -> Self {
        ContractStubTrait(spec: .path(path, searchStart: String(describing: filePath)), mode: mode, fixtures: nil)
    }

    /// A fresh ``ContractStub`` for each test, enforcing the spec in the file at `url`, such as a resource of the
    /// test target's bundle (`Bundle.module.url(forResource: "petstore", withExtension: "json")!`). Use it where the
    /// tests run with no source tree to search (a device, a CI host that only has the built tests).
    ///
    /// `fixtures`, when given, is the bundle that holds the tests' replay fixtures
    /// (``ContractStub/Fixture/forTest(_:filePath:in:)``); a test whose fixture is not in it uses the one beside its
    /// source file.
    public static func contractStub(_ url: URL, mode: ContractStub.Mode = .stub, fixtures: Bundle? = nil) -> Self {
        ContractStubTrait(spec: .url(url), mode: mode, fixtures: fixtures)
    }

    /// A fresh ``ContractStub`` for each test, enforcing the spec `resource` (a file name with its extension, e.g.
    /// `"petstore.json"`) of `bundle`, typically the test target's `Bundle.module`; its replay fixtures come from the
    /// same bundle where it has them (``ContractStub/Fixture/forTest(_:filePath:in:)``).
    ///
    /// A spec the bundle does not have fails each test with a `SpecLoadError` naming the bundle.
    public static func contractStub(resource: String, in bundle: Bundle, mode: ContractStub.Mode = .stub) -> Self {
        let url = bundle.url(forResource: resource, withExtension: nil) ?? bundle.bundleURL.appendingPathComponent(resource)
        return ContractStubTrait(spec: .url(url), mode: mode, fixtures: bundle)
    }
}
#endif
