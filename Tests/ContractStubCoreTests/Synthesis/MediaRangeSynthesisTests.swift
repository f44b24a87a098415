import Foundation
import Testing

@testable import ContractStubCore

/// The stub's default answer for odd `content` maps (issue 32, cause 6) is one our own response check accepts: a
/// media range is answered with a concrete member of it and a body of that type, a key that is not a media type is
/// skipped, a multipart response is a real multipart body, and content without a schema is not answered empty.
@Suite struct MediaRangeSynthesisTests {
    /// A 3.1 document whose `GET /file` (`getFile`) answers 200 with `content` (JSON text of the Content map).
    static func contract(content: String, version: String = "3.1.0") throws -> Contract {
        try EngineFixtures.contract(
            """
            {"openapi": "\(version)", "info": {"title": "T", "version": "1"},
              "paths": {"/file": {"get": {"operationId": "getFile",
                "responses": {"200": {"description": "ok", "content": \(content)}}}}}}
            """)
    }

    /// The default answer to `GET /file` (with `accept` when given) and what our response check says about it.
    static func answer(
        content: String, accept: String? = nil, contentType: String? = nil, version: String = "3.1.0"
    ) throws -> (response: HTTPResponse, findings: [Diagnostic]) {
        let contract = try contract(content: content, version: version)
        let operation = try #require(contract.operation("getFile"))
        let headers: HTTPHeaders = accept.map { ["Accept": $0] } ?? [:]
        let request = EngineFixtures.request("GET", "https://api.example/file", headers: headers)
        let response = try ResponseSynthesizer(contract: contract).response(
            for: operation, contentType: contentType, request: request)
        return (response, ResponseValidator(contract: contract).validate(response, for: operation, request: request))
    }

    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    // MARK: Media ranges

