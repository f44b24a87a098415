import Foundation
import Testing

@testable import ContractStubCore

/// A response checked as its body arrives in pieces (the mock's proxy mode forwarding a stream): each item as soon as
/// it has arrived whole, and in all the same findings as the whole response gets.
@Suite struct ResponseStreamCheckTests {
    static let spec = """
        {"openapi": "3.2.0", "info": {"title": "T", "version": "1"}, "paths": {"/feed": {"get": {"operationId": "feed",
          "responses": {
            "200": {"description": "ok", "headers": {"X-Id": {"required": true, "schema": {"type": "integer"}}}, "content": {
              "application/jsonl": {"itemSchema": {"type": "object", "required": ["id"], "properties": {"id": {"type": "integer"}}}},
              "text/event-stream": {"itemSchema": {"type": "object", "properties": {"data": {"type": "string", "maxLength": 3}}}},
              "application/json-seq": {"schema": {"type": "array", "maxItems": 2}, "itemSchema": {"type": "integer"}},
              "multipart/mixed": {"itemSchema": {"type": "string"}},
              "application/json": {"schema": {"type": "array"}}}},
            "204": {"description": "none"}}}}}}
        """
    static let contract = try! EngineFixtures.contract(spec)
    static let validator = ResponseValidator(contract: contract)
    static let operation = contract.operation("feed")!

    static let bodies: [(type: String, body: String)] = [
        ("application/jsonl", "{\"id\":1}\n{\"id\":\"x\"}\r\n\nnot json\n{\"id\":4}"),
        ("application/x-ndjson", "{}\n"),
        ("text/event-stream", "data: ok\n\n: ping\n\nevent: long\ndata: toolong\r\n\r\ndata: cut"),
        ("application/json-seq", "\u{1E}1\n\u{1E}\"two\"\n\u{1E}3\n"),
        (
            "multipart/mixed; boundary=b",
            "--b\r\nContent-Type: text/plain\r\n\r\none\r\n--b\r\nContent-Type: application/json\r\n\r\n2\r\n--b--\r\n"
        ),
        ("application/json", "{\"not\": \"an array\"}"),
        ("text/plain", "refused"),
        ("application/jsonl", ""),
    ]

    /// Every finding of `response`, its body fed in pieces of `size` bytes.
    static func fed(_ response: HTTPResponse, inPiecesOf size: Int) -> [Diagnostic] {
        var check = validator.streamCheck(response, for: operation)
        var found = check.headFindings
        let bytes = [UInt8](response.body)
        for start in stride(from: 0, to: bytes.count, by: size) {
            found += check.feed(Data(bytes[start..<min(start + size, bytes.count)]))
        }
        return found + check.finish()
    }

    @Test(arguments: [1, 2, 5, 64])
    func piecesGiveTheFindingsOfTheWholeResponse(size: Int) {
        for (index, sample) in Self.bodies.enumerated() {
            for status in [200, 204, 500] {
                let response = HTTPResponse(status: status, headers: ["Content-Type": sample.type], body: Data(sample.body.utf8))
                let whole = Self.validator.validate(response, for: Self.operation)
                #expect(Self.fed(response, inPiecesOf: size) == whole, "body \(index), status \(status)")
            }
        }
        // Guards against a vacuous comparison: the samples do have findings.
        let jsonLines = HTTPResponse(status: 200, headers: ["Content-Type": "application/jsonl"], body: Data(Self.bodies[0].body.utf8))
        #expect(Self.fed(jsonLines, inPiecesOf: size).map(\.code) == ["response.header.missing", "schema.type", "response.body.malformed"])
    }

    @Test func anItemIsCheckedAsSoonAsItHasArrivedWhole() {
        let head = HTTPResponse(status: 200, headers: ["Content-Type": "application/jsonl", "X-Id": "7"])
        var check = Self.validator.streamCheck(head, for: Self.operation)
        #expect(check.headFindings.isEmpty)
        #expect(check.feed(Data("{\"id\":\"a\"".utf8)).isEmpty)
        let first = check.feed(Data("}\n{\"id\":".utf8))
        #expect(first.map { "\($0.code) \($0.instancePointer?.description ?? "")" } == ["schema.type /body/0/id"])
        #expect(check.feed(Data("2}".utf8)).isEmpty)
        #expect(check.finish().isEmpty)
    }

    @Test func theHeadIsCheckedWhenItArrives() {
        let undeclared = Self.validator.streamCheck(
            HTTPResponse(status: 418, headers: ["Content-Type": "text/event-stream"]), for: Self.operation)
        #expect(undeclared.headFindings.map(\.code) == ["response.status.undeclared"])
        var missing = Self.validator.streamCheck(
            HTTPResponse(status: 200, headers: ["Content-Type": "text/event-stream"]), for: Self.operation)
        #expect(missing.headFindings.map(\.code) == ["response.header.missing"])
        #expect(missing.finish().map(\.code) == ["response.body.missing"])
    }

    @Test func itemsReadInPiecesAreTheItemsOfTheWholeBody() throws {
        for (type, body) in Self.bodies.prefix(5) {
            let contentType = try #require(ContentType(type))
            let kind = try #require(SequentialMediaType(contentType))
            var whole: [String] = []
            try SequentialItems.forEach(in: Data(body.utf8), as: kind, type: contentType) { whole.append("\($0.index) \($0.label)") }
            var reader = SequentialItems(kind, type: contentType)
            var pieces: [String] = []
            for byte in body.utf8 { reader.feed(Data([byte])) { pieces.append("\($0.index) \($0.label)") } }
            try reader.finish { pieces.append("\($0.index) \($0.label)") }
            #expect(pieces == whole, "\(type)")
            #expect(!whole.isEmpty)
        }
    }
}
