import ContractStubCore
import Foundation
import Testing

@testable import ContractStub

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A stub's response heads: made once per URL, status and fields as spelled, and never handed to a response they do
/// not fit.
@Suite struct ResponseHeadsTests {
    private let url = URL(string: "https://petstore.example.com/v1/pets/1")!

    private func response(status: Int = 200, _ fields: [(String, String)]) -> HTTPResponse {
        HTTPResponse(status: status, headers: HTTPHeaders(fields.map { HTTPHeaders.Field(name: $0.0, value: $0.1) }), body: Data())
    }

    @Test func theSameAnswerToTheSameURLGetsTheHeadMadeFirst() throws {
        let heads = ResponseHeads()
        let answer = response([("Content-Type", "application/json"), ("X-Rate-Limit", "10")])
        let first = try #require(heads.head(of: answer, for: url))
        let again = try #require(heads.head(of: answer, for: url))
        #expect(first === again)
        #expect(first.statusCode == 200)
        #expect(first.url == url)
        #expect(first.value(forHTTPHeaderField: "X-Rate-Limit") == "10")
        #expect(first.mimeType == "application/json")
    }

    @Test func anotherURLStatusValueOrSpellingGetsAHeadOfItsOwn() throws {
        let heads = ResponseHeads()
        let answer = response([("Content-Type", "application/json"), ("X-Rate-Limit", "10")])
        let first = try #require(heads.head(of: answer, for: url))
        let otherURL = try #require(heads.head(of: answer, for: URL(string: "https://petstore.example.com/v1/pets/2")!))
        #expect(otherURL !== first)
        #expect(otherURL.url?.lastPathComponent == "2")
        let otherStatus = try #require(
            heads.head(of: response(status: 201, [("Content-Type", "application/json"), ("X-Rate-Limit", "10")]), for: url))
        #expect(otherStatus.statusCode == 201)
        let otherValue = try #require(heads.head(of: response([("Content-Type", "application/json"), ("X-Rate-Limit", "9")]), for: url))
        #expect(otherValue.value(forHTTPHeaderField: "X-Rate-Limit") == "9")
        // `HTTPHeaders` compares names in any case; a head keeps them as spelled, so a respelling is another head.
        let respelled = try #require(heads.head(of: response([("content-type", "application/json"), ("X-Rate-Limit", "10")]), for: url))
        #expect(respelled !== first)
        #expect(respelled.value(forHTTPHeaderField: "X-Rate-Limit") == "10")
    }

    @Test func fieldsOfOneNameAreJoinedInOrder() throws {
        let heads = ResponseHeads()
        let head = try #require(
            heads.head(of: response([("Link", "<a>; rel=next"), ("Vary", "Accept"), ("Link", "<b>; rel=last")]), for: url))
        #expect(head.value(forHTTPHeaderField: "Link") == "<a>; rel=next, <b>; rel=last")
        #expect(head.value(forHTTPHeaderField: "Vary") == "Accept")
    }

    @Test func aStubbedSessionDeliversItsHeadsAndTheirFields() async throws {
        let stub = ContractStub(try Petstore.contract())
        let session = stub.makeSession()
        let request = URLRequest(url: url)
        let (_, first) = try await session.data(for: request)
        let (_, second) = try await session.data(for: request)
        let firstHead = try #require(first as? HTTPURLResponse)
        let secondHead = try #require(second as? HTTPURLResponse)
        #expect(firstHead.statusCode == 200)
        #expect(secondHead.allHeaderFields.count == firstHead.allHeaderFields.count)
        #expect(secondHead.value(forHTTPHeaderField: "Content-Type") == firstHead.value(forHTTPHeaderField: "Content-Type"))
    }
}
