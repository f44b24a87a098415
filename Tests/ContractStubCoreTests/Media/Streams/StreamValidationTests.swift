import Foundation
import Testing

@testable import ContractStubCore

/// Sequential bodies checked item by item: `itemSchema` per item, `schema` on all items as an array, findings
/// pointing into the item and naming it.
@Suite("Stream validation")
struct StreamValidationTests {
    static let spec = """
        {"openapi": "3.2.0", "info": {"title": "T", "version": "1"}, "paths": {"/chat": {"post": {"operationId": "chat",
          "requestBody": {"content": {"application/jsonl": {"itemSchema": {"type": "object", "required": ["n"]}}}},
          "responses": {"200": {"description": "ok", "content": {
            "text/event-stream": {"itemSchema": {"type": "object", "required": ["data"],
              "properties": {"data": {"type": "string", "contentMediaType": "application/json",
                "contentSchema": {"type": "object", "properties": {"text": {"type": "string"}}}}}}},
            "application/json-seq": {"schema": {"type": "array", "maxItems": 2}, "itemSchema": {"type": "integer"}},
            "multipart/mixed": {"itemSchema": {"type": "string"}}}}}}}}}
        """
    static let contract = try! EngineFixtures.contract(spec)
    static let responses = ResponseValidator(contract: contract)
    static let requests = RequestValidator(contract: contract)

    static func findings(_ type: String, _ body: String) -> [Diagnostic] {
        let response = HTTPResponse(status: 200, headers: ["Content-Type": type], body: Data(body.utf8))
        return responses.validate(response, for: contract.operation("chat")!)
    }

    @Test func eachEventIsCheckedAndNamed() throws {
        let body =
            "event: delta\ndata: {\"text\":\"Hi\"}\n\n: keep-alive\n\nevent: delta\ndata: {\"text\":\"!\"}\n\nevent: delta\ndata: {\"text\":5}\n\n"
        let found = Self.findings("text/event-stream", body)
        let finding = try #require(found.first)
        #expect(found.count == 1)
        #expect(finding.code == "schema.type")
        #expect(finding.instancePointer?.description == "/body/2/data/text")
        #expect(finding.message == #"event 2 'delta' (data: {"text":5}): expected string, found integer 5"#)
    }

    @Test func dataThatIsNotJSONBreaksContentMediaType() {
        let found = Self.findings("text/event-stream", "data: not json\n\n")
        #expect(found.map(\.code) == ["schema.content-schema"])
        #expect(found.first?.instancePointer?.description == "/body/0/data")
    }

    @Test func schemaChecksTheWholeStreamAsAnArray() {
        #expect(Self.findings("application/json-seq", "\u{1E}1\n\u{1E}2\n").isEmpty)
        let found = Self.findings("application/json-seq", "\u{1E}1\n\u{1E}\"two\"\n\u{1E}3\n")
        #expect(found.map { "\($0.code) \($0.instancePointer?.description ?? "")" } == ["schema.type /body/1", "schema.max-items /body"])
    }

    @Test func multipartMixedPartsAreItems() {
        let body = "--b\r\nContent-Type: text/plain\r\n\r\none\r\n--b\r\nContent-Type: application/json\r\n\r\n2\r\n--b--\r\n"
        let found = Self.findings("multipart/mixed; boundary=b", body)
        #expect(found.map { "\($0.code) \($0.instancePointer?.description ?? "")" } == ["schema.type /body/1"])
    }

    @Test func jsonLinesUploadsAreCheckedLineByLine() {
        let request = EngineFixtures.request(
            "POST", "https://api.example/chat", headers: ["Content-Type": "application/jsonl"], body: "{\"n\":1}\r\n\n{\"m\":2}\nnot json\n"
        )
        let found = Self.requests.validate(request).diagnostics
        #expect(
            found.map { "\($0.code) \($0.instancePointer?.description ?? "")" } == [
                "schema.required /body/1", "request.body.malformed /body/2",
            ])
        #expect(found.first?.message.hasPrefix(#"item 1 ({"m":2}): "#) == true)
    }
}
