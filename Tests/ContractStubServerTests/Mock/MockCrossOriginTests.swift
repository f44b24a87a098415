@_spi(ContractStubSpecialized) import ContractStubSyntax
import Foundation
import Testing

@testable import ContractStubServer

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `--cors`: preflights answered, every answer readable by a page of another origin; without it, OPTIONS is routed.
@Suite struct MockCrossOriginTests {
    static let spec = #"""
        {"openapi": "3.1.0", "info": {"title": "Items", "version": "1"},
         "paths": {"/items": {
           "get": {"operationId": "listItems", "responses": {"200": {"description": "items",
             "headers": {"X-Total-Count": {"required": true, "schema": {"type": "integer"}, "example": 3}},
             "content": {"application/json": {"schema": {"type": "array", "items": {"type": "integer"}}, "example": [1, 2, 3]}}}}},
           "options": {"operationId": "itemOptions", "responses": {"200": {"description": "the methods allowed",
             "headers": {"Allow": {"required": true, "schema": {"type": "string"}, "example": "GET, OPTIONS"}}}}}}}}
        """#
    static let origin = "http://app.localhost:3000"
    static let preflight = [
        "Origin": origin, "Access-Control-Request-Method": "DELETE", "Access-Control-Request-Headers": "prefer, x-trace",
    ]

    @Test func answersAPreflightAllowingWhatItAsks() async throws {
        let mock = try MockFixture(spec: Self.spec, crossOrigin: true)
        let (response, body) = try await LoopbackFetch.fetch(mock.url("/items"), method: "OPTIONS", headers: Self.preflight)
        #expect(response.statusCode == 204 && body.isEmpty)
        #expect(response.value(forHTTPHeaderField: "Access-Control-Allow-Origin") == Self.origin)
        #expect(response.value(forHTTPHeaderField: "Access-Control-Allow-Methods")?.contains("DELETE") == true)
        #expect(response.value(forHTTPHeaderField: "Access-Control-Allow-Headers") == "prefer, x-trace")
        #expect(response.value(forHTTPHeaderField: "Access-Control-Max-Age") == String(CrossOrigin.maxAge))
        #expect(response.value(forHTTPHeaderField: "Access-Control-Allow-Credentials") == "true")
        // A preflight is the browser's, not the app's: no violation, logged as a preflight.
        #expect(mock.server.violationCount == 0)
        #expect(mock.log.withLock { $0 }.contains { $0.hasPrefix("preflight → 204: OPTIONS /items from \(Self.origin)") })
    }

    @Test func letsTheOriginReadEveryAnswer() async throws {
        let mock = try MockFixture(spec: Self.spec, crossOrigin: true)
        let origin = ["Origin": Self.origin]
        let (items, _) = try await LoopbackFetch.fetch(mock.url("/items"), headers: origin)
        #expect(items.statusCode == 200)
        #expect(items.value(forHTTPHeaderField: "Access-Control-Allow-Origin") == Self.origin)
        #expect(items.value(forHTTPHeaderField: "Access-Control-Expose-Headers") == "X-Total-Count")
        #expect(items.value(forHTTPHeaderField: "Vary") == "Origin")
        let (refused, _) = try await LoopbackFetch.fetch(mock.url("/nowhere"), headers: origin)
        #expect(refused.statusCode == 400)
        #expect(refused.value(forHTTPHeaderField: "Access-Control-Allow-Origin") == Self.origin)
        let (control, _) = try await LoopbackFetch.fetch(mock.url("/__contractstub/violations"))
        #expect(control.value(forHTTPHeaderField: "Access-Control-Allow-Origin") == "*")
    }

    @Test func routesAnOPTIONSThatIsNoPreflightToTheSpec() async throws {
        let mock = try MockFixture(spec: Self.spec, crossOrigin: true)
        let (response, _) = try await LoopbackFetch.fetch(mock.url("/items"), method: "OPTIONS", headers: ["Origin": Self.origin])
        #expect(response.statusCode == 200)
        #expect(response.value(forHTTPHeaderField: "Allow") == "GET, OPTIONS")
        #expect(response.value(forHTTPHeaderField: "Access-Control-Expose-Headers") == "Allow")
        #expect(mock.log.withLock { $0 }.contains { $0.hasPrefix("OPTIONS /items → 200 itemOptions") })
    }

    @Test func withoutCORSRoutesAPreflightLikeAnyRequest() async throws {
        let mock = try MockFixture(spec: Self.spec)
        let (response, _) = try await LoopbackFetch.fetch(mock.url("/items"), method: "OPTIONS", headers: Self.preflight)
        #expect(response.statusCode == 200)
        #expect(response.value(forHTTPHeaderField: "Allow") == "GET, OPTIONS")
        #expect(response.value(forHTTPHeaderField: "Access-Control-Allow-Origin") == nil)
        let (items, _) = try await LoopbackFetch.fetch(mock.url("/items"), headers: ["Origin": Self.origin])
        #expect(items.value(forHTTPHeaderField: "Access-Control-Allow-Origin") == nil)
    }
}
