import ContractStub
import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `make bench-intercept`: the round trip of `URLSession.data(for:)` through a contract-checked
/// ``ContractStub`` (request validated, answer synthesized and validated, exchange recorded in memory)
/// against the classic `URLProtocol` mock that returns a constant, measured interleaved in the same run.
///
/// The classic mock runs in a session with the configuration's own `URLCache`, which corelibs Foundation
/// consults for every data task; ContractStub replaces that cache with its carrier, which answers at once.
/// So the mock is also measured without a cache (`urlCache = nil`), the cheapest floor there is.
struct InterceptBenchmark {
    let options: BenchmarkOptions
    /// Requests per timed round.
    let requests = 200
    /// Timed rounds: at least 31. A round takes a few milliseconds, and with `make bench`'s 9 the median of the same
    /// build moved from 1.05× to 1.28× the bare mock between two CI runs; 31 rounds cost about a second.
    var rounds: Int { max(options.iterations, 31) }

    func run() throws {
        let specURL = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("specs/petstore.json")
        let contract = try Contract(contentsOf: specURL)
        let request = URLRequest(url: URL(string: "https://petstore.example.com/v1/pets/1")!)

        // Each round is one test: a fresh session (and a fresh stub) set up the way a test would.
        let times = try Stopwatch(iterations: rounds).medians([
            { try roundTrips(mockSession(cached: true), request) },
            { try roundTrips(mockSession(cached: false), request) },
            { try roundTrips(ContractStub(contract).makeSession(), request) },
        ]).map { $0 / Double(requests) }
        let (floor, bare, checked) = (times[0], times[1], times[2])
        print("GET /pets/1 via URLSession.data(for:), median of \(rounds) rounds of \(requests) requests")
        print(row("constant URLProtocol mock (floor)", floor))
        print(row("same mock, urlCache = nil (bare floor)", bare))
        print(
            row("ContractStub (validated, synthesized)", checked)
                + String(format: "   %.2f× floor   %.2f× bare floor", checked / floor, checked / bare))
        let ratio = checked / bare
        print(String(format: "stub/bare floor = %.2f (goal ≤ 1.1, issue 37): %@", ratio, ratio <= 1.1 ? "met" : "NOT MET"))
        try BenchmarkResults.append(
            [
                BenchmarkEntry("intercept.round-trip", checked * 1e6, "µs", baseline: floor * 1e6),
                BenchmarkEntry("intercept.round-trip.vs-bare", checked * 1e6, "µs", baseline: bare * 1e6),
            ], to: options.jsonFile)
    }

    /// A session whose every request goes to ``ConstantURLProtocol``, with or without its `URLCache`.
    private func mockSession(cached: Bool) -> URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [ConstantURLProtocol.self]
        if !cached { configuration.urlCache = nil }
        return URLSession(configuration: configuration)
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
        name.padding(toLength: 42, withPad: " ", startingAt: 0) + String(format: "%8.1f µs", seconds * 1e6)
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
