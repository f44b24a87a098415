import Foundation
import Testing

@testable import ContractStubCore

/// A 3.0/3.1 `text/event-stream: {schema: Chunk}` means "each event's `data`, parsed as JSON, is a Chunk": the schema
/// is applied to the data, not to the event object, and a synthesized stream passes the same check. (3.2's
/// `itemSchema` describes the event object; ``StreamValidationTests`` covers it.)
@Suite("3.0/3.1 event stream schema describes each event's data")
struct EventDataSchemaTests {
    static let versions = ["3.0.3", "3.1.0"]

    static func contract(_ version: String) throws -> Contract {
        try EngineFixtures.contract(
            """
            {"openapi": "\(version)", "info": {"title": "T", "version": "1"}, "paths": {"/chat": {"post": {"operationId": "chat",
              "responses": {"200": {"description": "ok", "content": {"text/event-stream": {"schema": {"$ref": "#/components/schemas/Chunk"}}}}}}}},
              "components": {"schemas": {"Chunk": {"type": "object", "required": ["id", "object"],
                "properties": {"id": {"type": "string"}, "object": {"type": "string", "enum": ["chunk"]}}}}}}
            """)
    }

    static func findings(_ contract: Contract, _ body: String) -> [String] {
        let response = HTTPResponse(status: 200, headers: ["Content-Type": "text/event-stream"], body: Data(body.utf8))
        return ResponseValidator(contract: contract).validate(response, for: contract.operation("chat")!).map {
            "\($0.code) \($0.instancePointer?.description ?? "")"
        }
    }

    @Test(arguments: versions) func eachEventsJSONDataIsTheChunk(version: String) throws {
        let contract = try Self.contract(version)
        let body = "data: {\"id\":\"evt-1\",\"object\":\"chunk\"}\n\nid: 2\ndata: {\"id\":\"evt-2\",\ndata: \"object\":\"chunk\"}\n\n"
        #expect(Self.findings(contract, body) == [])
    }

    @Test(arguments: versions) func findingsPointIntoTheData(version: String) throws {
        let contract = try Self.contract(version)
        let body = "data: {\"id\":\"evt-1\",\"object\":\"chunk\"}\n\nevent: delta\ndata: {\"object\":\"chunk\"}\n\ndata: [DONE]\n\n"
        #expect(Self.findings(contract, body) == ["schema.required /body/1/data", "schema.type /body/2/data"])
    }

    @Test(arguments: versions) func synthesizedStreamPassesItsOwnCheck(version: String) throws {
        let contract = try Self.contract(version)
        let response = try ResponseSynthesizer(contract: contract).response(for: contract.operation("chat")!)
        let text = String(decoding: response.body, as: UTF8.self)
        #expect(text.components(separatedBy: "data: {").count - 1 == StreamSynthesis.defaultItemCount)
        #expect(ResponseValidator(contract: contract).validate(response, for: contract.operation("chat")!).isEmpty)
    }

    @Test func aStringDataSchemaReadsTextAndJSONStrings() throws {
        let contract = try EngineFixtures.contract(
            """
            {"openapi": "3.1.0", "info": {"title": "T", "version": "1"}, "paths": {"/e": {"get": {"operationId": "chat",
              "responses": {"200": {"description": "ok", "content": {"text/event-stream": {"schema": {"type": "string"}}}}}}}}}
            """)
        #expect(Self.findings(contract, "data: hello\n\ndata: \"7\"\n\ndata: 7\n\n") == ["schema.type /body/2/data"])
        let response = try ResponseSynthesizer(contract: contract).response(for: contract.operation("chat")!)
        #expect(ResponseValidator(contract: contract).validate(response, for: contract.operation("chat")!).isEmpty)
    }

    @Test func dataTextReadsBackAsItsValue() {
        let values: [JSONValue] = ["hello", "7", "true", "", "two\nlines", "cr\rhere", 7, ["a": [1, nil]]]
        for value in values {
            #expect(EventData.value(EventData.text(for: value)) == value, "\(value)")
        }
        #expect(EventData.text(for: "hello") == "hello")
        #expect(EventData.text(for: "7") == "\"7\"")
    }
}
