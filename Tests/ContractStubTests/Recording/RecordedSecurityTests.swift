import ContractStubCore
import Foundation
import Testing

@testable import ContractStub

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A recording of an authenticated API verifies clean: redaction keeps what the contract checks (the scheme word,
/// Basic's `user:password` form, the header, cookie or query key) and drops only the secret.
@Suite struct RecordedSecurityTests {
    static let spec = #"""
        {"openapi": "3.0.3", "info": {"title": "Vault", "version": "1"},
         "servers": [{"url": "https://vault.example.com"}],
         "paths": {
           "/bearer": {"get": {"operationId": "bearer", "security": [{"token": []}], "responses": {"204": {"description": "ok"}}}},
           "/basic": {"get": {"operationId": "basic", "security": [{"login": []}], "responses": {"204": {"description": "ok"}}}},
           "/header": {"get": {"operationId": "header", "security": [{"key": []}], "responses": {"204": {"description": "ok"}}}},
           "/cookie": {"get": {"operationId": "cookie", "security": [{"session": []}], "responses": {"204": {"description": "ok"}}}},
           "/query": {"get": {"operationId": "query", "security": [{"query": []}], "responses": {"204": {"description": "ok"}}}}},
         "components": {"securitySchemes": {
           "token": {"type": "http", "scheme": "bearer"},
           "login": {"type": "http", "scheme": "basic"},
           "key": {"type": "apiKey", "in": "header", "name": "X-API-Key"},
           "session": {"type": "apiKey", "in": "cookie", "name": "session"},
           "query": {"type": "apiKey", "in": "query", "name": "api_key"}}}}
        """#

    static let basic = Data("alice:s3cr3t-basic".utf8).base64EncodedString()
    /// One authenticated request per scheme: path, header name, header value.
    static let requests: [(String, String, String)] = [
        ("/bearer", "Authorization", "Bearer s3cr3t-bearer"), ("/basic", "Authorization", "Basic \(basic)"),
        ("/header", "X-API-Key", "s3cr3t-key"), ("/cookie", "Cookie", "theme=dark; session=s3cr3t-cookie"),
        ("/query?api_key=s3cr3t-query", "Accept", "*/*"),
    ]

    static func contract() throws -> Contract {
        try Contract(data: Data(spec.utf8), baseURL: URL(fileURLWithPath: "/vault.json"))
    }

    static func temporary(_ suffix: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("secured-\(UUID().uuidString).\(suffix)")
    }

    /// Sends ``requests`` through a stub recording to `logs`; the stub.
    static func record(to logs: [URL]) async throws -> ContractStub {
        let stub = ContractStub(try contract())
        for log in logs { stub.record(to: log) }
        let session = stub.makeSession()
        for (path, name, value) in requests {
            var request = URLRequest(url: URL(string: "https://vault.example.com\(path)")!)
            request.setValue(value, forHTTPHeaderField: name)
            _ = try await session.data(for: request)
        }
        return stub
    }

    @Test func aRecordedLogOfEverySchemeVerifiesCleanWithoutItsSecrets() async throws {
        let contract = try Self.contract()
        let log = Self.temporary("jsonl")
        defer { try? FileManager.default.removeItem(at: log) }
        let stub = try await Self.record(to: [log])
        #expect(stub.violations.isEmpty, "\(stub.violations)")

        let data = try Data(contentsOf: log)
        let entries = try TrafficLog.read(data)
        #expect(entries.count == Self.requests.count)
        let validator = RequestValidator(contract: contract)
        for entry in entries {
            let findings = validator.validate(entry.exchange.request).diagnostics
            #expect(findings.isEmpty, "\(entry.exchange.request.url): \(findings)")
        }
        let text = String(decoding: data, as: UTF8.self)
        #expect(!text.contains("s3cr3t") && !text.contains(Self.basic), "\(text)")
    }

    #if os(macOS) || os(Linux)
    /// The drift check of the DocC article "Drift checks in CI" end to end: the log and the HAR a stub recorded, bearer, basic, API key in a header
    /// and in a cookie (and in the query), given to `contractstub verify`: no finding, and no secret in either file.
    @Test func contractstubVerifyFindsNothingInTheRecordingsOfEveryScheme() async throws {
        let (spec, log, har) = (Self.temporary("json"), Self.temporary("jsonl"), Self.temporary("har"))
        defer { for file in [spec, log, har] { try? FileManager.default.removeItem(at: file) } }
        try Data(Self.spec.utf8).write(to: spec)
        let stub = try await Self.record(to: [log, har])
        #expect(stub.violations.isEmpty, "\(stub.violations)")
        for traffic in [log, har] {
            let run = try VerifyTool.verify(spec.path, traffic: traffic.path, ["--format", "json"])
            let document = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
            let diagnostics = document?["diagnostics"] as? [Any]
            #expect(run.status == 0, "\(traffic.lastPathComponent): \(run.output)")
            #expect(diagnostics?.count == 0, "\(traffic.lastPathComponent): \(run.output)")
            let text = String(decoding: try Data(contentsOf: traffic), as: UTF8.self)
            #expect(!text.contains("s3cr3t") && !text.contains(Self.basic), "\(traffic.lastPathComponent): \(text)")
        }
    }
    #endif
}
