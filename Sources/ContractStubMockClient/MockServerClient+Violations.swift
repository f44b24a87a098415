import Foundation

extension MockServerClient {
    /// The violations a mock has seen: their number, and a description listing each exchange with its violations, for
    /// a failing test's message.
    public struct Violations: Sendable, CustomStringConvertible {
        /// The number of violations.
        public let count: Int
        /// `1 violation`, then each exchange (`GET /pets?limit=x → 400 listPets`) with its violations' messages and codes.
        public let description: String

        /// The violations of the control API's JSON document.
        init(_ data: Data) throws {
            guard let document = try JSONSerialization.jsonObject(with: data) as? [String: Any],
                let count = document["count"] as? Int
            else { throw Failure(description: "GET /__contractstub/violations: not a violations document") }
            self.count = count
            var lines = [count == 1 ? "1 violation" : "\(count) violations"]
            for case let exchange as [String: Any] in document["exchanges"] as? [Any] ?? [] {
                let status = (exchange["status"] as? Int).map(String.init) ?? "closed"
                let operation = (exchange["operationId"] as? String).map { " \($0)" } ?? ""
                lines.append("\(exchange["request"] as? String ?? "?") → \(status)\(operation)")
                for case let violation as [String: Any] in exchange["violations"] as? [Any] ?? [] {
                    lines.append("  \(violation["message"] as? String ?? "?") [\(violation["code"] as? String ?? "?")]")
                }
            }
            description = lines.joined(separator: "\n")
        }
    }

    /// The control API answered with an error: what it said.
    public struct Failure: Error, CustomStringConvertible {
        /// `POST /__contractstub/answers → 422: …` with the server's reasons.
        public let description: String

        init(description: String) {
            self.description = description
        }

        /// The failure of `method` `endpoint` answered `status` with `body` (a problem document, or text).
        init(method: String, endpoint: String, status: Int, body: Data) {
            var reasons = String(decoding: body, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            if let problem = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] {
                let violations = (problem["violations"] as? [Any] ?? []).compactMap { ($0 as? [String: Any])?["message"] as? String }
                reasons = ([problem["detail"] as? String ?? ""] + violations).filter { !$0.isEmpty }.joined(separator: "; ")
            }
            description = "\(method) /__contractstub/\(endpoint) → \(status): \(reasons)"
        }
    }
}
