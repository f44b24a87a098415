import ContractStub
import Foundation
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Through a stubbed session, the default answers to a media range, a multipart response and content without a
/// schema are ones the stub's own response check accepts: no violations (issue 32).
@Suite struct MediaRangeAnswerTests {
    static let spec = """
        {"openapi": "3.0.3", "info": {"title": "Files", "version": "1"}, "servers": [{"url": "https://files.example"}],
          "paths": {
            "/avatar": {"get": {"operationId": "avatar", "responses": {"200": {"description": "ok",
              "content": {"image/*": {"schema": {"type": "string", "format": "binary"}}}}}}},
            "/upload-form": {"get": {"operationId": "form", "responses": {"200": {"description": "ok",
              "content": {"multipart/form-data": {"schema": {"type": "object", "required": ["id", "file"],
                "properties": {"id": {"type": "integer"}, "file": {"type": "string", "format": "binary"}}}}}}}}},
            "/report": {"get": {"operationId": "report", "responses": {"200": {"description": "ok",
              "content": {"undefined": {}, "application/pdf": {}}}}}}}}
        """

    static func get(_ path: String, accept: String? = nil) async throws -> (stub: ContractStub, body: Data, contentType: String?) {
        let stub = ContractStub(try Contract(data: Data(spec.utf8), baseURL: URL(fileURLWithPath: "/tmp/files.json")))
        var request = URLRequest(url: URL(string: "https://files.example\(path)")!)
        if let accept { request.setValue(accept, forHTTPHeaderField: "Accept") }
        let (data, response) = try await stub.makeSession().data(for: request)
        let http = try #require(response as? HTTPURLResponse)
        #expect(http.statusCode == 200)
        return (stub, data, http.value(forHTTPHeaderField: "Content-Type"))
    }

    @Test func anImageRangeIsAnsweredWithAPNG() async throws {
        let answer = try await Self.get("/avatar")
        #expect(answer.contentType == "image/png")
        #expect(answer.body.starts(with: Data([0x89, 0x50, 0x4E, 0x47])))
        #expect(answer.stub.violations.isEmpty, "\(answer.stub.violations)")
    }

    @Test func anAcceptedImageTypeIsHonoured() async throws {
        let answer = try await Self.get("/avatar", accept: "image/webp;q=0.9, image/gif")
        #expect(answer.contentType == "image/gif")
        #expect(answer.stub.violations.isEmpty, "\(answer.stub.violations)")
    }

    @Test func aMultipartAnswerHasABoundary() async throws {
        let answer = try await Self.get("/upload-form")
        #expect(answer.contentType?.hasPrefix("multipart/form-data; boundary=") == true)
        #expect(answer.stub.violations.isEmpty, "\(answer.stub.violations)")
    }

    @Test func aPDFWithoutASchemaSkipsTheKeyThatIsNotAMediaType() async throws {
        let answer = try await Self.get("/report")
        #expect(answer.contentType == "application/pdf")
        #expect(answer.body.starts(with: Data("%PDF-".utf8)))
        #expect(answer.stub.violations.isEmpty, "\(answer.stub.violations)")
    }
}

/// A body the test gives is sent with the first declared key that is a media type, a range as one of its members.
@Suite struct MediaRangeGivenBodyTests {
    @Test func aGivenBodyUnderARangeIsSentAsAMember() async throws {
        let stub = ContractStub(
            try Contract(data: Data(MediaRangeAnswerTests.spec.utf8), baseURL: URL(fileURLWithPath: "/tmp/files.json")))
        stub.respond(to: "avatar", body: Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        let (_, response) = try await stub.makeSession().data(from: URL(string: "https://files.example/avatar")!)
        #expect((response as? HTTPURLResponse)?.value(forHTTPHeaderField: "Content-Type") == "image/png")
        stub.respond(to: "report", body: Data("%PDF-1.4".utf8))
        let (_, report) = try await stub.makeSession().data(from: URL(string: "https://files.example/report")!)
        #expect((report as? HTTPURLResponse)?.value(forHTTPHeaderField: "Content-Type") == "application/pdf")
        #expect(stub.violations.isEmpty, "\(stub.violations)")
    }
}
