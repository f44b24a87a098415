import Foundation
import Testing

@testable import ContractStubCore
@testable import ContractStubTooling

/// `generate` on what OpenAPI 3.2 adds: QUERY and additional methods get their routes, streams their event names.
@Suite("OpenAPI 3.2: generate")
struct OpenAPI32GenerationTests {
    @Test func generateNamesQueryAndAdditionalMethodsAndListsEvents() throws {
        let source = StubGenerator.source(for: EngineFixtures.chatStreams)
        #expect(source.contains("enum Event: String, Sendable, Hashable, CaseIterable {\n            case delta\n            case done\n"))
        let unnamed = try EngineFixtures.contract(
            version: "3.2.0",
            paths:
                #"{"/q": {"query": {"responses": {"200": {"description": "ok"}}}, "additionalOperations": {"PURGE": {"responses": {"204": {"description": "gone"}}}}}}"#
        )
        let routes = StubGenerator.source(for: unnamed)
        #expect(routes.contains(#"static let target: StubTarget = .route(.query, "/q")"#))
        #expect(routes.contains(#"static let target: StubTarget = .route(HTTPMethod(additional: "PURGE"), "/q")"#))
    }
}
