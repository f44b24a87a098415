import Foundation
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `contractstub mock` as a process: started on port 0, asked over HTTP, stopped with SIGTERM or SIGINT.
@Suite struct MockCommandTests {
    @Test(arguments: [SIGTERM, SIGINT])
    func servesUntilSignalledAndFlushesTheRecording(signal number: Int32) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mock-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("spec.json")
        try Data(
            #"{"openapi":"3.1.0","info":{"title":"t","version":"1"},"paths":{"/ping":{"get":{"operationId":"ping","responses":{"200":{"description":"ok","content":{"application/json":{"schema":{"type":"object","required":["ok"],"properties":{"ok":{"type":"boolean"}}}}}}}}}}}"#
                .utf8
        ).write(to: spec)
        let log = folder.appendingPathComponent("log.jsonl")
        let process = try ChildProcess(
            ToolRun.productsDirectory.appendingPathComponent("contractstub"), ["mock", spec.path, "--port", "0", "--record", log.path],
            capturingStandardError: false)
        // The first line names the URL.
        var printed = Data()
        while !printed.contains(UInt8(ascii: "\n")) {
            let more = process.standardOutput.availableData
            if more.isEmpty { break }
            printed += more
        }
        let firstLine = String(decoding: printed, as: UTF8.self).components(separatedBy: "\n")[0]
        let base = try #require(firstLine.components(separatedBy: " ").last.flatMap(URL.init(string:)))
        #expect(firstLine.hasPrefix("contractstub mock: listening on http://127.0.0.1:") && base.port != 4010)
        let session = LocalServerSession.session
        let (body, _) = try await session.data(from: base.appendingPathComponent("ping"))
        #expect(String(decoding: body, as: UTF8.self).hasPrefix(#"{"ok":"#))
        _ = try await session.data(from: base.appendingPathComponent("nowhere"))
        process.send(number)
        let rest = process.standardOutput.readDataToEndOfFile()
        let status = process.waitForExit()
        let output = String(decoding: printed + rest, as: UTF8.self)
        #expect(output.contains("GET /ping → 200 ping"))
        #expect(output.contains("stopped: 1 violation"))
        #expect(status == 1)  // the request to /nowhere broke the contract
        #expect(try String(contentsOf: log, encoding: .utf8).split(separator: "\n").count == 2)
    }

    @Test func refusesABadHost() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mock-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("spec.json")
        try Data(#"{"openapi":"3.1.0","info":{"title":"t","version":"1"},"paths":{}}"#.utf8).write(to: spec)
        let run = try ToolRun.binary(["mock", spec.path, "--host", "example.com", "--port", "0"])
        #expect(run.status == 2)
        #expect(run.standardError.contains("'example.com' is not an IPv4 or IPv6 address"))
    }

    @Test func documentsAndChecksItsTimeoutAndCORSFlags() {
        let help = ToolRun.inProcess(["mock", "--help"])
        #expect(help.standardOutput.contains("--cors") && help.standardOutput.contains("--request-timeout <seconds>"))
        let zero = ToolRun.inProcess(["mock", "spec.json", "--request-timeout", "0"])
        #expect(zero.status == 2)
        #expect(zero.standardError.contains("--request-timeout must be at least 1 second"))
        #expect(help.standardOutput.contains("--upstream <url>"))
    }

    @Test func refusesAnUpstreamThatIsNotHTTP() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mock-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("spec.json")
        try Data(#"{"openapi":"3.1.0","info":{"title":"t","version":"1"},"paths":{}}"#.utf8).write(to: spec)
        let run = ToolRun.inProcess(["mock", spec.path, "--port", "0", "--upstream", "ftp://example.com"])
        #expect(run.status == 2)
        #expect(run.standardError.contains("is not an http or https URL"))
    }
}
