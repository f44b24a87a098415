import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Drives a running `contractstub mock` through its control API, from a process other than the app's: a UI test
/// (XCUITest) choosing the answers the app gets next, and failing when the app broke the contract.
///
/// It speaks HTTP to the server and nothing more, so a UI-test target links this small library alone, not the
/// contract engine.
///
/// ```swift
/// let mock = MockServerClient(baseURL: URL(string: "http://127.0.0.1:4010")!)
/// try await mock.reset()
/// try await mock.setNextAnswers([.status(503), .status(example: "dogs")], for: "listPets")
/// // … drive the app …
/// let violations = try await mock.violations()
/// XCTAssertEqual(violations.count, 0, violations.description)
/// ```
public struct MockServerClient: Sendable {
    private let baseURL: URL
    private let session: URLSession

    /// A client of the mock at `baseURL` (the URL its first line prints), asking through `session`.
    public init(baseURL: URL, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.session = session
    }

    /// The violations the mock has seen since it started or was last reset.
    /// - Throws: ``Failure`` when the server answers with an error, or the error of `session`.
    public func violations() async throws -> Violations {
        let data = try await send("GET", "violations")
        return try Violations(data)
    }

    /// Makes the mock forget its violations and every answer queued.
    /// - Throws: ``Failure`` when the server answers with an error, or the error of `session`.
    public func reset() async throws {
        _ = try await send("POST", "reset")
    }

    /// Makes `answers` the next answers of `operation` (an `operationId`, or `"GET /pets/{petId}"` as the spec writes
    /// its path), used in order by the requests that pass the contract's check; after them, the spec's answer again.
    /// Replaces the answers still queued for `operation`.
    /// - Throws: ``Failure`` when the contract does not allow one of the answers (nothing is queued then), or the
    ///   error of `session`.
    public func setNextAnswers(_ answers: [Answer], for operation: String) async throws {
        let document: [String: Any] = ["operation": operation, "answers": answers.map(\.json)]
        _ = try await send("POST", "answers", body: try JSONSerialization.data(withJSONObject: document))
    }

    /// The bytes of the answer to `method` on the control endpoint `endpoint`, when its status is 2xx.
    private func send(_ method: String, _ endpoint: String, body: Data? = nil) async throws -> Data {
        var request = URLRequest(url: baseURL.appendingPathComponent("__contractstub").appendingPathComponent(endpoint))
        request.httpMethod = method
        request.httpBody = body
        if body != nil { request.setValue("application/json", forHTTPHeaderField: "Content-Type") }
        let (data, response) = try await session.data(for: request)
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        guard (200..<300).contains(status) else { throw Failure(method: method, endpoint: endpoint, status: status, body: data) }
        return data
    }
}
