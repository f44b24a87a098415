import Foundation
import Testing

@testable import ContractStubCore

extension EngineTests {
    /// Requests that must be rejected, each with the code that must be among its errors.
    @Suite struct RejectedRequestTests {
        struct Case: CustomTestStringConvertible, Sendable {
            let spec: String
            let method: String
            let url: String
            var headers: HTTPHeaders = [:]
            var body: String?
            var strict = false
            let code: String
            let instance: String?

            var testDescription: String { "\(method) \(url) → \(code)" }
        }

        static let pets = "https://petstore.example.com/v1"
        static let books = "https://eu.bookshop.example/api"
        static let apiKey: HTTPHeaders = ["X-API-Key": "k"]
        static let bearer: HTTPHeaders = ["Authorization": "Bearer t0ken"]
        static let json: HTTPHeaders = ["Content-Type": "application/json", "Authorization": "Bearer t0ken"]
        static let form: HTTPHeaders = [
            "Content-Type": "application/x-www-form-urlencoded", "Authorization": "Bearer t0ken", "X-API-Key": "k",
        ]

        static let cases: [Case] = [
            // Routing.
            Case(spec: "petstore", method: "GET", url: "\(pets)/pet/1", code: "request.route.unknown", instance: nil),
            Case(spec: "petstore", method: "GET", url: "https://petstore.example.com/pets", code: "request.route.unknown", instance: nil),
            Case(spec: "petstore", method: "DELETE", url: "\(pets)/pets", code: "request.route.method", instance: nil),
            Case(spec: "bookshop", method: "GET", url: "https://eu.bookshop.example/books", code: "request.route.unknown", instance: nil),
            // Query parameters.
            Case(spec: "petstore", method: "GET", url: "\(pets)/pets?limit=abc", code: "schema.type", instance: "/query/limit"),
            Case(spec: "petstore", method: "GET", url: "\(pets)/pets?limit=500", code: "schema.maximum", instance: "/query/limit"),
            Case(spec: "petstore", method: "GET", url: "\(pets)/pets?limit=", code: "request.query.empty", instance: "/query/limit"),
            Case(
                spec: "petstore", method: "GET", url: "\(pets)/pets?lmit=3", strict: true, code: "request.query.unknown",
                instance: "/query/lmit"),
            Case(
                spec: "bookshop", method: "GET", url: "\(books)/books?genre=fantasy,cooking", code: "schema.enum",
                instance: "/query/genre/1"),
            Case(
                spec: "bookshop", method: "GET", url: "\(books)/books?genre=poetry,poetry", code: "schema.unique-items",
                instance: "/query/genre"),
            Case(
                spec: "bookshop", method: "GET", url: "\(books)/books?isbns=9780261103573|123", code: "schema.pattern",
                instance: "/query/isbns/1"),
            Case(
                spec: "bookshop", method: "GET", url: "\(books)/books?price%5Bmin%5D=-1", code: "schema.minimum",
                instance: "/query/price/min"),
            Case(
                spec: "bookshop", method: "GET", url: "\(books)/books?price[cheap]=1", code: "schema.additional-properties",
                instance: "/query/price/cheap"),
            // Cookies.
            Case(
                spec: "bookshop", method: "GET", url: "\(books)/books", headers: ["Cookie": "theme=dark; session=short"],
                code: "schema.min-length", instance: "/cookie/session"),
            // Path parameters.
            Case(spec: "petstore", method: "GET", url: "\(pets)/pets/abc", code: "schema.type", instance: "/path/petId"),
            Case(spec: "petstore", method: "GET", url: "\(pets)/pets/0", code: "schema.minimum", instance: "/path/petId"),
            Case(
                spec: "bookshop", method: "GET", url: "\(books)/shelves/3", headers: apiKey, code: "request.path.invalid",
                instance: "/path/shelfId"),
            Case(
                spec: "bookshop", method: "GET", url: "\(books)/shelves/.0", headers: apiKey, code: "schema.minimum",
                instance: "/path/shelfId"),
            Case(
                spec: "bookshop", method: "GET", url: "\(books)/authors/Tolkien", headers: apiKey, code: "request.path.invalid",
                instance: "/path/name"),
            Case(
                spec: "bookshop", method: "DELETE", url: "\(books)/books/not-a-uuid", headers: bearer, code: "schema.format",
                instance: "/path/bookId"),
            // Bodies.
            Case(spec: "petstore", method: "POST", url: "\(pets)/pets", code: "request.body.missing", instance: "/body"),
            Case(
                spec: "petstore", method: "POST", url: "\(pets)/pets", headers: ["Content-Type": "text/plain"], body: "Rex",
                code: "request.body.content-type", instance: "/header/Content-Type"),
            Case(
                spec: "petstore", method: "POST", url: "\(pets)/pets", body: #"{"name":"Rex"}"#, code: "request.body.content-type",
                instance: "/header/Content-Type"),
            Case(
                spec: "petstore", method: "POST", url: "\(pets)/pets", headers: ["Content-Type": "application/json"],
                body: #"{"name":"Rex""#, code: "request.body.malformed", instance: "/body"),
            Case(
                spec: "petstore", method: "POST", url: "\(pets)/pets", headers: ["Content-Type": "application/json"],
                body: #"{"tag":"dog"}"#, code: "schema.required", instance: "/body"),
            Case(
                spec: "petstore", method: "POST", url: "\(pets)/pets", headers: ["Content-Type": "application/json; charset=utf-8"],
                body: #"{"name":""}"#, code: "schema.min-length", instance: "/body/name"),
            Case(
                spec: "bookshop", method: "POST", url: "\(books)/books", headers: json,
                body:
                    #"{"id":"0b5e1f7e-8a53-4d9c-9a8e-1f0b3a7f2c11","kind":"book","isbn":"9780141439518","title":"Emma","authors":["Jane Austen"]}"#,
                code: "schema.read-only", instance: "/body/id"),
            Case(
                spec: "bookshop", method: "POST", url: "\(books)/orders", headers: form,
                body: "bookId=0b5e1f7e-8a53-4d9c-9a8e-1f0b3a7f2c11&quantity=11", code: "schema.maximum", instance: "/body/quantity"),
            Case(
                spec: "bookshop", method: "POST", url: "\(books)/orders", headers: form,
                body: "bookId=0b5e1f7e-8a53-4d9c-9a8e-1f0b3a7f2c11&quantity=two", code: "schema.type", instance: "/body/quantity"),
            Case(
                spec: "bookshop", method: "PUT", url: "\(books)/books/1/cover",
                headers: ["Content-Type": "multipart/form-data; boundary=XYZ", "Authorization": "Bearer t"],
                body: "--XYZ\r\nContent-Disposition: form-data; name=\"caption\"\r\n\r\nHi\r\n--XYZ--\r\n", code: "schema.required",
                instance: "/body"),
            Case(
                spec: "bookshop", method: "PUT", url: "\(books)/books/1/cover",
                headers: ["Content-Type": "multipart/form-data", "Authorization": "Bearer t"], body: "--XYZ--",
                code: "request.body.malformed", instance: "/body"),
            // Security.
            Case(
                spec: "bookshop", method: "POST", url: "\(books)/books", headers: ["Content-Type": "application/json"],
                body: #"{"kind":"book","isbn":"9780141439518","title":"Emma","authors":["Jane Austen"]}"#, code: "request.security.missing",
                instance: nil),
            Case(
                spec: "bookshop", method: "POST", url: "\(books)/books",
                headers: ["Content-Type": "application/json", "Authorization": "Basic dTpw"],
                body: #"{"kind":"book","isbn":"9780141439518","title":"Emma","authors":["Jane Austen"]}"#, code: "request.security.missing",
                instance: "/header/Authorization"),
            Case(
                spec: "bookshop", method: "POST", url: "\(books)/orders",
                headers: ["Content-Type": "application/x-www-form-urlencoded", "Authorization": "Bearer t"],
                body: "bookId=0b5e1f7e-8a53-4d9c-9a8e-1f0b3a7f2c11&quantity=1", code: "request.security.missing",
                instance: "/header/Authorization"),
            Case(
                spec: "bookshop", method: "GET", url: "\(books)/orders/1", headers: ["Authorization": "Bearer "],
                code: "request.security.missing", instance: "/header/Authorization"),
            Case(spec: "bookshop", method: "GET", url: "\(books)/shelves/.3", code: "request.security.missing", instance: nil),
        ]

        @Test(arguments: cases)
        func isRejected(_ example: Case) {
            let contract = example.spec == "petstore" ? EngineFixtures.petstore : EngineFixtures.bookshop
            let validator =
                example.strict
                ? RequestValidator(contract: contract, options: RequestValidationOptions(strict: true))
                : (example.spec == "petstore" ? EngineFixtures.petstoreRequests : EngineFixtures.bookshopRequests)
            let result = validator.validate(
                EngineFixtures.request(example.method, example.url, headers: example.headers, body: example.body))
            let errors = result.diagnostics.filter { $0.severity == .error }
            let matching = errors.first { $0.code == example.code }
            #expect(matching != nil, "expected \(example.code), found \(errors.map(\.description))")
            #expect(matching?.instancePointer?.description == example.instance)
            #expect(matching?.message.isEmpty == false)
            if let operation = result.operation {
                #expect(matching?.operationId == operation.operationId)
                #expect(matching?.specPointer != nil)
            }
        }
    }
}
