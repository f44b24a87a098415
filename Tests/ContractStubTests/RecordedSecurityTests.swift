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

    @Test func aRecordedLogOfEverySchemeVerifiesCleanWithoutItsSecrets() async throws {
        let contract = try Contract(data: Data(Self.spec.utf8), baseURL: URL(fileURLWithPath: "/vault.json"))
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("secured-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: log) }
        let stub = ContractStub(contract)
        stub.record(to: log)
        let session = stub.makeSession()
        let basic = Data("alice:s3cr3t-basic".utf8).base64EncodedString()
        let requests: [(String, String, String)] = [
            ("/bearer", "Authorization", "Bearer s3cr3t-bearer"), ("/basic", "Authorization", "Basic \(basic)"),
            ("/header", "X-API-Key", "s3cr3t-key"), ("/cookie", "Cookie", "theme=dark; session=s3cr3t-cookie"),
            ("/query?api_key=s3cr3t-query", "Accept", "*/*"),
        ]
        for (path, name, value) in requests {
            var request = URLRequest(url: URL(string: "https://vault.example.com\(path)")!)
            request.setValue(value, forHTTPHeaderField: name)
            _ = try await session.data(for: request)
        }
        #expect(stub.violations.isEmpty, "\(stub.violations)")

        let data = try Data(contentsOf: log)
        let entries = try TrafficLog.read(data)
        #expect(entries.count == requests.count)
        let validator = RequestValidator(contract: contract)
        for entry in entries {
            let findings = validator.validate(entry.exchange.request).diagnostics
            #expect(findings.isEmpty, "\(entry.exchange.request.url): \(findings)")
        }
        let text = String(decoding: data, as: UTF8.self)
        #expect(!text.contains("s3cr3t") && !text.contains(basic), "\(text)")
    }
}
