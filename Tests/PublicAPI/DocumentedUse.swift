// The API as a user's package sees it: what the README, the DocC articles, the generated stubs and the mock client's
// docs use, type-checked by `make docs` (Tests/PublicAPI/typecheck.sh) in a module outside this package, where
// `package` declarations are out of reach. A name cut from the public surface that a user is taught fails here.
// Never run: it only has to compile.
import ContractStub
import ContractStubMockClient
import Foundation
import Testing
import XCTest

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A client under test, as the README's examples assume.
struct PetClient {
    let session: URLSession
    struct Pet: Decodable {
        let id: Int
        let name: String
    }
    func pet(id: Int) async throws -> Pet {
        let (data, _) = try await session.data(from: URL(string: "https://petstore.example.com/v1/pets/\(id)")!)
        return try JSONDecoder().decode(Pet.self, from: data)
    }
    func allPets() async throws -> [Pet] { [] }
    func pets() async throws -> [Pet] { [] }
}

let specURL = URL(fileURLWithPath: "specs/petstore.json")

// README / GettingStarted
@Test(.contractStub("specs/petstore.json"))
func showsAPet() async throws {
    let stub = try #require(ContractStub.current)
    stub.respond(to: "showPetById", status: 200)
    let client = PetClient(session: stub.makeSession())
    let pet = try await client.pet(id: 1)
    #expect(pet.name == "Rex")
}

@Test func retriesAfterAnOutage() async throws {
    let stub = ContractStub(try Contract(contentsOf: URL(fileURLWithPath: "specs/petstore.json")))
    stub.respond(to: "listPets", with: [.status(503), .status(200)])
    stub.fail("showPetById", with: URLError(.timedOut), delay: .milliseconds(50))
    _ = try await PetClient(session: stub.makeSession()).allPets()
    stub.assertNoViolations()
}

final class PetClientTests: XCTestCase {
    var stub: ContractStub!

    override func setUpWithError() throws {
        stub = ContractStub(try Contract(contentsOf: URL(fileURLWithPath: "specs/petstore.json")))
        stub.assertNoViolationsOnTeardown(of: self)
    }

    func testNotFound() async throws {
        stub.respond(to: .get("/pets/{petId}"), status: 404)
        let pet = try? await PetClient(session: stub.makeSession()).pet(id: 42)
        XCTAssertNil(pet)
    }
}

