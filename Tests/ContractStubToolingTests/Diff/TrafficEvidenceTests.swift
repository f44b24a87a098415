import Foundation
import Testing

@testable import ContractStubCore
@testable import ContractStubTooling

/// `diff --traffic`: each kind of breaking change is marked only when a recorded exchange would have been broken by
/// it, and left unmarked for an exchange of the same operation that it would not have broken.
@Suite("Diff: breaking changes seen in recorded traffic")
struct TrafficEvidenceTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let server = "https://api.example.com/v1"

    static func exchange(
        _ method: String, _ path: String, server: String = server, headers: HTTPHeaders = [:], body: String? = nil,
        status: Int = 200, responseType: String = "application/json", responseHeaders: HTTPHeaders = [:], response: String = "{}"
    ) -> TrafficExchange {
        var sent = responseHeaders
        sent["Content-Type"] = responseType
        return TrafficExchange(
            request: HTTPRequest(method: method, url: URL(string: server + path)!, headers: headers, body: body.map { Data($0.utf8) }),
            response: HTTPResponse(status: status, headers: sent, body: Data(response.utf8)))
    }

    /// The changes from `base.json` (or `base`) to `fixture.json`, each with the indexes of the exchanges it would
    /// have broken.
    static func seen(
        _ fixture: String, _ exchanges: [TrafficExchange], base: String = "base"
    ) throws -> [(rule: String, message: String, seen: [Int])] {
        let old = try Contract(contentsOf: fixtures.appendingPathComponent(base + ".json"))
        let new = try Contract(contentsOf: fixtures.appendingPathComponent(fixture + ".json"))
        let changes = SpecDiff(old: old, new: new).changes
        let evidence = TrafficEvidence(old: old, new: new, exchanges: exchanges, changes: changes)
        return changes.map { ($0.rule, $0.message, evidence.exchanges(breakingBy: $0)) }
    }

    static let petJSON = ["Content-Type": "application/json", "X-API-Key": "k"] as HTTPHeaders

    @Test func aRemovedOperationIsSeenWhenTrafficCalledIt() throws {
        let found = try Self.seen(
            "operation-removed", [Self.exchange("GET", "/pets"), Self.exchange("DELETE", "/pets/3", status: 204, response: "")])
        #expect(found.map(\.rule) == ["diff.operation.removed"])
        #expect(found.first?.seen == [1])
        #expect(try Self.seen("operation-removed", [Self.exchange("GET", "/pets/3")]).first?.seen == [])
    }

    @Test func aNewRequiredParameterIsSeenWhenRecordedRequestsLackedIt() throws {
        let found = try Self.seen(
            "parameter-required-added",
            [Self.exchange("GET", "/pets", headers: ["X-Tenant": "a"]), Self.exchange("GET", "/pets?limit=3")])
        #expect(found.map(\.rule) == ["diff.parameter.required.added"])
        #expect(found.first?.seen == [1], "the request that sent X-Tenant would still pass")
    }

    @Test func aRemovedEnumValueIsSeenWhenARequestSentIt() throws {
        let found = try Self.seen(
            "request-enum-value-removed",
            [
                Self.exchange("POST", "/pets", headers: Self.petJSON, body: #"{"name": "a", "status": "sold"}"#, status: 201),
                Self.exchange("POST", "/pets", headers: Self.petJSON, body: #"{"name": "b", "status": "pending"}"#, status: 201),
            ])
        #expect(found.map(\.rule) == ["diff.request.enum-value.removed", "diff.request.enum-value.removed"])
        #expect(found.map(\.seen) == [[1], []], "the JSON body's change, not the XML one's: \(found)")
    }

    @Test func aRemovedResponsePropertyIsSeenWhenRecordedResponsesHadIt() throws {
        let found = try Self.seen(
            "response-property-removed",
            [
                Self.exchange("GET", "/pets", response: #"[{"id": 1, "name": "a"}]"#),
                Self.exchange("GET", "/pets", response: #"[{"id": 1, "name": "a"}, {"id": 2, "name": "b", "tag": "cat"}]"#),
                Self.exchange("GET", "/pets/2", response: #"{"id": 2, "name": "b", "tag": "cat"}"#),
            ])
        let removed = found.filter { $0.rule == "diff.response.property.removed" }
        #expect(removed.map(\.seen) == [[1], [], [2], []], "GET /pets, POST /pets, GET /pets/{petId} JSON and XML: \(found)")
    }

    @Test func aRemovedStatusIsSeenWhenTrafficGotIt() throws {
        let invalid = Self.exchange("POST", "/pets", headers: Self.petJSON, body: "{}", status: 400, response: #"{"code": 1}"#)
        let created = Self.exchange("POST", "/pets", headers: Self.petJSON, body: #"{"name": "a"}"#, status: 201)
        let found = try Self.seen("response-status-removed", [created, invalid])
        #expect(found.map(\.rule) == ["diff.response.status.removed"])
        #expect(found.first?.seen == [1])
    }

    @Test func aRemovedResponseMediaTypeIsSeenWhenTrafficGotIt() throws {
        let json = Self.exchange("GET", "/pets/2", response: #"{"id": 2, "name": "b"}"#)
        let xml = Self.exchange("GET", "/pets/2", responseType: "application/xml", response: "<pet/>")
        let found = try Self.seen("response-media-type-removed", [json, xml])
        #expect(found.map(\.rule) == ["diff.response.media-type.removed"])
        #expect(found.first?.seen == [1])
    }

    @Test func aRemovedResponseHeaderIsSeenWhenRecordedResponsesHadIt() throws {
        let host = "https://shop.example.com"
        let found = try Self.seen(
            "response-header-removed",
            [
                Self.exchange("GET", "/orders", server: host, responseHeaders: ["X-Rate-Limit": "10"], response: "[]"),
                Self.exchange("GET", "/orders", server: host, responseHeaders: ["x-next-page": "https://a.test/2"], response: "[]"),
            ], base: "base-3.1")
        #expect(found.map(\.rule) == ["diff.response.header.removed"])
        #expect(found.first?.seen == [1], "the header, in any case")
    }

    @Test func onlyBreakingChangesAreMarked() throws {
        let found = try Self.seen("parameter-removed", [Self.exchange("GET", "/pets", headers: ["X-Request-Id": "1"])])
        #expect(found.map(\.rule) == ["diff.parameter.removed"])
        #expect(found.first?.seen == [], "a warning is not marked")
    }

    @Test func fieldsBecomePathsIntoTheBody() {
        typealias Step = SpecChange.ValueStep
        #expect(Step.path("") == [])
        #expect(Step.path("pet.tags[].name") == [.property("pet"), .property("tags"), .anyItem, .property("name")])
        #expect(Step.path("[].id") == [.anyItem, .property("id")])
        #expect(Step.path("point[1]") == [.property("point"), .item(1)])
        #expect(Step.path("pet<additionalProperties>") == nil)
        #expect(Step.path("a]b") == nil)
        let body: JSONValue = ["pets": [["tag": "a"], ["name": "b"]]]
        #expect(Step.values(at: [.property("pets"), .anyItem, .property("tag")], in: body) == ["a"])
        #expect(Step.values(at: [.property("pets"), .item(1), .property("tag")], in: body).isEmpty)
    }
}
