import Foundation
import Testing

@testable import ContractStubCore
@testable import ContractStubTooling

/// `generate`, `diff` and `verify`'s coverage on what OpenAPI 3.2 adds: QUERY and additional methods, and streams.
@Suite("OpenAPI 3.2 tooling")
struct OpenAPI32ToolingTests {
    static let specs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("specs")
    static let chat = try! Contract(contentsOf: specs.appendingPathComponent("chat-streams.yaml"))

    static func contract(_ version: String, paths: String) throws -> Contract {
        try Contract(
            data: Data(#"{"openapi": "\#(version)", "info": {"title": "T", "version": "1"}, "paths": \#(paths)}"#.utf8),
            baseURL: URL(fileURLWithPath: "/tmp/spec.json"))
    }

    @Test func generateNamesQueryAndAdditionalMethodsAndListsEvents() throws {
        let source = StubGenerator.source(for: Self.chat)
        #expect(source.contains("enum Event: String, Sendable, Hashable, CaseIterable {\n            case delta\n            case done\n"))
        let unnamed = try Self.contract(
            "3.2.0",
            paths:
                #"{"/q": {"query": {"responses": {"200": {"description": "ok"}}}, "additionalOperations": {"PURGE": {"responses": {"204": {"description": "gone"}}}}}}"#
        )
        let routes = StubGenerator.source(for: unnamed)
        #expect(routes.contains(#"static let target: StubTarget = .route(.query, "/q")"#))
        #expect(routes.contains(#"static let target: StubTarget = .route(HTTPMethod(additional: "PURGE"), "/q")"#))
    }

    static let stream31 = """
        {"/e": {"get": {"operationId": "e", "responses": {"200": {"description": "ok", "content": {"text/event-stream":
          {"schema": {"type": "object", "properties": {"event": {"enum": ["delta", "done"]}}}}}}}}}}
        """

    @Test func diffComparesItemSchemasAcrossA31To32Upgrade() throws {
        let old = try Self.contract("3.1.0", paths: Self.stream31)
        let new = try Self.contract(
            "3.2.0",
            paths: """
                {"/e": {"get": {"operationId": "e", "responses": {"200": {"description": "ok", "content": {"text/event-stream":
                  {"itemSchema": {"type": "object", "properties": {"event": {"enum": ["delta", "done", "error"]}}}}}}}}}}
                """)
        let changes = SpecDiff(old: old, new: new).changes
        #expect(changes.map(\.rule) == ["diff.response.enum-value.added"])
        #expect(changes.first?.message.hasPrefix("response 200 (text/event-stream) items property 'event'") == true)
        #expect(SpecDiff(old: old, new: old).changes.isEmpty)
    }

    @Test func aDataValueIsCheckedAsAValueIs() throws {
        let contract = try Self.contract(
            "3.2.0",
            paths: """
                {"/n": {"get": {"responses": {"200": {"content": {"application/json": {"schema": {"type": "integer"},
                  "examples": {"bad": {"dataValue": "x", "serializedValue": "x"}}}}}}}}}
                """)
        let found = Linter().lint(contract).map { "\($0.code) \($0.specPointer?.description ?? "")" }
        #expect(found == ["spec.example.invalid /paths/~1n/get/responses/200/content/application~1json/examples/bad/dataValue"])
    }

    @Test func coverageListsTheEventNamesSeen() throws {
        let body = "event: delta\\ndata: {\\\"text\\\":\\\"a\\\"}\\n\\nevent: done\\ndata: [DONE]\\n\\n"
        let line = """
            {"request":{"method":"POST","url":"https://api.example.com/v1/chat/completions","headers":{"Content-Type":"application/json"},"body":"{\\"prompt\\":\\"x\\"}"},"response":{"status":200,"headers":{"Content-Type":"text/event-stream"},"body":"\(body)"}}
            """
        let entries = try TrafficLog.read(Data(line.utf8))
        var verification = TrafficVerification(contract: Self.chat, limit: .max)
        let verifier = TrafficVerifier(contract: Self.chat)
        for entry in entries { verifier.check(entry.exchange, line: entry.line, into: &verification) }
        #expect(verification.findings.isEmpty)
        let operation = try #require(verification.coverage.operations.first { $0.operationId == "streamCompletion" })
        #expect(operation.eventNames == ["delta", "done"])
    }
}
