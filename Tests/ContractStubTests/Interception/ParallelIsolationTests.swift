import ContractStub
import Foundation
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Many tests at once, each with its own stub, answers and violations: nothing crosses between them, and
/// each violation is reported to the test that caused it. Swift Testing runs these cases in parallel.
@Suite struct ParallelIsolationTests {
    /// Test case `index` sends `index % 4 + 1` bad requests marked with its index, between good ones.
    @Test(arguments: 0..<24)
    func eachTestSeesOnlyItsOwnExchangesAndViolations(index: Int) async throws {
        let stub = try Petstore.stub()
        let name = "pet-\(index)"
        stub.respond(to: "showPetById", status: 200, body: Data(#"{"id":\#(index + 1),"name":"\#(name)"}"#.utf8))
        let session = stub.makeSession()
        let bad = index % 4 + 1
        for attempt in 0..<bad {
            let (data, _) = try await session.data(from: Petstore.url("/pets/\(index + 1)"))
            #expect(try data.json()["name"] == .string(name))
            await Task.yield()
            let (_, refused) = try await session.data(from: Petstore.url("/pets/bad-\(index)-\(attempt)"))
            #expect(refused.status == 400)
        }
        #expect(stub.exchanges.count == 2 * bad)
        #expect(
            stub.exchanges.allSatisfy { $0.request.url.path.hasSuffix("/\(index + 1)") || $0.request.url.path.contains("bad-\(index)-") })
        let refusedExchanges = Set(stub.violations.compactMap(\.exchangeIndex))
        #expect(refusedExchanges.count == bad)
        #expect(stub.violations.allSatisfy { $0.request?.contains("/pets/bad-\(index)-") == true })

        withKnownIssue {
            stub.assertNoViolations()
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("/pets/bad-\(index)-") }
        }
    }

    // The `.contractStub(_:)` trait needs Swift 6.1 (TestScoping).
    #if compiler(>=6.1)
    /// The trait gives every case its own stub; a case that leaves no violations passes.
    @Test(.contractStub("specs/petstore.json"), arguments: 0..<20)
    func traitGivesEachTestItsOwnStub(index: Int) async throws {
        let stub = try #require(ContractStub.current)
        #expect(stub.exchanges.isEmpty, "a fresh stub for every case")
        stub.respond(to: "listPets", body: Data(#"[{"id":\#(index + 1),"name":"pet-\#(index)"}]"#.utf8))
        let (data, _) = try await stub.makeSession().data(from: Petstore.url("/pets"))
        #expect(try data.json()[0]?["name"] == .string("pet-\(index)"))
        #expect(stub.exchanges.count == 1)
    }

    /// The trait reports what is left at the end of the test, at the test's declaration.
    @Test func traitReportsLeftoverViolationsToItsTest() async throws {
        let test = try #require(Test.current)
        let trait: ContractStubTrait = .contractStub("specs/petstore.json")
        try await withKnownIssue {
            try await trait.provideScope(for: test, testCase: Test.Case.current) {
                let stub = try #require(ContractStub.current)
                _ = try await stub.makeSession().data(from: Petstore.url("/pets/leftover"))
            }
        } matching: { issue in
            issue.sourceLocation == test.sourceLocation && issue.comments.contains { $0.rawValue.contains("/pets/leftover") }
        }
        #expect(ContractStub.current == nil, "the stub is only current inside the test")
    }
    #endif

    /// Two dozen stubs used at the same time from one test: every client gets its own stub's answers.
    @Test func concurrentStubsDoNotShareAnswers() async throws {
        let stubs = try (0..<24).map { index in
            let stub = try Petstore.stub()
            stub.respond(to: "showPetById", status: 200, body: Data(#"{"id":1,"name":"owner-\#(index)"}"#.utf8))
            return stub
        }
        let names = try await withThrowingTaskGroup(of: (Int, [String]).self) { group in
            for (index, stub) in stubs.enumerated() {
                group.addTask {
                    let session = stub.makeSession()
                    var names: [String] = []
                    for _ in 0..<5 {
                        let (data, _) = try await session.data(from: Petstore.url("/pets/1"))
                        names.append(try data.json()["name"]?.stringValue ?? "")
                    }
                    return (index, names)
                }
            }
            return try await group.reduce(into: [Int: [String]]()) { $0[$1.0] = $1.1 }
        }
        for (index, stub) in stubs.enumerated() {
            #expect(names[index] == Array(repeating: "owner-\(index)", count: 5))
            #expect(stub.exchanges.count == 5)
            #expect(stub.violations.isEmpty)
        }
    }
}
