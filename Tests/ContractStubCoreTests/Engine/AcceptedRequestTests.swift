import Foundation
import Testing

@testable import ContractStubCore

extension EngineTests {
    /// Every parameter style and content type, sent correctly, end to end through ``RequestValidator``.
    @Suite struct AcceptedRequestTests {
        static let books = "https://us.bookshop.example/api"

        @Test(arguments: [
            "/books?genre=fantasy,poetry",  // form, explode false
            "/books?tag=a&tag=b",  // form, explode true
            "/books?authors=Tolkien%20Lewis",  // spaceDelimited
            "/books?isbns=9780261103573|9780141439518",  // pipeDelimited
            "/books?price[min]=5&price[max]=20",  // deepObject
            "/books?cursor=abc",
            "/books/",  // trailing slash: warning only
        ])
        func queryStyles(_ path: String) {
            let result = EngineFixtures.bookshopRequests.validate(
                EngineFixtures.request("GET", Self.books + path, headers: ["Accept-Language": "en-GB", "Cookie": "session=s3ss10n-abc"]))
            #expect(!result.hasErrors, "\(result.diagnostics)")
            #expect(result.operation?.operationId == "listBooks")
        }

        @Test func pathStylesSimpleLabelMatrix() {
            let key: HTTPHeaders = ["X-API-Key": "k"]
            for (path, id) in [("/books/abc", "showBook"), ("/shelves/.3", "showShelf"), ("/authors/;name=Tolkien", "showAuthor")] {
                let result = EngineFixtures.bookshopRequests.validate(EngineFixtures.request("GET", Self.books + path, headers: key))
                #expect(result.diagnostics.isEmpty, "\(path): \(result.diagnostics)")
                #expect(result.operation?.operationId == id)
            }
        }

        @Test func unknownQueryParameterIsAWarningUnlessStrict() {
            let result = EngineFixtures.petstoreRequests.validate(EngineFixtures.request("GET", "https://h/v1/pets?lmit=3"))
            #expect(result.diagnostics.map(\.code) == ["request.query.unknown"])
            #expect(result.diagnostics.first?.severity == .warning)
            #expect(!result.hasErrors)
        }

        @Test func hiddenBodyIsOneWarning() {
            var request = EngineFixtures.request("POST", "https://h/v1/pets", headers: ["Content-Type": "application/json"])
            request.bodyVisibility = .hidden
            let result = EngineFixtures.petstoreRequests.validate(request)
            #expect(result.diagnostics.map(\.code) == ["request.body.hidden"])
            #expect(result.diagnostics.first?.severity == .warning)
            #expect(result.diagnostics.first?.message.hasPrefix("body not visible") == true)
        }

        @Test func securityAlternativesAndAnonymous() {
            let validator = EngineFixtures.bookshopRequests
            for headers: HTTPHeaders in [["X-API-Key": "k"], ["Authorization": "Bearer abc"], [:]] {
                // showBook allows bearer OR apiKey OR anonymous.
                #expect(!validator.validate(EngineFixtures.request("GET", Self.books + "/books/1", headers: headers)).hasErrors)
            }
            let order = "bookId=0b5e1f7e-8a53-4d9c-9a8e-1f0b3a7f2c11&quantity=2&giftWrap=true"
            let both: HTTPHeaders = ["Authorization": "Bearer t", "X-API-Key": "k", "Content-Type": "application/x-www-form-urlencoded"]
            let placed = validator.validate(EngineFixtures.request("POST", Self.books + "/orders", headers: both, body: order))
            #expect(placed.diagnostics.isEmpty, "\(placed.diagnostics)")
        }

        static let mediaSpec = SpecTestSupport.document(
            paths: """
                {"/things": {"post": {"operationId": "post", "parameters": [
                    {"name": "X-Ids", "in": "header", "required": true, "schema": {"type": "array", "items": {"type": "integer"}}},
                    {"name": "filter", "in": "query", "content": {"application/json": {"schema": {"type": "object", "required": ["a"]}}}},
                    {"name": "flag", "in": "query", "allowEmptyValue": true, "schema": {"type": "boolean"}},
                    {"name": "lang", "in": "cookie", "required": true, "schema": {"type": "string"}},
                    {"name": "q", "in": "query", "required": true, "schema": {"type": "string"}}],
                  "requestBody": {"required": true, "content": {
                    "application/json": {"schema": {"type": "object", "required": ["n"], "properties": {"n": {"type": "integer"}}}},
                    "text/plain": {"schema": {"type": "string", "maxLength": 5}},
                    "image/*": {"schema": {"type": "string", "format": "binary"}}}},
                  "responses": {"204": {"description": "ok"}}}}}
                """)

        @Test func contentTypesHeaderArraysContentParametersAndEmptyValues() throws {
            let validator = RequestValidator(contract: try EngineFixtures.contract(Self.mediaSpec))
            func check(_ type: String, _ body: String, query: String = "q=x&flag=&filter=%7B%22a%22%3A1%7D") -> [String] {
                let request = EngineFixtures.request(
                    "POST", "https://h/things?\(query)", headers: ["X-Ids": "1,2", "Cookie": "lang=en", "Content-Type": type], body: body)
                return validator.validate(request).diagnostics.map(\.code)
            }
            #expect(check("application/json", #"{"n":1}"#) == [])
            #expect(check("application/merge-patch+json", #"{"n":1}"#) == [])
            #expect(check("application/json; charset=UTF-8", #"{"n":"1"}"#) == ["schema.type"])
            #expect(check("text/plain; charset=utf-8", "hello") == [])
            #expect(check("text/plain", "too long") == ["schema.max-length"])
            #expect(check("image/png", "\u{89}PNG") == [])
            #expect(check("application/xml", "<a/>") == ["request.body.content-type"])
            #expect(check("application/json", #"{"n":1}"#, query: "q=x&filter=%7B%7D") == ["schema.required"])
            #expect(check("application/json", #"{"n":1}"#, query: "q=x&filter=nope") == ["request.query.invalid"])
            #expect(check("application/json", #"{"n":1}"#, query: "flag=") == ["request.query.missing"])
            let missing = validator.validate(
                EngineFixtures.request("POST", "https://h/things?q=x", headers: ["Content-Type": "text/plain"], body: "a"))
            #expect(missing.diagnostics.map(\.code) == ["request.header.missing", "request.cookie.missing"])
            let badIds = validator.validate(
                EngineFixtures.request(
                    "POST", "https://h/things?q=x", headers: ["X-Ids": "1,x", "Cookie": "lang=en", "Content-Type": "text/plain"], body: "a")
            )
            #expect(badIds.diagnostics.map { "\($0.code) \($0.instancePointer!)" } == ["schema.type /header/X-Ids/1"])
        }
    }
}
