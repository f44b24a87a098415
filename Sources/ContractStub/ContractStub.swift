import ContractStubCore
import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Enforces an OpenAPI contract inside `URLSession`: one per test, isolated from every other test.
///
/// Every request sent through a session the stub configured is checked against the contract and answered
/// from it (the spec's example, else a body synthesized from the schema) or as the test asked. A request
/// that breaks the contract gets HTTP 400 `application/problem+json`; every finding is kept in
/// ``violations`` and reported from the test with ``assertNoViolations(fileID:filePath:line:column:)``,
/// the Swift Testing trait `.contractStub(_:)` or ``assertNoViolationsOnTeardown(of:fileID:filePath:line:column:)``.
///
/// ```swift
/// let contract = try Contract(contentsOf: URL(fileURLWithPath: "specs/petstore.json"))
/// let stub = ContractStub(contract)
/// stub.respond(to: "showPetById", status: 404)
/// let (data, response) = try await stub.makeSession().data(from: URL(string: "https://petstore.example.com/v1/pets/42")!)
/// stub.assertNoViolations()
/// ```
///
/// ## Isolation
/// A `URLProtocol` cannot see its session, so each stub gives its sessions things that reach the protocol and
/// lead back to the stub, with no "current test" anywhere:
/// - **its own protocol class**: ``install(into:)`` lists a `URLProtocol` subclass made for this stub alone in
///   the configuration's `protocolClasses`, and the loader instantiates exactly that class, on Apple platforms
///   and on Linux alike. A class is given to another stub only after its stub is gone.
/// - a `urlCache` owned by the stub, whose placeholder answer carries it (swift-corelibs-foundation hands it to
///   the protocol; Apple's loader under the default cache policy does not);
/// - an `X-ContractStub-Carrier` header in `httpAdditionalHeaders` (Apple's loader adds it to the request the
///   protocol sees; swift-corelibs-foundation does not). It is removed before the request is checked or recorded.
///
/// The protocol uses whichever arrive; carriers that disagree are a loud internal error, never a guess. The
/// protocol claims every request, so nothing reaches the network. Tests running in parallel cannot see each
/// other's stubs or violations, and everything is freed with the stub and its sessions. Change other settings
/// of a configured configuration freely, but not `protocolClasses`. ``installInSharedSession()`` is the one
/// exception: `URLSession.shared` is process-wide, so only one stub at a time can serve it.
public final class ContractStub: Sendable {
    /// The contract enforced.
    public let contract: Contract
    let registry: StubRegistry
    private let carrierCache: StubCarrierCache
    private let carriers: StubCarriers

    /// A stub enforcing `contract`; `options` tune request checking (e.g. `strict`).
    ///
    /// `mode` says where answers come from (``Mode``; `CONTRACTSTUB_MODE` overrides it for a whole run). In
    /// `record` and `replay` modes the exchanges go to, or come from, `fixture`: by default the test's own file
    /// beside the test source (``Fixture/forTest(_:filePath:folder:)``, named from the running Swift Testing
    /// test, else from `testName` and `filePath`, the caller's function and file). `live` says how `live` and
    /// `record` modes reach the server.
    ///
    /// When the environment variable `CONTRACTSTUB_RECORD` holds a file path, every exchange is also appended
    /// to that file (see ``record(to:)``).
    public convenience init(
        _ contract: Contract, options: RequestValidationOptions = .init(), mode: Mode = .stub, fixture: Fixture? = nil,
        live: LiveOptions = LiveOptions(), testName: String = #function, filePath: String = #filePath
    ) {
        self.init(
            contract, options: options, mode: mode, fixture: fixture ?? .forCurrentTest(testName: testName, filePath: filePath),
            live: live, environment: Self.environment([Self.modeEnvironmentKey, Self.recordEnvironmentKey]))
    }

    /// A stub that reads `CONTRACTSTUB_MODE` and `CONTRACTSTUB_RECORD` from `environment` and installs only
    /// `carriers` (tests of the carriers switch them off one by one).
    init(
        _ contract: Contract, options: RequestValidationOptions, mode: Mode = .stub, fixture: Fixture? = nil,
        live: LiveOptions = LiveOptions(), environment: [String: String], carriers: StubCarriers = .all
    ) {
        SharedSessionURLProtocol.registration
        self.contract = contract
        self.carriers = carriers
        let (mode, problem) = Mode.resolved(requested: mode, environment: environment)
        registry = StubRegistry(
            contract: contract, options: options, mode: mode, fixture: fixture, live: live, problems: problem.map { [$0] } ?? [])
        carrierCache = StubCarrierCache(registry: registry)
        if let path = environment[Self.recordEnvironmentKey], !path.isEmpty {
            record(to: URL(fileURLWithPath: path))
        }
    }

    /// Where this stub's answers come from (the code's choice unless `CONTRACTSTUB_MODE` overrode it).
    public var mode: Mode { registry.mode }

