import ContractStub
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `make bench-intercept`: the round trip of `URLSession.data(for:)` through a contract-checked
/// ``ContractStub`` (request validated, answer synthesized and validated, exchange recorded in memory)
/// against the classic `URLProtocol` mock that returns a constant, measured interleaved in the same run.
struct InterceptBenchmark {
    let options: BenchmarkOptions
    /// Requests per timed round.
    let requests = 200

    func run() throws {
        let specURL = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("specs/petstore.json")
        let contract = try Contract(contentsOf: specURL)
        let request = URLRequest(url: URL(string: "https://petstore.example.com/v1/pets/1")!)

        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [ConstantURLProtocol.self]
        let plain = URLSession(configuration: configuration)

        let times = try Stopwatch(iterations: options.iterations).medians([
            { try roundTrips(plain, request) },
            // A fresh stub per round, so its exchange list does not grow across rounds.
            { try roundTrips(ContractStub(contract).makeSession(), request) },
        ])
        let (floor, checked) = (times[0] / Double(requests), times[1] / Double(requests))
        print("GET /pets/1 via URLSession.data(for:), median of \(options.iterations) rounds of \(requests) requests")
        print(row("constant URLProtocol mock (floor)", floor))
        print(row("ContractStub (validated, synthesized)", checked) + String(format: "   %.2f× floor", checked / floor))
        let ratio = checked / floor
        print(String(format: "stub/floor = %.2f (goal ≤ 1.25): %@", ratio, ratio <= 1.25 ? "met" : "NOT MET"))
    }

    /// Sends `request` `requests` times, one after another, and waits for the last answer.
    private func roundTrips(_ session: URLSession, _ request: URLRequest) throws {
        let done = DispatchSemaphore(value: 0)
        let failure = Failure()
        let count = requests
        Task {
            do {
                for _ in 0..<count { _ = try await session.data(for: request) }
            } catch {
                failure.error = error
            }
            done.signal()
        }
        done.wait()
        if let error = failure.error { throw error }
    }

    private func row(_ name: String, _ seconds: Double) -> String {
        name.padding(toLength: 40, withPad: " ", startingAt: 0) + String(format: "%8.1f µs", seconds * 1e6)
    }
}

/// The error of a round, handed from its task to the waiting thread (written before the semaphore signals).
private final class Failure: @unchecked Sendable {
    var error: (any Error)?
}

/// The classic mock: claims every request and answers 200 with constant JSON.
private final class ConstantURLProtocol: URLProtocol {
    private static let body = Data(#"{"id":1,"name":"Rex","tag":"dog"}"#.utf8)

    override class func canInit(with request: URLRequest) -> Bool { true }

    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        let response = HTTPURLResponse(
            url: request.url!, statusCode: 200, httpVersion: "HTTP/1.1", headerFields: ["Content-Type": "application/json"])!
        client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
        client?.urlProtocol(self, didLoad: Self.body)
        client?.urlProtocolDidFinishLoading(self)
    }

    override func stopLoading() {}
}
