import Foundation
import Testing

@testable import ContractStubCore
@testable import ContractStubTooling

@Suite struct CoverageTests {
    /// `/a` declares an exact code, the range that contains it, another range and `default`; `/b` only `200`;
    /// `/c` nothing but `default`.
    static let contract = try! EngineFixtures.contract(
        """
        {"openapi":"3.0.3","info":{"title":"t","version":"1"},"servers":[{"url":"https://h/v1"}],
         "paths":{
          "/a":{"get":{"operationId":"getA","responses":{
            "200":{"description":"ok"},"2XX":{"description":"other 2xx"},"4XX":{"description":"client"},
            "default":{"description":"else"}}}},
          "/b":{"post":{"operationId":"postB","responses":{"200":{"description":"ok"}}}},
          "/c":{"delete":{"responses":{"default":{"description":"any"}}}}}}
        """)
    static let router = RequestValidator(contract: contract)

    /// A log line for `method path` answered with `status` (no response when `nil`).
    static func line(_ method: String, _ path: String, _ status: Int? = nil) -> String {
        let response = status.map { #","response":{"status":\#($0)}"# } ?? ""
        return #"{"request":{"method":"\#(method)","url":"https://h/v1\#(path)"}\#(response)}"#
    }

    static func coverage(_ lines: [String]) throws -> TrafficCoverage {
        TrafficCoverage(try TrafficLog.read(Data(lines.joined(separator: "\n").utf8)), router: router)
    }

    static func exercised(_ coverage: TrafficCoverage) -> [String] {
        coverage.operations.map { operation in
            "\(operation.method) \(operation.path) \(operation.exchanges): "
                + operation.declared.filter(operation.exercised.contains).map(\.description).joined(separator: ",")
        }
    }

    @Test func eachStatusCoversOnlyTheKeyThatGovernsIt() throws {
        let coverage = try Self.coverage([
            Self.line("GET", "/a", 200), Self.line("GET", "/a", 200), Self.line("GET", "/a", 404),
        ])
        #expect(Self.exercised(coverage) == ["GET /a 3: 200,4XX", "POST /b 0: ", "DELETE /c 0: "])
        #expect(coverage.operations[0].unexercised.map(\.description) == ["2XX", "default"])
    }

    static let statusKeys: [(Int, String)] = [
        (201, "2XX"), (299, "2XX"), (400, "4XX"), (451, "4XX"), (302, "default"), (500, "default"), (100, "default"),
    ]

    @Test(arguments: statusKeys)
    func rangesAndDefaultCoverWhatNoMoreSpecificKeyMatches(_ status: Int, _ key: String) throws {
        let coverage = try Self.coverage([Self.line("GET", "/a", status)])
        #expect(coverage.operations[0].exercised.map(\.description) == [key])
    }

    @Test func undeclaredStatusesAndMissingResponsesCountOnlyForTheOperation() throws {
        let coverage = try Self.coverage([Self.line("POST", "/b", 404), Self.line("DELETE", "/c")])
        #expect(Self.exercised(coverage) == ["GET /a 0: ", "POST /b 1: ", "DELETE /c 1: "])
        #expect(coverage.operationRatio == CoverageRatio(covered: 2, total: 3))
        #expect(coverage.responseRatio == CoverageRatio(covered: 0, total: 6))
        #expect(coverage.incomplete.map(\.path) == ["/a", "/b", "/c"])
    }

    @Test func unroutedExchangesAreListedByLineAndCountForNothing() throws {
        let coverage = try Self.coverage([
            Self.line("GET", "/nowhere", 200), "", Self.line("PUT", "/a", 200), Self.line("DELETE", "/c/", 204),
        ])
        #expect(coverage.unrouted == [0, 2])
        // A tolerated trailing slash still routes.
        #expect(Self.exercised(coverage) == ["GET /a 0: ", "POST /b 0: ", "DELETE /c 1: default"])
        #expect(coverage.incomplete.map(\.path) == ["/a", "/b"])
    }

    @Test func ratiosCountOperationsAndDeclaredKeys() throws {
        let coverage = try Self.coverage([
            Self.line("GET", "/a", 200), Self.line("GET", "/a", 201), Self.line("POST", "/b", 200),
        ])
        #expect(coverage.operationRatio == CoverageRatio(covered: 2, total: 3))
        #expect(coverage.responseRatio == CoverageRatio(covered: 3, total: 6))
        #expect(coverage.operationRatio.percentText == "66.7")
        #expect(coverage.responseRatio.percentText == "50.0")
        #expect(coverage.incomplete.map(\.path) == ["/a", "/c"])
    }

    @Test func anEmptyLogCoversNothing() throws {
        let coverage = try Self.coverage([])
        #expect(coverage.unrouted.isEmpty)
        #expect(coverage.operationRatio == CoverageRatio(covered: 0, total: 3))
        #expect(coverage.responseRatio.percent == 0)
        #expect(coverage.incomplete.count == 3)
        #expect(coverage.operations.allSatisfy { !$0.isExercised && $0.exercised.isEmpty })
    }

    @Test func ratiosRoundForDisplayButCompareExactly() {
        #expect(CoverageRatio(covered: 20, total: 31).percentText == "64.5")
        #expect(CoverageRatio(covered: 12, total: 15).percentText == "80.0")
        #expect(CoverageRatio(covered: 0, total: 0).percent == 100)
        #expect(CoverageRatio(covered: 0, total: 0).reaches(100))
        let almost = CoverageRatio(covered: 1999, total: 2000)
        #expect(almost.percentText == "100.0")
        #expect(!almost.reaches(100))
        #expect(almost.reaches(99.95))
    }

    @Test func petstoreFromItsRecordedShape() throws {
        let log = """
            {"request":{"method":"GET","url":"https://petstore.example.com/v1/pets/1"},"response":{"status":404}}
            {"request":{"method":"POST","url":"https://petstore.example.com/v1/pets"},"response":{"status":500}}
            """
        let coverage = TrafficCoverage(try TrafficLog.read(Data(log.utf8)), router: EngineFixtures.petstoreRequests)
        #expect(
            coverage.incomplete.map { "\($0.operationId!) \($0.unexercised.map(\.description))" } == [
                #"listPets ["200", "default"]"#, #"createPet ["201"]"#, #"showPetById ["200", "default"]"#,
            ])
    }
}
