import ContractStub
import Foundation
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Requests reach the stub through every kind of task, with their bodies, and never the network.
@Suite struct InterceptionTests {
    @Test func asyncDataForRequestGetsTheSpecExample() async throws {
        let stub = try Petstore.stub()
        let (data, response) = try await stub.makeSession().data(for: Petstore.request("GET", "/pets/1"))
        #expect(response.status == 200)
        #expect(response.header("Content-Type")?.hasPrefix("application/json") == true)
        #expect(try data.json()["name"] == "Rex")
        #expect(stub.violations.isEmpty)
        #expect(stub.exchanges.map(\.operationId) == ["showPetById"])
    }

    @Test func dataTaskWithCompletionHandler() async throws {
        let stub = try Petstore.stub()
        let session = stub.makeSession()
        let (data, status): (Data?, Int) = await withCheckedContinuation { continuation in
            session.dataTask(with: Petstore.url("/pets")) { data, response, _ in
                continuation.resume(returning: (data, response?.status ?? 0))
            }.resume()
        }
        #expect(status == 200)
        #expect(try data?.json().arrayValue?.count == 2)
        #expect(stub.exchanges.first?.pathTemplate == "/pets")
    }

    @Test func httpBodyIsSeenAndChecked() async throws {
        let stub = try Petstore.stub()
        let (_, response) = try await stub.makeSession().data(for: Petstore.request("POST", "/pets", json: #"{"name":"Rex"}"#))
        #expect(response.status == 201)
        #expect(stub.exchanges.first?.request.body == Data(#"{"name":"Rex"}"#.utf8))
        #expect(stub.violations.isEmpty)
    }

    @Test func httpBodyStreamIsReadOnceAndKept() async throws {
        let stub = try Petstore.stub()
        var request = Petstore.request("POST", "/pets")
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBodyStream = InputStream(data: Data(#"{"name":"Tom"}"#.utf8))
        let (_, response) = try await stub.makeSession().data(for: request)
        #expect(response.status == 201)
        #expect(stub.exchanges.first?.request.body == Data(#"{"name":"Tom"}"#.utf8))
        #expect(stub.violations.isEmpty)
    }

    @Test func uploadBodyIsReportedAsNotVisibleInsteadOfMissing() async throws {
        let stub = try Petstore.stub()
        var request = Petstore.request("POST", "/pets")
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        let (_, response) = try await stub.makeSession().upload(for: request, from: Data(#"{"name":"Rex"}"#.utf8))
        #expect(response.status == 201)
        #expect(stub.violations.isEmpty)
        let exchange = try #require(stub.exchanges.first)
        #if canImport(FoundationNetworking)
        #expect(exchange.request.bodyVisibility == .hidden)
        #expect(exchange.diagnostics.contains { $0.severity == .warning })
        #else
        #expect(exchange.request.body == Data(#"{"name":"Rex"}"#.utf8))
        #endif
    }

    @Test func installIntoAConfigurationClaimsEveryRequest() async throws {
        let stub = try Petstore.stub()
        let configuration = URLSessionConfiguration.default
        stub.install(into: configuration)
        let session = URLSession(configuration: configuration)
        // A host that does not resolve: answered by the stub, so the network is never tried.
        let (_, response) = try await session.data(from: URL(string: "https://no-such-host.invalid/v1/pets/1")!)
        #expect(response.status == 200)
        let (_, other) = try await session.data(from: URL(string: "http://127.0.0.1:9/elsewhere")!)
        #expect(other.status == 400)
    }
}
