import Foundation
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One request to the mock through ``LocalServerSession`` (never `URLSession.shared`, where the runtime's tests install
/// stubs meanwhile).
enum LoopbackFetch {
    /// The answer to `method` `url` with `headers` and `body`.
    static func fetch(_ url: URL, method: String = "GET", headers: [String: String] = [:], body: Data? = nil) async throws
        -> (response: HTTPURLResponse, body: Data)
    {
        var request = URLRequest(url: url)
        request.httpMethod = method
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        request.httpBody = body
        let (data, response) = try await LocalServerSession.session.data(for: request)
        return (try #require(response as? HTTPURLResponse), data)
    }
}
