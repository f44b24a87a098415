import Foundation
import Testing

@testable import ContractStubCore
@testable import ContractStubTooling

/// `diff` across a 3.1 → 3.2 upgrade: a 3.1 event-stream `schema` and a 3.2 `itemSchema` are compared item to item.
@Suite("OpenAPI 3.2: diff")
struct OpenAPI32DiffTests {
    static let stream31 = """
        {"/e": {"get": {"operationId": "e", "responses": {"200": {"description": "ok", "content": {"text/event-stream":
          {"schema": {"type": "object", "properties": {"event": {"enum": ["delta", "done"]}}}}}}}}}}
        """

    @Test func diffComparesItemSchemasAcrossA31To32Upgrade() throws {
        let old = try EngineFixtures.contract(version: "3.1.0", paths: Self.stream31)
        let new = try EngineFixtures.contract(
            version: "3.2.0",
            paths: """
                {"/e": {"get": {"operationId": "e", "responses": {"200": {"description": "ok", "content": {"text/event-stream":
                  {"itemSchema": {"type": "object", "properties": {"event": {"enum": ["delta", "done", "error"]}}}}}}}}}}
                """)
        let changes = SpecDiff(old: old, new: new).changes
        #expect(changes.map(\.rule) == ["diff.response.enum-value.added"])
        #expect(changes.first?.message.hasPrefix("response 200 (text/event-stream) items property 'event'") == true)
        #expect(SpecDiff(old: old, new: old).changes.isEmpty)
    }
}
