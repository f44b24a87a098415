@_spi(ContractStubSpecialized) import ContractStubSyntax
import Foundation

@testable import ContractStubServer

/// A small contract served by a ``MockServer`` on a free loopback port for one test.
final class MockFixture {
    static let spec = #"""
        {"openapi": "3.2.0", "info": {"title": "Pets", "version": "1"},
         "paths": {
          "/pets": {
            "get": {"operationId": "listPets",
              "parameters": [{"name": "limit", "in": "query", "schema": {"type": "integer", "maximum": 100}}],
              "responses": {
                "200": {"description": "pets", "content": {"application/json": {
                  "schema": {"type": "array", "items": {"$ref": "#/components/schemas/Pet"}},
                  "examples": {"cats": {"value": [{"id": 1, "name": "Tom"}]}, "dogs": {"value": [{"id": 2, "name": "Rex", "tag": "dog"}]}}}}},
                "404": {"description": "none", "content": {"application/json": {"schema": {
                  "type": "object", "required": ["message"], "properties": {"message": {"type": "string"}}}}}}}},
            "post": {"operationId": "createPet",
              "requestBody": {"required": true, "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Pet"}}}},
              "responses": {"201": {"description": "created", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Pet"}}}}}}},
          "/pets/{petId}": {
            "get": {"operationId": "showPetById",
              "parameters": [{"name": "petId", "in": "path", "required": true, "schema": {"type": "integer"}}],
              "responses": {"200": {"description": "a pet", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Pet"}}}}}}},
          "/events": {
            "get": {"operationId": "petEvents",
              "responses": {"200": {"description": "events", "content": {"application/jsonl": {"itemSchema": {"$ref": "#/components/schemas/Pet"}}}}}}}
         },
         "components": {"schemas": {"Pet": {"type": "object", "required": ["id", "name"],
           "properties": {"id": {"type": "integer"}, "name": {"type": "string"}, "tag": {"type": "string", "enum": ["cat", "dog"]}}}}}}
        """#

    let directory: URL
    let contract: Contract
    let server: MockServer
    let log = Locked([String]())

    /// Starts a mock of `spec` on `host`, recording to `recording` (a file name in a fresh folder) when given, answering
    /// browsers of other origins when `crossOrigin`, waiting for clients as `timeouts` says, sending requests on to
    /// `upstream` when given, keeping every log line in ``log`` unless `keepsLog` is false (a long run).
    init(
        spec: String = MockFixture.spec, host: String = "127.0.0.1", recording: String? = nil, crossOrigin: Bool = false,
        timeouts: HTTPTimeouts = HTTPTimeouts(), upstream: URL? = nil, keepsLog: Bool = true
    ) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mock-\(UUID().uuidString)")
        self.directory = directory
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("pets.json")
        try Data(spec.utf8).write(to: file)
        contract = try Contract(contentsOf: file)
        let log = self.log
        let recordingURL = recording.map { directory.appendingPathComponent($0) }
        server = try MockServer(
            contract: contract, host: host, port: 0, recording: recordingURL, crossOrigin: crossOrigin, timeouts: timeouts,
            upstream: upstream, log: { line in if keepsLog { log.withLock { $0.append(line) } } })
        server.start()
    }

    deinit {
        server.stop()
        try? FileManager.default.removeItem(at: directory)
    }

    /// The URL of `path` on the server.
    func url(_ path: String) -> URL { URL(string: server.url.absoluteString + path)! }

    /// The server's socket address, for raw clients.
    var address: SocketAddress { SocketAddress(host: server.url.host!, port: UInt16(server.url.port!))! }
}
