import ContractStub
import Foundation
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A response that declares both `application/json` and `text/event-stream`: the stub answers in the media type the
/// test asks for (`contentType:`), else the one `Accept` prefers, else the first declared; a media type the response
/// does not declare is refused with `stub.media-type.undeclared`.
@Suite struct AnswerMediaTypeTests {
    static let spec = """
        {"openapi": "3.1.0", "info": {"title": "Chat", "version": "1"}, "servers": [{"url": "https://api.example"}],
          "paths": {"/chat": {"post": {"operationId": "chat",
            "requestBody": {"content": {"application/json": {"schema": {"type": "object",
              "properties": {"stream": {"type": "boolean"}}}}}},
            "responses": {"200": {"description": "ok", "content": {
              "application/json": {"schema": {"$ref": "#/components/schemas/Completion"}},
              "text/event-stream": {"schema": {"$ref": "#/components/schemas/Chunk"}}}}}}}},
          "components": {"schemas": {
            "Completion": {"type": "object", "required": ["text"], "properties": {"text": {"type": "string"}}},
            "Chunk": {"type": "object", "required": ["id", "object"],
              "properties": {"id": {"type": "string"}, "object": {"const": "chunk"}}}}}}
        """

    static func stub() throws -> ContractStub {
        ContractStub(try Contract(data: Data(spec.utf8), baseURL: URL(fileURLWithPath: "/tmp/chat.json")))
    }

    /// `POST /chat` asking for a stream in its body, as such clients do, with `Accept` when given.
    static func ask(_ stub: ContractStub, accept: String? = nil) async throws -> (body: String, contentType: String?, status: Int) {
        var request = URLRequest(url: URL(string: "https://api.example/chat")!)
        request.httpMethod = "POST"
        request.httpBody = Data(#"{"stream":true}"#.utf8)
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        if let accept { request.setValue(accept, forHTTPHeaderField: "Accept") }
        let (data, response) = try await stub.makeSession().data(for: request)
        let http = try #require(response as? HTTPURLResponse)
        return (String(decoding: data, as: UTF8.self), http.value(forHTTPHeaderField: "Content-Type"), http.statusCode)
    }

    @Test func withoutAcceptTheFirstDeclaredTypeAnswers() async throws {
        let stub = try Self.stub()
        let answer = try await Self.ask(stub)
        #expect(answer.contentType == "application/json")
        #expect(stub.violations.isEmpty)
    }

    @Test func theTestChoosesTheStream() async throws {
        let stub = try Self.stub()
        stub.respond(to: "chat", contentType: "text/event-stream")
        let answer = try await Self.ask(stub)
        #expect(answer.contentType == "text/event-stream")
        #expect(answer.body.hasPrefix("data: {"))
        #expect(stub.violations.isEmpty)
    }

    @Test func acceptChoosesTheStreamToo() async throws {
        let stub = try Self.stub()
        let answer = try await Self.ask(stub, accept: "text/event-stream")
        #expect(answer.contentType == "text/event-stream")
        #expect(stub.violations.isEmpty)
    }

    @Test func aGivenBodyIsSentAsTheChosenType() async throws {
        let stub = try Self.stub()
        let events = "data: {\"id\":\"1\",\"object\":\"chunk\"}\n\n"
        stub.respond(to: "chat", with: [.status(200, contentType: "text/event-stream", body: Data(events.utf8))])
        let answer = try await Self.ask(stub)
        #expect(answer.contentType == "text/event-stream")
        #expect(answer.body == events)
        #expect(stub.violations.isEmpty)
    }

    @Test func anUndeclaredTypeIsRefused() async throws {
        let stub = try Self.stub()
        stub.respond(to: "chat", contentType: "application/xml")
        let answer = try await Self.ask(stub)
        #expect(answer.status == 500)
        #expect(stub.violations.map(\.code) == ["stub.media-type.undeclared"])
        let message = stub.violations.first?.message ?? ""
        #expect(message.contains("'application/xml'") && message.contains("application/json, text/event-stream"), "\(message)")
    }
}
