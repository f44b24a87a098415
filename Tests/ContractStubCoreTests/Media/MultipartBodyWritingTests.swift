import Foundation
import Testing

@testable import ContractStubCore

/// What ``MultipartBody/write(_:boundary:named:)`` writes, ``BodyDecoder`` reads back to the same values.
@Suite struct MultipartBodyWritingTests {
    @Test func formDataReadsBackToTheSameFields() throws {
        let fields: [(name: String, value: JSONValue)] = [
            ("text", .string("a\r\nb")), ("number", .number(JSONNumber(7))), ("flag", .bool(true)),
            ("list", .array([.string("x"), .string("y")])), (#"say "hi""#, .object(JSONObject([("k", .null)]))),
        ]
        let (body, boundary) = MultipartBody.write(fields, boundary: "b")
        let decoded = try BodyDecoder.decode(body, as: try #require(ContentType("multipart/form-data; boundary=\(boundary)")))
        #expect(decoded.instance == .object(JSONObject(fields.map { ($0.name, $0.value) })))
    }

    @Test func noFieldsIsAClosingDelimiterOnly() throws {
        let (body, boundary) = MultipartBody.write([], boundary: "b")
        #expect(String(decoding: body, as: UTF8.self) == "--b--\r\n")
        #expect(try MultipartBody.parts(of: body, boundary: boundary).isEmpty)
    }

    @Test func mixedPartsHaveNoNamesAndTheirOwnTypes() throws {
        let (body, boundary) = MultipartBody.write([("", .string("t")), ("", .number(JSONNumber(1)))], boundary: "m", named: false)
        let parts = try MultipartBody.parts(of: body, boundary: boundary, requiringNames: false)
        #expect(parts.map(\.contentType?.essence) == ["text/plain", "application/json"])
        #expect(parts.allSatisfy { $0.name.isEmpty })
    }
}
