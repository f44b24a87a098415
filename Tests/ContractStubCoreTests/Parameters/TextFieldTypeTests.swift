import Foundation
import Testing

@testable import ContractStubCore

/// Text-encoded values (form and multipart fields, query parameters) are read as the types their schema allows,
/// wherever the schema says them: `type`, a 3.1 type array, or the branches of `anyOf`/`oneOf` (through `$ref`).
@Suite struct TextFieldTypeTests {
    static let spec = #"""
        {"openapi": "3.1.0", "info": {"title": "Chat", "version": "1"},
         "paths": {"/chat": {"post": {
           "operationId": "chat",
           "parameters": [{"name": "limit", "in": "query", "schema": {"anyOf": [{"type": "integer"}, {"type": "null"}]}}],
           "requestBody": {"content": {
             "multipart/form-data": {"schema": {"$ref": "#/components/schemas/Form"}},
             "application/x-www-form-urlencoded": {"schema": {"$ref": "#/components/schemas/Form"}}}},
           "responses": {"204": {"description": "done"}}}}},
         "components": {"schemas": {
           "Count": {"type": "integer"},
           "Form": {"type": "object", "properties": {
             "stream": {"anyOf": [{"type": "boolean"}, {"type": "null"}]},
             "n": {"oneOf": [{"$ref": "#/components/schemas/Count"}, {"type": "null"}]},
             "temperature": {"type": ["number", "null"]},
             "seed": {"anyOf": [{"type": "integer"}, {"type": "string", "enum": ["random"]}]},
             "ids": {"anyOf": [{"type": "array", "items": {"type": "integer"}}, {"type": "null"}]}}}}}}
        """#

    struct Case: Sendable, CustomTestStringConvertible {
        let fields: [(String, String)]
        let query: String
        let valid: Bool
        var testDescription: String {
            fields.map { "\($0.0)=\($0.1)" }.joined(separator: "&") + query + (valid ? " (valid)" : " (invalid)")
        }
    }

    static let cases: [Case] = [
        Case(fields: [("stream", "false")], query: "", valid: true),
        Case(fields: [("stream", "true"), ("n", "2"), ("temperature", "0.5")], query: "?limit=3", valid: true),
        Case(fields: [("seed", "42"), ("ids", "1"), ("ids", "2")], query: "", valid: true),
        Case(fields: [("seed", "random")], query: "", valid: true),
        Case(fields: [("stream", "maybe")], query: "", valid: false),
        Case(fields: [("n", "two")], query: "", valid: false),
        Case(fields: [("seed", "later")], query: "", valid: false),
        Case(fields: [("ids", "x")], query: "", valid: false),
        Case(fields: [("stream", "false")], query: "?limit=many", valid: false),
    ]

    static let validator = RequestValidator(contract: try! Contract(data: Data(spec.utf8), baseURL: SpecTestSupport.memoryURL))

    static func errors(_ request: HTTPRequest) -> [Diagnostic] {
        validator.validate(request).diagnostics.filter { $0.severity == .error }
    }

    @Test(arguments: cases) func formFields(_ example: Case) {
        let body = example.fields.map { "\($0.0)=\($0.1)" }.joined(separator: "&")
        let request = EngineFixtures.request(
            "POST", "https://api.test/chat\(example.query)", headers: ["Content-Type": "application/x-www-form-urlencoded"], body: body)
        let errors = Self.errors(request)
        #expect(errors.isEmpty == example.valid, "\(errors.map(\.description))")
    }

    @Test(arguments: cases) func multipartParts(_ example: Case) {
        var body = ""
        for (name, value) in example.fields {
            body += "--XYZ\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(value)\r\n"
        }
        body += "--XYZ--\r\n"
        let request = EngineFixtures.request(
            "POST", "https://api.test/chat\(example.query)", headers: ["Content-Type": "multipart/form-data; boundary=XYZ"], body: body)
        let errors = Self.errors(request)
        #expect(errors.isEmpty == example.valid, "\(errors.map(\.description))")
    }
}