    @Test func anImageRangeIsAnsweredAsAPNG() throws {
        let (response, findings) = try Self.answer(content: #"{"image/*": {"schema": {"type": "string", "format": "binary"}}}"#)
        #expect(response.headers["Content-Type"] == "image/png")
        #expect(Array(response.body.prefix(8)) == Self.pngSignature)
        #expect(findings.isEmpty, "\(findings)")
    }

    @Test func anImageRangeHonoursAConcreteAcceptedMember() throws {
        let (response, findings) = try Self.answer(content: #"{"image/*": {}}"#, accept: "image/gif;q=0.9, */*;q=0.1")
        #expect(response.headers["Content-Type"] == "image/gif")
        #expect(response.body.starts(with: Data("GIF89a".utf8)))
        #expect(findings.isEmpty, "\(findings)")
    }

    @Test func aTextRangeIsAnsweredAsPlainText() throws {
        let (response, findings) = try Self.answer(content: #"{"text/*": {"schema": {"type": "string"}}}"#)
        #expect(response.headers["Content-Type"] == "text/plain")
        #expect(!response.body.isEmpty)
        #expect(findings.isEmpty, "\(findings)")
    }

    @Test(arguments: [
        ("audio/*", "audio/wav", Data("RIFF".utf8)), ("video/*", "video/mp4", Data([0, 0, 0, 0x14] + Array("ftyp".utf8))),
    ])
    func audioAndVideoRangesHaveADefaultMember(key: String, expected: String, prefix: Data) throws {
        let (response, findings) = try Self.answer(content: #"{"\#(key)": {}}"#)
        #expect(response.headers["Content-Type"] == expected)
        #expect(response.body.starts(with: prefix))
        #expect(findings.isEmpty, "\(findings)")
    }

    @Test func anyTypeWithAnObjectSchemaIsAnsweredAsJSON() throws {
        let content = #"{"*/*": {"schema": {"type": "object", "required": ["id"], "properties": {"id": {"type": "integer"}}}}}"#
        let (response, findings) = try Self.answer(content: content)
        #expect(response.headers["Content-Type"] == "application/json")
        #expect(try JSONValue(decodingInstance: response.body).objectValue?["id"] != nil)
        #expect(findings.isEmpty, "\(findings)")
    }

    @Test func anyTypeAnsweredAsJSONHasValidVariants() throws {
        let content = #"{"*/*": {"schema": {"type": "object", "properties": {"id": {"type": "integer"}, "tag": {"type": "string"}}}}}"#
        let contract = try Self.contract(content: content)
        let operation = try #require(contract.operation("getFile"))
        let variants = try ResponseSynthesizer(contract: contract).variants(for: operation)
        #expect(variants.count > 1)
        let validator = ResponseValidator(contract: contract)
        for variant in variants {
            #expect(variant.response.headers["Content-Type"] == "application/json")
            let findings = validator.validate(variant.response, for: operation)
            #expect(findings.isEmpty, "\(variant.name): \(findings)")
        }
    }

    @Test func anyTypeWithoutASchemaIsAnsweredAsNonEmptyBytes() throws {
        let (response, findings) = try Self.answer(content: #"{"*/*": {}}"#)
        #expect(response.headers["Content-Type"] == "application/octet-stream")
        #expect(!response.body.isEmpty)
        #expect(findings.isEmpty, "\(findings)")
    }

    @Test func anAcceptedMemberIsSentWithoutItsQuality() throws {
        let (response, findings) = try Self.answer(content: #"{"image/*": {}}"#, accept: "image/jpeg;q=0.5")
        #expect(response.headers["Content-Type"] == "image/jpeg")
        #expect(Array(response.body.prefix(2)) == [0xFF, 0xD8])
        #expect(findings.isEmpty, "\(findings)")
    }

    // MARK: Keys that are not media types

    @Test(arguments: ["string", "undefined", "json"])
    func aKeyThatIsNotAMediaTypeIsSkipped(key: String) throws {
        let content = #"{"\#(key)": {"schema": {"type": "string"}}, "application/json": {"schema": {"type": "integer"}}}"#
        let (response, findings) = try Self.answer(content: content)
        #expect(response.headers["Content-Type"] == "application/json")
        #expect(findings.isEmpty, "\(findings)")
    }

    @Test func onlyKeysThatAreNotMediaTypesAreUnsatisfiable() throws {
        #expect {
            _ = try Self.answer(content: #"{"undefined": {"schema": {"type": "string"}}}"#)
        } throws: { error in
            guard let error = error as? SynthesisError else { return false }
            return error.code == "stub.body.unsatisfiable" && error.message.contains("'undefined'")
                && error.message.contains("not a media type")
        }
    }

    // MARK: Multipart

    @Test func aMultipartResponseIsARealMultipartBody() throws {
        let content = """
            {"multipart/form-data": {"schema": {"type": "object", "required": ["name", "count", "meta", "tags"],
              "properties": {"name": {"type": "string"}, "count": {"type": "integer"},
                "meta": {"type": "object", "required": ["a"], "properties": {"a": {"type": "boolean"}}},
                "tags": {"type": "array", "minItems": 1, "items": {"type": "string"}}}}}}
            """
        let (response, findings) = try Self.answer(content: content)
        let type = try #require(response.headers["Content-Type"].flatMap(ContentType.init))
        #expect(type.essence == "multipart/form-data")
        let boundary = try #require(type.parameters["boundary"])
        let parts = try MultipartBody.parts(of: response.body, boundary: boundary)
        #expect(parts.map(\.name) == ["name", "count", "meta", "tags"])
        #expect(findings.isEmpty, "\(findings)")
    }

    @Test func aMultipartRangeIsAnsweredAsFormData() throws {
        let content = #"{"multipart/*": {"schema": {"type": "object", "required": ["x"], "properties": {"x": {"type": "string"}}}}}"#
        let (response, findings) = try Self.answer(content: content)
        #expect(response.headers["Content-Type"]?.hasPrefix("multipart/form-data; boundary=") == true)
        #expect(findings.isEmpty, "\(findings)")
    }

    @Test func aMultipartExampleIsWrittenAsParts() throws {
        let content = #"{"multipart/form-data": {"example": {"a": "1", "b": "two"}}}"#
        let (response, findings) = try Self.answer(content: content)
        let type = try #require(response.headers["Content-Type"].flatMap(ContentType.init))
        let parts = try MultipartBody.parts(of: response.body, boundary: try #require(type.parameters["boundary"]))
        #expect(parts.map { String(decoding: $0.body, as: UTF8.self) } == ["1", "two"])
        #expect(findings.isEmpty, "\(findings)")
    }

    @Test func theBoundaryOccursInNoPart() throws {
        let content = #"{"multipart/form-data": {"example": {"a": "x\r\n--contractstub-boundary--\r\n"}}}"#
        let (response, findings) = try Self.answer(content: content)
        let type = try #require(response.headers["Content-Type"].flatMap(ContentType.init))
        #expect(type.parameters["boundary"] == "contractstub-boundary-1")
        #expect(findings.isEmpty, "\(findings)")
    }

    @Test func aMultipartMixedResponseHasOnePartPerItem() throws {
        let content = """
            {"multipart/mixed": {"schema": {"type": "array", "minItems": 2,
              "items": {"type": "object", "required": ["id"], "properties": {"id": {"type": "integer"}}}}}}
            """
        let (response, findings) = try Self.answer(content: content)
        let type = try #require(response.headers["Content-Type"].flatMap(ContentType.init))
        #expect(type.essence == "multipart/mixed")
        let parts = try MultipartBody.parts(of: response.body, boundary: try #require(type.parameters["boundary"]), requiringNames: false)
        #expect(parts.count >= 2)
        #expect(findings.isEmpty, "\(findings)")
    }

    // MARK: Content without a schema

    @Test(arguments: ["application/pdf", "application/octet-stream", "image/png", "text/plain", "application/x-www-form-urlencoded"])
    func contentWithoutASchemaIsNotAnsweredEmpty(key: String) throws {
        let (response, findings) = try Self.answer(content: #"{"\#(key)": {}}"#)
        #expect(response.headers["Content-Type"] == key)
        #expect(!response.body.isEmpty)
        #expect(findings.isEmpty, "\(findings)")
    }

    @Test func anEmptyTextIsUnsatisfiable() throws {
        #expect {
            _ = try Self.answer(content: #"{"text/plain": {"schema": {"type": "string", "maxLength": 0}}}"#)
        } throws: { error in
            guard let error = error as? SynthesisError else { return false }
            return error.code == "stub.body.unsatisfiable" && error.message.contains("empty")
        }
    }

    @Test func aPDFWithoutASchemaIsAMinimalPDF() throws {
        let (response, _) = try Self.answer(content: #"{"application/pdf": {}}"#, version: "3.0.3")
        #expect(response.body.starts(with: Data("%PDF-".utf8)))
        #expect(String(decoding: response.body, as: UTF8.self).hasSuffix("%%EOF\n"))
    }

    @Test func aBinaryStringSchemaIsAnsweredWithBytesOfTheType() throws {
        let content = #"{"image/png": {"schema": {"type": "string", "format": "binary"}}}"#
        let (response, findings) = try Self.answer(content: content, version: "3.0.3")
        #expect(Array(response.body.prefix(8)) == Self.pngSignature)
        #expect(findings.isEmpty, "\(findings)")
    }
}