    /// The fixture recorded to (``Mode/record``) or replayed from (``Mode/replay``); `nil` in the other modes.
    public var fixture: Fixture? { registry.fixture }

    /// The environment variable naming a file every stub records to: `CONTRACTSTUB_RECORD`.
    public static let recordEnvironmentKey = "CONTRACTSTUB_RECORD"

    /// The variables `keys` of the process environment that are set. A stub reads its two
    /// (``modeEnvironmentKey``, ``recordEnvironmentKey``) one by one: all of `ProcessInfo.processInfo.environment`,
    /// which every test would otherwise build, runs to hundreds of variables on CI machines.
    static func environment(_ keys: [String]) -> [String: String] {
        var environment: [String: String] = [:]
        for key in keys {
            if let value = getenv(key) { environment[key] = String(cString: value) }
        }
        return environment
    }

    /// The stub provided by the `.contractStub(_:)` Swift Testing trait to the test it runs, else `nil`.
    @TaskLocal public static var current: ContractStub?

    /// What the client under test sees when a request breaks the contract or matches no operation
    /// (default: ``ViolationPolicy/problemDetails``). The violation is recorded whatever the policy.
    public var violationPolicy: ViolationPolicy {
        get { registry.policy }
        set { registry.policy = newValue }
    }

    /// A new ephemeral session whose every request goes to this stub.
    public func makeSession() -> URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        install(into: configuration)
        return URLSession(configuration: configuration)
    }

    /// Routes every request of sessions later made from `configuration` to this stub: sets its
    /// `protocolClasses` to the stub's own protocol class alone and its `urlCache` to the stub's placeholder
    /// cache, and adds the stub's header to its `httpAdditionalHeaders` (see "Isolation" above). Change other
    /// settings freely, but not `protocolClasses`.
    ///
    /// A background configuration (`URLSessionConfiguration.background(withIdentifier:)`) is refused: its sessions
    /// hand tasks to a system daemon that never consults custom URL protocols, so its requests would reach the
    /// network. The configuration is left as it was and the stub records `stub.session.background`, which
    /// fails the test; give the client a default or ephemeral configuration in tests instead.
    public func install(into configuration: URLSessionConfiguration) {
        if let identifier = configuration.identifier {
            let message =
                "install(into:) was given a background session configuration ('\(identifier)'); background sessions "
                + "never use custom URL protocols, so its requests would reach the network. Give the client a default "
                + "or ephemeral configuration in tests (stub.makeSession(), or install(into:) on URLSessionConfiguration.ephemeral)."
            return registry.report(Diagnostic(.error, code: .stubSessionBackground, message: message))
        }
        let protocolClass: AnyClass = carriers.contains(.protocolClass) ? registry.lease.protocolClass : ContractURLProtocol.self
        configuration.protocolClasses = [protocolClass]
        if carriers.contains(.urlCache) { configuration.urlCache = carrierCache }
        if carriers.contains(.header) {
            var headers = configuration.httpAdditionalHeaders ?? [:]
            headers[StubCarrierHeader.name] = StubCarrierHeader.value(for: registry.lease)
            configuration.httpAdditionalHeaders = headers
        }
    }

    /// Every request seen so far and what it was answered, in order.
    public var exchanges: [ContractExchange] { registry.exchanges }

    /// Every contract violation so far, in order: requests the contract forbids, stubbed responses the
    /// real server could never send, and stubs configured for operations the contract does not have.
    /// Warnings (such as a request body that could not be seen) are in each exchange's `diagnostics`.
    public var violations: [ContractViolation] { registry.violations }

    /// Appends every later exchange to the file at `url` as one line of JSON (the traffic-log format that
    /// `contractstub verify` reads), or, when the file name ends in `.har`, as an entry of a HAR 1.2 file that a
    /// browser's network panel, Proxyman or `contractstub verify` opens (a complete document after every
    /// exchange). Safe when many tests record to the same file at once.
    ///
    /// ```swift
    /// stub.record(to: URL(fileURLWithPath: "traffic.har"))
    /// ```
    public func record(to url: URL) {
        registry.addRecorder(TrafficRecorder.for(url))
    }

    /// Writes every later answered exchange into the Pact file at `url` (specification v4 unless `version` says
    /// v3), for a provider to verify with Pact's own tools or a Pact Broker to hold: one interaction per request
    /// shape, `matchingRules` from the schema, the redacted headers of ``LiveOptions/redactedHeaders`` written as
    /// `REDACTED`. The first stub to name a file in a test run starts it afresh and sets its consumer, provider and
    /// version; every stub recording to it adds its exchanges, safely from any thread (see
    /// <doc:WritingPacts>).
    public func recordPact(to url: URL, consumer: String, provider: String, version: PactVersion = .v4) {
        let writer = PactWriter(contract: contract, consumer: consumer, provider: provider, version: version, redaction: registry.redaction)
        registry.addPactRecorder(PactRecorder.for(url, writer: writer))
    }
}
