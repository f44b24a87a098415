import Foundation
import Testing

@testable import ContractStubCore
@testable import ContractStubTooling

/// `verify` over a whole log file: batches checked in parallel, merged in log order, capped.
@Suite struct TrafficLogVerificationTests {
    static let good =
        #"{"request":{"method":"GET","url":"https://h/v1/pets?limit=3"},"response":{"status":200,"headers":{"Content-Type":"application/json"},"body":"[{\"id\":1,\"name\":\"Rex\"}]"}}"#
    static let badQuery = #"{"request":{"method":"GET","url":"https://h/v1/pets?limit=0"}}"#
    static let badBody =
        #"{"request":{"method":"GET","url":"https://h/v1/pets/7"},"response":{"status":200,"headers":{"Content-Type":"application/json"},"body":"{\"id\":7}"}}"#

    static func verify(_ lines: [String], chunkSize: Int = 64, limit: Int = 1_000) throws -> TrafficVerification {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("contractstub-\(UUID().uuidString).jsonl")
        try Data(lines.joined(separator: "\n").utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        return try TrafficVerifier(contract: EngineFixtures.petstore).verify(
            TrafficLogReader(contentsOf: url, chunkSize: chunkSize), limit: limit)
    }

    static func summary(_ result: TrafficVerification) -> [String] {
        result.findings.map { "\($0.exchange) \($0.diagnostic.code) \($0.diagnostic.position?.line ?? 0)" }
    }

    @Test func malformedLinesAreFindingsAtTheirLineAndTheOtherLinesAreStillChecked() throws {
        let result = try Self.verify([
            Self.good, "not json", Self.badQuery, "", #"{"request":{"method":"GET"}}"#, Self.badBody, "[]", Self.good,
        ])
        #expect(
            Self.summary(result) == [
                "1 traffic.line.invalid 2", "2 schema.minimum 0", "4 traffic.line.invalid 5", "5 schema.required 0",
                "6 traffic.line.invalid 7",
            ])
        #expect(result.findings.filter(\.isAboutTheInput).map(\.exchange) == [1, 4, 6])
        #expect(result.exchangeCount == 7)
        #expect(result.errorCount == 5)
        #expect(result.coverage.operations.map(\.exchanges) == [3, 0, 1])
    }

    @Test func findingsComeInLogOrderAndTheSameOnEveryRun() throws {
        let lines = (0..<600).map { [Self.good, Self.badQuery, Self.badBody, "{"][$0 % 4] }
        let first = try Self.verify(lines, chunkSize: 512)
        #expect(first.findings.map(\.exchange) == first.findings.map(\.exchange).sorted())
        #expect(first.findings.count == 450)
        for chunkSize in [100, 4096, 1 << 20] {
            #expect(try Self.verify(lines, chunkSize: chunkSize).findings == first.findings)
        }
    }

    @Test func findingsBeyondTheLimitAreCountedByCode() throws {
        let lines = (0..<40).map { [Self.badQuery, Self.badBody, "{", Self.good][$0 % 4] }
        let result = try Self.verify(lines, chunkSize: 200, limit: 4)
        #expect(Self.summary(result) == ["0 schema.minimum 0", "1 schema.required 0", "2 traffic.line.invalid 3", "4 schema.minimum 0"])
        #expect(
            result.omittedByCode.map { "\($0.code) \($0.count)" } == ["schema.required 9", "traffic.line.invalid 9", "schema.minimum 8"])
        #expect(result.omittedCount == 26)
        #expect(result.errorCount == 30)
    }

    @Test func unroutedLinesAreCountedAndTheFirstOnesKept() throws {
        let lines = Array(repeating: #"{"request":{"method":"GET","url":"https://h/v1/owners"}}"#, count: 9)
        let result = try Self.verify(lines, limit: 3)
        #expect(result.coverage.unroutedCount == 9)
        #expect(result.coverage.unrouted == [0, 1, 2])
    }
}
