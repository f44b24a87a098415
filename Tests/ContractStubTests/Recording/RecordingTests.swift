import Foundation
import Testing

@testable import ContractStub

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Exchanges are appended to a traffic log as JSON Lines, whole, from any number of tests at once.
@Suite struct RecordingTests {
    private func temporaryLog() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("contractstub-\(UUID().uuidString).jsonl")
    }

    private func lines(of url: URL) throws -> [JSONValue] {
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.hasSuffix("\n"))
        return try text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map {
            try JSONValue(decoding: Data($0.utf8))
        }
    }

    @Test func concurrentStubsWriteWholeLines() async throws {
        let log = temporaryLog()
        defer { try? FileManager.default.removeItem(at: log) }
        let tasks = 8
        let requests = 25
        try await withThrowingTaskGroup(of: Void.self) { group in
            for task in 0..<tasks {
                group.addTask {
                    let stub = try Petstore.stub()
                    stub.record(to: log)
                    let session = stub.makeSession()
                    for request in 0..<requests {
                        let body = #"{"name":"pet \#(task)-\#(request) \#(String(repeating: "x", count: 2_000))"}"#
                        _ = try await session.data(for: Petstore.request("POST", "/pets", json: body))
                    }
                }
            }
            try await group.waitForAll()
        }
        let lines = try lines(of: log)
        #expect(lines.count == tasks * requests)
        let names = Set(
            lines.compactMap { line -> String? in
                guard case .string(let body)? = line["request"]?["body"] else { return nil }
                return try? JSONValue(decoding: Data(body.utf8))["name"]?.stringValue
            })
        #expect(names.count == tasks * requests, "every exchange exactly once")
    }

    @Test func lineFollowsTheTrafficLogFormat() async throws {
        let log = temporaryLog()
        defer { try? FileManager.default.removeItem(at: log) }
        let stub = try Petstore.stub()
        stub.record(to: log)
        let session = stub.makeSession()
        _ = try await session.data(for: Petstore.request("POST", "/pets?x=1", json: #"{"name":"Rex"}"#))
        _ = try await session.data(from: Petstore.url("/pets/abc"))
        let lines = try lines(of: log)
        #expect(lines.count == 2)
        let created = lines[0]
        #expect(created["request"]?["method"] == "POST")
        #expect(created["request"]?["url"] == "https://petstore.example.com/v1/pets?x=1")
        #expect(created["request"]?["headers"]?["Content-Type"] == "application/json")
        #expect(created["request"]?["body"] == #"{"name":"Rex"}"#)
        #expect(created["operationId"] == "createPet")
        #expect(created["response"]?["status"] == 201)
        #expect(created["response"]?["body"]?.stringValue?.isEmpty == false)
        #expect(lines[1]["response"] == nil, "the stub's problem document is not the server's answer")
        #expect(lines[1]["violations"]?.arrayValue?.isEmpty == false)
        #expect(lines[1]["violations"]?[0]?["code"]?.stringValue?.isEmpty == false)
        #expect(lines[1]["violations"]?[0]?["pointer"] != nil, "the traffic log writes diagnostics in their one JSON form")
        #expect(lines[1]["violations"]?[0]?["severity"] != nil)
    }

    @Test func binaryBodiesAreBase64() async throws {
        let log = temporaryLog()
        defer { try? FileManager.default.removeItem(at: log) }
        let stub = try Petstore.stub()
        stub.record(to: log)
        stub.respond(to: "listPets", status: 200, body: Data([0xff, 0xfe, 0x00]), headers: ["Content-Type": "application/octet-stream"])
        _ = try await stub.makeSession().data(from: Petstore.url("/pets"))
        let line = try #require(try lines(of: log).first)
        #expect(line["response"]?["bodyBase64"] == "//4A")
        #expect(line["response"]?["body"] == nil)
    }
}

/// `CONTRACTSTUB_RECORD=<path>` makes every stub record (the environment is passed in, so that parallel
/// tests are not affected).
@Suite struct RecordEnvironmentTests {
    @Test func environmentVariableTurnsRecordingOn() async throws {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("contractstub-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: log) }
        let stub = ContractStub(try Petstore.contract(), options: .init(), environment: [ContractStub.recordEnvironmentKey: log.path])
        _ = try await stub.makeSession().data(from: Petstore.url("/pets"))
        let text = try String(contentsOf: log, encoding: .utf8)
        #expect(text.split(separator: "\n").count == 1)
    }
}
