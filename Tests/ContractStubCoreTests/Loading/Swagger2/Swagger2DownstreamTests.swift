import Foundation
import Testing

@testable import ContractStubCore

/// A Swagger 2.0 spec drives request validation and stub answers exactly as an OpenAPI 3 spec does.
@Suite struct Swagger2DownstreamTests {
    static let contract = try! Contract(data: Data(Swagger2Fixtures.petShop.utf8), baseURL: URL(fileURLWithPath: "/tmp/swagger.json"))
    static let requests = RequestValidator(contract: contract)

    static func request(_ method: String, _ path: String, contentType: String? = nil, body: String = "") -> HTTPRequest {
        HTTPRequest(
            method: method, url: URL(string: "https://pets.example.com/v1" + path)!,
            headers: contentType.map { ["Content-Type": $0] } ?? [:], body: Data(body.utf8))
    }

    static func codes(_ request: HTTPRequest) -> [String] {
        requests.validate(request).diagnostics.filter { $0.severity == .error }.map(\.code)
    }

    @Test func theBodyParameterIsChecked() {
        #expect(
            Self.codes(Self.request("POST", "/pets", contentType: "application/json", body: #"{"id":1,"name":"a","kind":"cat"}"#)) == [])
        #expect(
            !Self.codes(Self.request("POST", "/pets", contentType: "application/json", body: #"{"id":0,"name":"a","kind":"cat"}"#)).isEmpty)
    }

    @Test func queryCollectionFormatsMultiAndCSV() {
        #expect(Self.codes(Self.request("GET", "/pets?tags=a&tags=b&ids=1,2,3&limit=5")) == [])
        #expect(!Self.codes(Self.request("GET", "/pets?ids=1,x")).isEmpty)
        #expect(!Self.codes(Self.request("GET", "/pets?limit=99")).isEmpty)
    }

    @Test func formFieldsAreChecked() {
        let form = "application/x-www-form-urlencoded"
        #expect(Self.codes(Self.request("POST", "/pets/3/notes", contentType: form, body: "text=hello")) == [])
        #expect(
            !Self.codes(Self.request("POST", "/pets/3/notes", contentType: form, body: "text=" + String(repeating: "x", count: 30))).isEmpty
        )
        #expect(!Self.codes(Self.request("POST", "/pets/3/notes", contentType: form, body: "other=1")).isEmpty)
    }

    @Test func stubsAnswerFromExamplesAndSynthesis() throws {
        let synthesizer = ResponseSynthesizer(contract: Self.contract)
        let list = try #require(Self.contract.operation("listPets"))
        let listed = try synthesizer.response(for: list)
        #expect(listed.status == 200)
        #expect(try JSONValue(decoding: listed.body)[0]?["name"]?.stringValue == "Rex")
        let add = try #require(Self.contract.operation("addPet"))
        let added = try synthesizer.response(for: add)
        #expect(added.status == 201)
        let pet = try JSONValue(decoding: added.body)
        #expect(pet["id"]?.numberValue != nil && pet["kind"]?.stringValue != nil)
        #expect(ResponseValidator(contract: Self.contract).validate(added, for: add).filter { $0.severity == .error }.isEmpty)
    }
}
