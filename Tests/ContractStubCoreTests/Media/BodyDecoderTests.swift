import Foundation
import Testing

@testable import ContractStubCore

extension MediaTests {
    @Suite struct BodyDecoderTests {
        private func decode(_ text: String, _ type: String) throws -> DecodedBody {
            try BodyDecoder.decode(Data(text.utf8), as: try #require(ContentType(type)))
        }

        private func error(_ text: String, _ type: String) throws -> BodyDecodingError? {
            do {
                _ = try BodyDecoder.decode(Data(text.utf8), as: try #require(ContentType(type)))
                return nil
            } catch let error as BodyDecodingError {
                return error
            }
        }

        @Test func json() throws {
            #expect(try decode(#"{"a": [1, true]}"#, "application/vnd.api+json").instance == ["a": [1, true]])
            let failure = try #require(try error(#"{"a": }"#, "application/json"))
            #expect(failure.expected == "JSON (application/json)")
            #expect(failure.diagnostic().code == "request.body.malformed")
            #expect(failure.diagnostic(side: "response").message.hasPrefix("response body: expected JSON (application/json), but "))
        }

        @Test func formURLEncoded() throws {
            let body = try decode("name=Rex+Dog&tag=a&tag=b%26c&empty", "application/x-www-form-urlencoded")
            #expect(body.instance == ["name": "Rex Dog", "tag": ["a", "b&c"], "empty": ""])
        }

        @Test func textWithCharsets() throws {
            #expect(try decode("héllo", "text/plain; charset=utf-8").instance == "héllo")
            let latin1 = try BodyDecoder.decode(Data([0x68, 0xE9]), as: try #require(ContentType("text/plain; charset=ISO-8859-1")))
            #expect(latin1.instance == "hé")
            #expect(try error("x", "text/plain; charset=koi8-r")?.problem == "charset 'koi8-r' is not supported")
            let invalid = try? BodyDecoder.decode(Data([0xFF]), as: try #require(ContentType("text/plain")))
            #expect(invalid == nil)
        }

        @Test func otherTypesStayBinary() throws {
            let body = try decode("\u{1}PNG", "image/png")
            #expect(body == .binary(Data("\u{1}PNG".utf8)))
            #expect(body.instance == nil)
        }

        @Test func multipartPartsByContentType() throws {
            let text = [
                "preamble", "--XyZ", #"Content-Disposition: form-data; name="meta""#, "Content-Type: application/json", "",
                #"{"id": 7}"#, "--XyZ", #"Content-Disposition: form-data; name="note""#, "", "hello", "--XyZ",
                #"Content-Disposition: form-data; name="file"; filename="a.bin""#, "Content-Type: application/octet-stream", "",
                "AB", "--XyZ", #"Content-Disposition: form-data; name="note""#, "", "again", "--XyZ--", "",
            ].joined(separator: "\r\n")
            let body = try decode(text, "multipart/form-data; boundary=XyZ")
            #expect(body.instance == ["meta": ["id": 7], "note": ["hello", "again"], "file": "QUI="])
            guard case .fields(_, let parts) = body else {
                Issue.record("expected fields")
                return
            }
            #expect(parts.map(\.name) == ["meta", "note", "file", "note"])
            #expect(parts[2].filename == "a.bin")
            #expect(parts[2].contentType?.essence == "application/octet-stream")
            #expect(parts[0].headers.first?.name == "content-disposition")
        }

        @Test(
            arguments: [
                ("multipart/form-data", "x", "the Content-Type has no boundary parameter"),
                ("multipart/form-data; boundary=B", "no delimiter", "the boundary does not occur in the body"),
                (
                    "multipart/form-data; boundary=B", "--B\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nx",
                    "the closing boundary '--B--' is missing"
                ),
                (
                    "multipart/form-data; boundary=B", "--B\r\nContent-Type: text/plain\r\n\r\nx\r\n--B--",
                    "part 1 has no Content-Disposition name"
                ),
                ("multipart/form-data; boundary=B", "--Bjunk", "a boundary line is not followed by CRLF"),
                (
                    "multipart/form-data; boundary=B",
                    "--B\r\nContent-Disposition: form-data; name=\"j\"\r\nContent-Type: application/json\r\n\r\n{\r\n--B--", nil
                ),
            ] as [(String, String, String?)])
        func malformedMultipart(type: String, text: String, problem: String?) throws {
            let failure = try #require(try error(text, type))
            if let problem { #expect(failure.problem == problem) } else { #expect(failure.expected == "JSON in part 'j'") }
        }
    }
}
