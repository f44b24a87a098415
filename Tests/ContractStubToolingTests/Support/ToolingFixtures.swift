import Foundation

@testable import ContractStubCore

/// Paths and inline documents shared by the tooling tests.
enum SpecTestSupport {
    /// The package root, found from this file's path.
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A file under `specs/`.
    static func spec(_ relativePath: String) -> URL {
        packageRoot.appendingPathComponent("specs").appendingPathComponent(relativePath)
    }

    /// Where in-memory documents pretend to live.
    static let memoryURL = URL(fileURLWithPath: "/contractstub-tests/openapi.json")

    /// A 3.0 (or `version`) document around `paths` and `components` given as JSON text.
    static func document(version: String = "3.0.3", paths: String = "{}", components: String = "{}", extra: String = "") -> String {
        """
        {"openapi": "\(version)", "info": {"title": "T", "version": "1"}, "paths": \(paths), "components": \(components)\(extra)}
        """
    }
}

/// Contracts and validators shared by the traffic tests; each spec is loaded once.
enum EngineFixtures {
    static let petstore = try! Contract(contentsOf: SpecTestSupport.spec("petstore.json"))
    static let petstoreRequests = RequestValidator(contract: petstore)

    /// A contract from inline JSON text.
    static func contract(_ json: String) throws -> Contract {
        try Contract(data: Data(json.utf8), baseURL: SpecTestSupport.memoryURL)
    }

    /// An OpenAPI `version` document with `paths` given as JSON text, and nothing else.
    static func contract(version: String, paths: String) throws -> Contract {
        try contract(#"{"openapi": "\#(version)", "info": {"title": "T", "version": "1"}, "paths": \#(paths)}"#)
    }

    /// `specs/chat-streams.yaml`: OpenAPI 3.2 event streams, JSON Lines, QUERY and an additional method.
    static let chatStreams = try! Contract(contentsOf: SpecTestSupport.spec("chat-streams.yaml"))
}
