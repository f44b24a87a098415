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
        let body = "data: {\"id\":\"evt-1\",\"object\":\"chunk\"}\n\nevent: delta\ndata: {\"object\":\"chunk\"}\n\ndata: 7\n\n"
        #expect(Self.findings(contract, body) == ["schema.required /body/1/data", "schema.type /body/2/data"])
    }

    /// Streams such as OpenAI's end with `data: [DONE]`: text, not JSON, so not an event an object schema describes.
    @Test(arguments: versions) func dataThatIsNotJSONIsNotCheckedAgainstANonStringSchema(version: String) throws {
        let contract = try Self.contract(version)
        let body = "data: {\"id\":\"evt-1\",\"object\":\"chunk\"}\n\ndata: [DONE]\n\n: heartbeat\n\ndata: ping\n\n"
        #expect(Self.findings(contract, body) == [])
    }

    /// A spec that does describe the sentinel (a type list with `string`) has it checked as text.
    @Test func aSchemaAdmittingStringsChecksTextData() throws {
        let contract = try EngineFixtures.contract(
            """
            {"openapi": "3.1.0", "info": {"title": "T", "version": "1"}, "paths": {"/e": {"get": {"operationId": "chat",
              "responses": {"200": {"description": "ok", "content": {"text/event-stream": {"schema":
                {"type": ["object", "string"], "enum": [{"id": "a"}, "[DONE]"]}}}}}}}}}
            """)
        #expect(Self.findings(contract, "data: {\"id\":\"a\"}\n\ndata: [DONE]\n\ndata: [STOP]\n\n") == ["schema.enum /body/2/data"])
    }

    @Test(arguments: versions) func synthesizedStreamPassesItsOwnCheck(version: String) throws {
        let contract = try Self.contract(version)
        let response = try ResponseSynthesizer(contract: contract).response(for: contract.operation("chat")!)
        let text = String(decoding: response.body, as: UTF8.self)
        #expect(text.components(separatedBy: "data: {").count - 1 == StreamSynthesis.defaultItemCount)
        #expect(ResponseValidator(contract: contract).validate(response, for: contract.operation("chat")!).isEmpty)
    }

    /// `type: string` (the common way to say "the stream is text") reads every event's data as text, JSON or not.
    @Test func aStringDataSchemaReadsEveryDataAsText() throws {
        let contract = try EngineFixtures.contract(
            """
            {"openapi": "3.1.0", "info": {"title": "T", "version": "1"}, "paths": {"/e": {"get": {"operationId": "chat",
              "responses": {"200": {"description": "ok", "content": {"text/event-stream": {"schema": {"type": "string"}}}}}}}}}
            """)
        #expect(Self.findings(contract, "data: hello\n\ndata: \"7\"\n\ndata: 7\n\ndata: {\"id\":1}\n\n") == [])
        let response = try ResponseSynthesizer(contract: contract).response(for: contract.operation("chat")!)
        #expect(ResponseValidator(contract: contract).validate(response, for: contract.operation("chat")!).isEmpty)
    }

    static let readings: [EventData.Reading] = [.text, .jsonOrText, .json]

    @Test(arguments: readings) func dataTextReadsBackAsItsValue(reading: EventData.Reading) {
        // A carriage return ends an event line, so text data cannot carry one: only JSON data (an escaped "\r") can.
        let strings: [JSONValue] = ["hello", "7", "true", "", "two\nlines"]
        let values = reading == .text ? strings : strings + ["cr\rhere", 7, ["a": [1, nil]]]
        for value in values {
            #expect(EventData.value(EventData.text(for: value, reading: reading), reading: reading) == value, "\(value)")
        }
    }

    @Test func textIsWrittenAsItIsWhereItReadsBack() {
        #expect(EventData.text(for: "hello", reading: .jsonOrText) == "hello")
        #expect(EventData.text(for: "7", reading: .jsonOrText) == "\"7\"")
        #expect(EventData.text(for: "7", reading: .text) == "7")
        #expect(EventData.text(for: "hello", reading: .json) == "\"hello\"")
    }
}
