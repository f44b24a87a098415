@_spi(ContractStubSpecialized) import ContractStubSyntax
import Foundation
import Testing

@testable import ContractStubServer

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The mock driven by URLSession itself, in-process, on a free port.
///
/// Through ``LocalServerSession``, never `URLSession.shared`, where the runtime's tests install stubs meanwhile.
@Suite struct MockServerTests {
    private static func fetch(_ url: URL, method: String = "GET", headers: [String: String] = [:], body: Data? = nil) async throws
        -> (status: Int, headers: [AnyHashable: Any], body: Data)
    {
        let (response, data) = try await LoopbackFetch.fetch(url, method: method, headers: headers, body: body)
        return (response.statusCode, response.allHeaderFields, data)
    }

    private static func json(_ data: Data) throws -> JSONValue { try JSONValue(decodingInstance: data) }

    @Test func answersWithTheFirstExampleByDefault() async throws {
        let mock = try MockFixture()
        let answer = try await Self.fetch(mock.url("/pets"))
        #expect(answer.status == 200)
        #expect(try Self.json(answer.body) == [["id": 1, "name": "Tom"]])
        #expect(mock.log.withLock { $0 }.contains { $0.hasPrefix("GET /pets → 200 listPets") })
    }

    @Test func preferChoosesTheExampleTheStatusOrASynthesizedBody() async throws {
        let mock = try MockFixture()
        let dogs = try await Self.fetch(mock.url("/pets"), headers: ["Prefer": "example=dogs"])
        #expect(try Self.json(dogs.body) == [["id": 2, "name": "Rex", "tag": "dog"]])
        let missing = try await Self.fetch(mock.url("/pets"), headers: ["Prefer": "code=404"])
        #expect(missing.status == 404)
        #expect(try Self.json(missing.body).objectValue?["message"] != nil)
        let dynamic = try await Self.fetch(mock.url("/pets"), headers: ["Prefer": "dynamic=true"])
        #expect(dynamic.status == 200)
        let synthesized = try Self.json(dynamic.body)
        #expect(synthesized != [["id": 1, "name": "Tom"]] && synthesized != [["id": 2, "name": "Rex", "tag": "dog"]])
        #expect(mock.server.violationCount == 0)
    }

    @Test func preferChoosesAResponseVariant() async throws {
        let mock = try MockFixture()
        let operation = try #require(mock.contract.operation("showPetById"))
        let variants = try ResponseValidator(contract: mock.contract).validVariants(
            for: operation, from: ResponseSynthesizer(contract: mock.contract))
        let chosen = try #require(variants.first { $0.name != "default" })
        let answer = try await Self.fetch(mock.url("/pets/7"), headers: ["Prefer": "variant=\(chosen.name)"])
        #expect(answer.status == chosen.response.status)
        #expect(try Self.json(answer.body) == Self.json(chosen.response.body))
        let unknown = try await Self.fetch(mock.url("/pets/7"), headers: ["Prefer": "variant=no-such-variant"])
        #expect(unknown.status == 500)
        #expect(String(decoding: unknown.body, as: UTF8.self).contains("stub.variant.unknown"))
    }

    @Test func refusesAViolatingRequestWithProblemDetailsAndListsIt() async throws {
        let mock = try MockFixture()
        let refused = try await Self.fetch(mock.url("/pets?limit=1000"))
        #expect(refused.status == 400)
        #expect((refused.headers["Content-Type"] as? String)?.hasPrefix("application/problem+json") == true)
        let problem = try Self.json(refused.body).objectValue
        #expect(problem?["violations"]?.arrayValue?.isEmpty == false)
        let badBody = try await Self.fetch(
            mock.url("/pets"), method: "POST", headers: ["Content-Type": "application/json"], body: Data(#"{"id":"x"}"#.utf8))
        #expect(badBody.status == 400)
        let unknown = try await Self.fetch(mock.url("/nowhere"))
        #expect(unknown.status == 400)

        let listed = try Self.json(try await Self.fetch(mock.url("/__contractstub/violations")).body).objectValue
        #expect(listed?["exchanges"]?.arrayValue?.count == 3)
        #expect(listed?["exchanges"]?.arrayValue?.first?.objectValue?["request"] == "GET /pets?limit=1000")
        let reset = try await Self.fetch(mock.url("/__contractstub/reset"), method: "POST")
        #expect(reset.status == 204)
        let after = try Self.json(try await Self.fetch(mock.url("/__contractstub/violations")).body).objectValue
        #expect(after?["count"] == 0)
        #expect(try await Self.fetch(mock.url("/__contractstub/nothing")).status == 404)
    }

    @Test func acceptsAValidBody() async throws {
        let mock = try MockFixture()
        let created = try await Self.fetch(
            mock.url("/pets"), method: "POST", headers: ["Content-Type": "application/json"], body: Data(#"{"id":3,"name":"Kit"}"#.utf8))
        #expect(created.status == 201)
        #expect(mock.server.violationCount == 0)
    }

    @Test func servesIPv6Loopback() async throws {
        let mock = try MockFixture(host: "::1")
        #expect(mock.server.url.absoluteString.hasPrefix("http://[::1]:"))
        let client = try RawClient(mock.address)
        client.send("GET /pets HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        #expect(client.readToEnd().hasPrefix("HTTP/1.1 200 OK"))
    }

    @Test(arguments: ["traffic.jsonl", "traffic.har"])
    func recordsEveryExchange(file: String) async throws {
        let mock = try MockFixture(recording: file)
        _ = try await Self.fetch(mock.url("/pets"), headers: ["Authorization": "Bearer secret"])
        _ = try await Self.fetch(mock.url("/pets?limit=1000"))
        mock.server.stop()
        let text = try String(contentsOf: mock.directory.appendingPathComponent(file), encoding: .utf8)
        #expect(!text.contains("secret"))
        if file.hasSuffix(".har") {
            #expect(try JSONValue(decodingInstance: Data(text.utf8)).objectValue?["log"]?.objectValue?["entries"]?.arrayValue?.count == 2)
        } else {
            #expect(text.split(separator: "\n").count == 2)
        }
    }
}
