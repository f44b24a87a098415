import Foundation
import Testing

@testable import ContractStubCore

extension EngineTests {
    /// ``ResponseValidator`` codes and ``ResponseSynthesizer`` choices.
    @Suite struct ResponseEngineTests {
        static let json: HTTPHeaders = ["Content-Type": "application/json"]

        func codes(_ response: HTTPResponse, _ operationId: String, contract: Contract = EngineFixtures.bookshop) -> [String] {
            let validator = contract === EngineFixtures.bookshop ? EngineFixtures.bookshopResponses : EngineFixtures.petstoreResponses
            return validator.validate(response, for: contract.operation(operationId)!).map(\.code)
        }

        @Test func statusesExactRangeAndDefault() {
            #expect(codes(HTTPResponse(status: 418), "showOrder") == ["response.status.undeclared"])
            let problem: HTTPHeaders = ["Content-Type": "application/problem+json"]
            let body = Data(#"{"title":"Teapot","status":418}"#.utf8)
            #expect(codes(HTTPResponse(status: 418, headers: problem, body: body), "listBooks") == [])  // 4XX
            #expect(codes(HTTPResponse(status: 503, headers: problem, body: body), "listBooks") == [])  // default
            #expect(codes(HTTPResponse(status: 204), "uploadCover") == [])  // 2XX without content
            let message = EngineFixtures.bookshopResponses.validate(
                HTTPResponse(status: 500), for: EngineFixtures.bookshop.operation("showOrder")!)[0].message
            #expect(message.contains("expected 200, 404"))
        }

        @Test func headersContentTypeBodyAndWriteOnly() {
            let order = #"{"id":1,"status":"paid","payment":{"method":"card","last4":"4242"}}"#
            let ok = HTTPResponse(
                status: 201, headers: ["Content-Type": "application/json", "X-Rate-Limit-Remaining": "3"], body: Data(order.utf8))
            #expect(codes(ok, "placeOrder") == [])
            var missing = ok
            missing.headers["X-Rate-Limit-Remaining"] = nil
            #expect(codes(missing, "placeOrder") == ["response.header.missing"])
            var badHeader = ok
            badHeader.headers["x-rate-limit-remaining"] = "-1"
            #expect(codes(badHeader, "placeOrder") == ["schema.minimum"])
            var text = ok
            text.headers["Content-Type"] = "text/html"
            #expect(codes(text, "placeOrder") == ["response.content-type"])
            var malformed = ok
            malformed.body = Data("{".utf8)
            #expect(codes(malformed, "placeOrder") == ["response.body.malformed"])
            var writeOnly = ok
            writeOnly.body = Data(#"{"id":1,"status":"paid","payment":{"method":"card","cardNumber":"4242424242424242"}}"#.utf8)
            let findings = EngineFixtures.bookshopResponses.validate(writeOnly, for: EngineFixtures.bookshop.operation("placeOrder")!)
            #expect(
                findings.contains { $0.code == "schema.write-only" && $0.instancePointer?.description.hasPrefix("/body/payment") == true })
            var empty = ok
            empty.body = Data()
            #expect(codes(empty, "placeOrder") == ["response.body.missing"])
        }

        @Test func synthesizerChoosesStatusMediaTypeAndExamples() throws {
            let synthesizer = ResponseSynthesizer(contract: EngineFixtures.bookshop)
            let listBooks = EngineFixtures.bookshop.operation("listBooks")!
            let page = try synthesizer.response(for: listBooks)
            #expect(page.status == 200)
            #expect(page.headers["Content-Type"] == "application/json")
            #expect(page.headers["X-Rate-Limit-Remaining"] == "99")
            #expect(try JSONValue(decoding: page.body)["next"] == "cursor-2")  // the first of `examples`
            let empty = try synthesizer.response(for: listBooks, example: "empty")
            #expect(try JSONValue(decoding: empty.body)["items"] == [])
            let problem = try synthesizer.response(
                for: listBooks, status: 404,
                request: EngineFixtures.request("GET", "https://h/", headers: ["Accept": "text/html, application/*;q=0.5"]))
            #expect(problem.headers["Content-Type"] == "application/problem+json")
            #expect(throws: SynthesisError.self) { try synthesizer.response(for: listBooks, example: "nope") }
            do {
                _ = try synthesizer.response(for: EngineFixtures.bookshop.operation("showOrder")!, status: 500)
                Issue.record("expected stub.status.undeclared")
            } catch {
                #expect(error.code == "stub.status.undeclared")
                #expect(error.message.contains("200, 404"))
            }
            do {
                _ = try synthesizer.response(for: listBooks, example: "nope")
            } catch {
                #expect(error.code == "stub.example.unknown")
                #expect(error.message.contains("firstPage, empty"))
            }
            let created = try synthesizer.response(for: EngineFixtures.bookshop.operation("createBook")!)
            #expect(created.status == 201)
            #expect(created.headers["Location"] == "/books/0b5e1f7e-8a53-4d9c-9a8e-1f0b3a7f2c11")
            #expect(try synthesizer.response(for: EngineFixtures.bookshop.operation("deleteBook")!).status == 204)
        }

        @Test func synthesizedBodiesAreDeterministicAndValid() throws {
            let contract = EngineFixtures.bookshop
            let synthesizer = ResponseSynthesizer(contract: contract)
            for operation in contract.operations {
                for key in operation.responses.map(\.key) {
                    let status = CorpusResponseTests.status(for: key, among: operation.responses.map(\.key))
                    let first = try synthesizer.response(for: operation, status: status)
                    #expect(try synthesizer.response(for: operation, status: status) == first)
                    #expect(
                        EngineFixtures.bookshopResponses.validate(first, for: operation).isEmpty, "\(operation.operationId ?? "") \(key)")
                }
            }
        }
    }
}
