import ContractStubCore
import Foundation
import Testing

@testable import ContractStub

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Recording to a `.har` file: HAR 1.2 entries, a complete document after every exchange (also from many stubs at
/// once), read back by `verify` with the same verdicts as the traffic log of the same exchanges.
@Suite struct HARRecordingTests {
    private func temporary(_ extension: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("contractstub-\(UUID().uuidString).\(`extension`)")
    }

    private func document(_ url: URL) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    }

    private func entries(_ url: URL) throws -> [[String: Any]] {
        try #require((try document(url)["log"] as? [String: Any])?["entries"] as? [[String: Any]])
    }

    /// Records a conforming call, a request the contract forbids (refused), a response that breaks it and a stubbed
    /// network failure.
    private func recordSample(to urls: [URL]) async throws -> ContractStub {
        let stub = try Petstore.stub()
        for url in urls { stub.record(to: url) }
        let session = stub.makeSession()
        _ = try await session.data(for: Petstore.request("POST", "/pets?x=1", json: #"{"name":"Rex"}"#))
        _ = try await session.data(from: Petstore.url("/pets?limit=0"))
        stub.respond(
            to: "showPetById", status: 200, body: Data(#"{"id":"seven","name":"Rex"}"#.utf8), headers: ["Content-Type": "application/json"])
        _ = try await session.data(from: Petstore.url("/pets/7"))
        stub.fail("listPets", with: URLError(.timedOut))
        _ = try? await session.data(from: Petstore.url("/pets"))
        return stub
    }

    @Test func entriesFollowHAR12() async throws {
        let har = temporary("har")
        defer { try? FileManager.default.removeItem(at: har) }
        _ = try await recordSample(to: [har])
        let log = try #require(try document(har)["log"] as? [String: Any])
        #expect(log["version"] as? String == "1.2")
        #expect((log["creator"] as? [String: Any])?["name"] as? String == "ContractStub")
        let entries = try entries(har)
        #expect(entries.count == 4)
        let created = try #require(entries.first)
        let request = try #require(created["request"] as? [String: Any])
        #expect(request["method"] as? String == "POST")
        #expect(request["url"] as? String == "https://petstore.example.com/v1/pets?x=1")
        #expect((request["queryString"] as? [[String: String]]) == [["name": "x", "value": "1"]])
        #expect((request["headers"] as? [[String: String]])?.contains(["name": "Content-Type", "value": "application/json"]) == true)
        #expect((request["postData"] as? [String: Any])?["text"] as? String == #"{"name":"Rex"}"#)
        let response = try #require(created["response"] as? [String: Any])
        #expect(response["status"] as? Int == 201)
        #expect(((response["content"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
        #expect(created["_operationId"] as? String == "createPet")
        #expect(created["startedDateTime"] is String)
        let refused = try #require(entries[1]["response"] as? [String: Any])
        #expect(refused["status"] as? Int == 0, "a refused request has no real response")
        #expect((entries[1]["_violations"] as? [[String: Any]])?.first?["code"] as? String == "schema.minimum")
        #expect((entries[3]["response"] as? [String: Any])?["status"] as? Int == 0)
        #expect((entries[3]["_error"] as? [String: Any])?["code"] as? Int == URLError.timedOut.rawValue)
    }

    @Test func theHARReadsBackAsTheSameExchangesAsTheTrafficLog() async throws {
        let har = temporary("har")
        let jsonl = temporary("jsonl")
        defer {
            try? FileManager.default.removeItem(at: har)
            try? FileManager.default.removeItem(at: jsonl)
        }
        _ = try await recordSample(to: [har, jsonl])
        let fromHAR = try HARLog(data: Data(contentsOf: har)).read()
        let fromLog = try TrafficLog.read(Data(contentsOf: jsonl))
        #expect(fromHAR.count == 4)
        #expect(fromHAR == fromLog)
    }

    #if os(macOS) || os(Linux)
    /// The round trip through the tool: `contractstub verify` on the HAR gives the verdicts it gives on the
    /// traffic log, and the verdicts the stub gave while recording. (It starts the tool as a process, which iOS and
    /// tvOS do not have.)
    @Test func verifyGivesTheSameVerdictsForTheHARAndTheLog() async throws {
        let har = temporary("har")
        let jsonl = temporary("jsonl")
        defer {
            try? FileManager.default.removeItem(at: har)
            try? FileManager.default.removeItem(at: jsonl)
        }
        let stub = try await recordSample(to: [har, jsonl])
        let spec = Petstore.specURL.path
        let fromHAR = try VerifyTool.verify(spec, traffic: har.path)
        let fromLog = try VerifyTool.verify(spec, traffic: jsonl.path)
        #expect(fromHAR.status == 1)
        #expect(fromHAR.status == fromLog.status)
        #expect(fromHAR.output.replacingOccurrences(of: "HAR entry", with: "exchange") == fromLog.output)
        let codes = fromHAR.output.split(separator: "\n").filter { $0.contains(": error: ") }.compactMap { line in
            line.firstRange(of: " [").map { start in line[start.upperBound...].prefix { $0 != "]" } }
        }
        #expect(codes.map { String($0) } == stub.violations.map(\.diagnostic.code))
    }
    #endif

    /// The file's bytes, read under a shared `flock(2)`, as a reader running while others record must read it.
    private static func readLocked(_ url: URL) throws -> Data {
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return try Data(contentsOf: url) }
        defer { close(descriptor) }
        flock(descriptor, LOCK_SH)
        defer { flock(descriptor, LOCK_UN) }
        return try Data(contentsOf: url)
    }

    @Test func concurrentStubsKeepTheHARComplete() async throws {
        let har = temporary("har")
        defer { try? FileManager.default.removeItem(at: har) }
        let tasks = 8
        let requests = 20
        try await withThrowingTaskGroup(of: Void.self) { group in
            for task in 0..<tasks {
                group.addTask {
                    let stub = try Petstore.stub()
                    stub.record(to: har)
                    let session = stub.makeSession()
                    for request in 0..<requests {
                        _ = try await session.data(for: Petstore.request("POST", "/pets", json: #"{"name":"pet \#(task)-\#(request)"}"#))
                        _ = try JSONSerialization.jsonObject(with: Self.readLocked(har))  // complete at every moment
                    }
                }
            }
            try await group.waitForAll()
        }
        let names = try entries(har).compactMap { entry -> String? in
            let text = ((entry["request"] as? [String: Any])?["postData"] as? [String: Any])?["text"] as? String
            return text.flatMap { try? JSONValue(decoding: Data($0.utf8))["name"]?.stringValue }
        }
        #expect(names.count == tasks * requests)
        #expect(Set(names).count == tasks * requests, "every exchange exactly once")
    }

    @Test func theEnvironmentVariableRecordsHARByExtension() async throws {
        let har = temporary("HAR")
        defer { try? FileManager.default.removeItem(at: har) }
        let stub = ContractStub(try Petstore.contract(), options: .init(), environment: [ContractStub.recordEnvironmentKey: har.path])
        _ = try await stub.makeSession().data(from: Petstore.url("/pets"))
        #expect(try entries(har).count == 1)
    }
}
