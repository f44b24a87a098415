import Foundation
import Testing

@testable import ContractStub

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Requests issued exactly the way swift-openapi-generator's `URLSessionTransport` (apple/swift-openapi-urlsession)
/// and delegate-driven clients such as Alamofire issue them, through a stubbed session (the DocC article
/// "Generated clients and other HTTP stacks").
@Suite struct GeneratedClientTests {
    private static let pet = Data(#"{"name":"Rex"}"#.utf8)

    /// The request `URLSessionTransport` builds from an `HTTPRequest` and a base URL: method, header fields set one
    /// by one, and (buffered mode) the whole body in `httpBody`.
    private static func transportRequest(_ method: String, _ path: String, body: Data?) -> URLRequest {
        var request = URLRequest(url: URL(string: "https://petstore.example.com/v1")!.appendingPathComponent(path))
        request.httpMethod = method
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        if let body {
            request.setValue("application/json; charset=utf-8", forHTTPHeaderField: "Content-Type")
            request.httpBody = body
        }
        return request
    }

    /// Buffered mode (`httpBodyProcessingMode: .buffered`, and the only mode on Linux): `dataTask(with:completionHandler:)`.
    @Test func bufferedTransport() async throws {
        let stub = try Petstore.stub()
        let session = stub.makeSession()
        let (data, status, error): (Data?, Int, Error?) = await withCheckedContinuation { continuation in
            session.dataTask(with: Self.transportRequest("POST", "pets", body: Self.pet)) { data, response, error in
                continuation.resume(returning: (data, response?.status ?? 0, error))
            }.resume()
        }
        #expect(error == nil && status == 201)
        #expect(try data?.json()["name"] == "Rex")
        #expect(stub.exchanges.first?.request.body == Self.pet, "the body is seen and checked")
        #expect(stub.violations.isEmpty)
    }

    /// The contract still bites in buffered mode: a body the spec forbids is refused.
    @Test func bufferedTransportViolation() async throws {
        let stub = try Petstore.stub()
        let (_, status): (Data?, Int) = await withCheckedContinuation { continuation in
            stub.makeSession().dataTask(with: Self.transportRequest("POST", "pets", body: Data(#"{"name":7}"#.utf8))) {
                data, response, _ in continuation.resume(returning: (data, response?.status ?? 0))
            }.resume()
        }
        #expect(status == 400)
        #expect(stub.violations.map(\.code) == ["schema.type"])
    }

    /// Starts `task` the way `URLSessionTransport` does in streaming mode: with a per-task delegate. corelibs
    /// never calls a per-task delegate of a task created without a completion handler, so on Linux (where the
    /// transport never streams) the same delegate is given to the session instead.
    private static func startStreaming(
        _ makeTask: (URLSession) -> URLSessionTask, stub: ContractStub, delegate: StreamingDelegate
    ) {
        #if canImport(FoundationNetworking)
        let session = URLSession(configuration: stub.configured(.ephemeral), delegate: delegate, delegateQueue: nil)
        makeTask(session).resume()
        session.finishTasksAndInvalidate()
        #else
        let task = makeTask(stub.makeSession())
        task.delegate = delegate
        task.resume()
        #endif
    }

    /// Streaming mode (the default on Apple platforms since macOS 12/iOS 15): a body goes through
    /// `uploadTask(withStreamedRequest:)` with a per-task delegate that supplies a stream fed from another thread.
    @Test func streamingTransportWithABody() async throws {
        let stub = try Petstore.stub()
        var request = Self.transportRequest("POST", "pets", body: nil)
        request.setValue("application/json; charset=utf-8", forHTTPHeaderField: "Content-Type")
        let delegate = StreamingDelegate(body: [Data(#"{"name":"#.utf8), Data(#""Rex"}"#.utf8)])
        Self.startStreaming({ $0.uploadTask(withStreamedRequest: request) }, stub: stub, delegate: delegate)
        let outcome = try await delegate.outcome()
        #expect(outcome.status == 201)
        #expect(try outcome.data.json()["name"] == "Rex")
        let exchange = try #require(stub.exchanges.first)
        #if canImport(FoundationNetworking)
        #expect(exchange.request.bodyVisibility == .hidden, "corelibs asks the delegate for a stream only in its own HTTP protocol")
        #else
        #expect(exchange.request.body == Self.pet)
        #endif
        #expect(stub.violations.isEmpty)
    }

    /// Streaming mode without a body: `dataTask(with:)` with a per-task delegate receiving the response and data.
    @Test func streamingTransportWithoutABody() async throws {
        let stub = try Petstore.stub()
        let delegate = StreamingDelegate(body: [])
        Self.startStreaming({ $0.dataTask(with: Self.transportRequest("GET", "pets/1", body: nil)) }, stub: stub, delegate: delegate)
        let outcome = try await delegate.outcome()
        #expect(outcome.status == 200)
        #expect(try outcome.data.json()["name"] == "Rex")
        #expect(stub.exchanges.map(\.operationId) == ["showPetById"])
    }

    /// A session with its own delegate and a configuration the client made (as Alamofire's `Session(configuration:)`
    /// does), with the stub installed into that configuration.
    @Test func sessionDelegateClient() async throws {
        let stub = try Petstore.stub()
        let configuration = URLSessionConfiguration.default
        configuration.httpAdditionalHeaders = ["Accept-Language": "en"]
        stub.install(into: configuration)
        let delegate = StreamingDelegate(body: [])
        let session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
        session.dataTask(with: Self.transportRequest("POST", "pets", body: Self.pet)).resume()
        let outcome = try await delegate.outcome()
        #expect(outcome.status == 201)
        #expect(stub.exchanges.first?.request.body == Self.pet)
        #expect(stub.violations.isEmpty)
        session.finishTasksAndInvalidate()
    }
}