// HTTPStacks, LiveModes, MediaTypesAndStreams, ResponseVariants, WritingPacts, PlatformLimits, HostileInput
func documentedCalls(contract: Contract) async throws {
    let stub = ContractStub(contract)
    let configuration = URLSessionConfiguration.default
    stub.install(into: configuration)
    stub.expectsRequests = true
    try stub.installInSharedSession()
    stub.uninstallFromSharedSession()
    _ = ContractStub(contract, mode: .live, live: LiveOptions(server: URL(string: "https://staging.example.com")))
    _ = ContractStub(contract, mode: .record)
    _ = ContractStub(contract, mode: .replay, fixture: ContractStub.Fixture(url: URL(fileURLWithPath: "f.jsonl")))
    _ = ContractStub(contract, options: .init(strict: true), fixture: .forTest("t", filePath: #filePath, folder: nil))
    _ = ContractStub.Fixture.forTest("t", filePath: #filePath, in: Bundle.main)
    var live = LiveOptions()
    live.configuration = .ephemeral
    live.configuration.timeoutIntervalForRequest = 5
    _ = LiveOptions(configuration: .ephemeral, server: nil, redactedHeaders: ["X-Key"])
    live.redactedHeaders.append("X-Key")
    stub.respond(to: "streamCompletion", status: 200, body: Data("x".utf8), itemDelay: .milliseconds(50))
    stub.respond(to: "createChatCompletion", contentType: "text/event-stream", itemDelay: .milliseconds(20))
    stub.respond(to: .route(.query, "/q"), status: 200)
    for target in [StubTarget.post("/pets"), .put("/pets/{petId}"), .patch("/pets/{petId}"), .delete("/pets/{petId}")] {
        stub.respond(to: target, status: nil)
    }
    stub.respond(to: .route(HTTPMethod(additional: "PURGE"), "/q"), status: 204)
    for method in [HTTPMethod.get, .put, .post, .delete, .options, .head, .patch, .trace, .query] {
        stub.respond(to: .route(method, "/x"), with: [.specDefaultEquivalent, .failure(URLError(.timedOut))])
    }
    stub.respond(to: .operation("listPets"), with: [.status(200, example: "dogs", headers: ["X-A": "1"], delay: .zero)])
    stub.recordPact(to: URL(fileURLWithPath: "pacts/web-petshop.json"), consumer: "web", provider: "petshop")
    stub.recordPact(to: URL(fileURLWithPath: "p.json"), consumer: "a", provider: "b", version: .v3)
    stub.record(to: URL(fileURLWithPath: "log.jsonl"))
    _ = try Contract(contentsOf: specURL, allowedRefRoots: [URL(fileURLWithPath: "shared")])
    _ = ContractStub.recordEnvironmentKey + ContractStub.modeEnvironmentKey
    _ = stub.mode == .stub ? stub.fixture?.url : nil
    if case .problemDetails = stub.violationPolicy {}

    let variants = try ContractStub.responseVariants(spec: "specs/petstore.json", for: "showPetById")
    for variant in variants {
        stub.respond(to: "showPetById", with: variant)
        stub.respond(to: "showPetById", variant: variant.name, status: variant.response.status)
        await variant.check { _ = try await PetClient(session: stub.makeSession()).pet(id: 1) }
        _ = "\(variant.operation) \(variant.testDescription) \(variant.response.headers["Content-Type"] ?? "")"
    }
    await stub.forEachResponseVariant(of: "showPetById") { _ in }
    _ = stub.responseVariants(for: "listPets", status: 200)

    // Reading results.
    for exchange in stub.exchanges {
        let request = exchange.request
        _ = "\(request.method) \(request.url) \(request.headers.values(for: "Accept")) \(request.body?.count ?? 0)"
        for (name, value) in request.headers { _ = name + value }
        _ = exchange.response?.status
        _ = exchange.response?.body
        _ = exchange.error
        _ = exchange.operationId ?? exchange.pathTemplate
        if exchange.answeredBy == .server {}
        for finding in exchange.diagnostics where finding.severity == .error {
            _ = "\(finding.code) \(finding.message) \(finding.specPointer?.description ?? "") \(finding.instancePointer ?? "")"
            _ = "\(finding.file ?? "") \(finding.position?.line ?? 0):\(finding.position?.column ?? 0) \(finding.suggestion ?? "")"
            _ = finding.operationId
        }
    }
    _ = stub.violations.map(\.code)
    for violation in stub.violations {
        _ = "\(violation.code) \(violation.message) \(violation.operationId ?? "") \(violation.request ?? "")"
        _ = "\(violation.specPointer?.description ?? "") \(violation.instancePointer?.description ?? "") \(violation.exchangeIndex ?? 0)"
        if violation.source == .server {}
        _ = "\(violation.suggestion ?? "") \(violation.severity)"
        _ = violation.diagnostic.severity < .error
    }
    _ = contract.url
    _ = contract.diagnostics
    _ = DiagnosticCode.named("ref.unresolved")?.summary
    if let code = DiagnosticCode.named("ref.unresolved") { _ = "\(code.id) \(code.severity)" }
    do {
        _ = try Contract(contentsOf: URL(fileURLWithPath: "missing.json"))
    } catch {
        _ = "\(error.code) \(error.message) \(error.url) \(error.diagnostics.count) \(error)"
    }
    do {
        _ = try ContractStub.responseVariants(spec: "/abs/petstore.json", for: "x", status: 404)
    } catch let error as ContractStub.VariantsUnavailable {
        _ = error.description
    }

    // JSON bodies.
    let value = try JSONDecoder().decode(JSONValue.self, from: Data(#"{"id": 1, "tags": ["a"]}"#.utf8))
    #expect(value["tags"]?[0] == "a")
    #expect(value["id"] == 1)
    if case .object(let object) = value {
        for (key, member) in object { _ = (key, member) }
    }
    if case .number(let number) = value["id"] {
        _ = number < number
        _ = number.description
    }
}

extension StubResponse {
    static var specDefaultEquivalent: StubResponse { .status(nil) }
}

// MockServer.md
final class CheckoutUITests: XCTestCase {
    let base = URL(string: ProcessInfo.processInfo.environment["API_BASE_URL"] ?? "http://127.0.0.1:4010")!
    lazy var mock = MockServerClient(baseURL: base)

    override func setUp() async throws {
        try await mock.reset()
    }

    override func tearDown() async throws {
        let violations = try await mock.violations()
        XCTAssertEqual(violations.count, 0, violations.description)
    }

    func testCheckoutRetriesAfterAnOutage() async throws {
        try await mock.setNextAnswers([.status(503, headers: ["Retry-After": "1"]), .closeConnection()], for: "createOrder")
    }
}

// The plugin tests' and generated-stub tests' reading of a body, through public API.
func showPetById(_ stub: ContractStub) async throws {
    stub.api.showPetById.respond(.notFound)
    let url = URL(string: "https://petstore.example.com/v1" + APIStubs.ShowPetById.path(petId: 42))!
    let (data, response) = try await stub.makeSession().data(from: url)
    #expect((response as? HTTPURLResponse)?.statusCode == 404)
    #expect(try JSONDecoder().decode(JSONValue.self, from: data)["message"] == "no pet with id 42")
    stub.bookshop.listBooks.respond(.ok)
}
