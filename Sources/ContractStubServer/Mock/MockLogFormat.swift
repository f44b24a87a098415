import Foundation

/// How the mock logs what it serves: one line per event, for people (`text`) or as one JSON object per line (`json`).
package enum MockLogFormat: String, Sendable, CaseIterable {
    case text
    case json

    /// The line for an exchange: `GET /pets → 200 listPets` (with its violations after), or its JSON form.
    func line(_ exchange: MockExchange) -> String {
        let violations = exchange.violations
        switch self {
        case .text:
            var line = "\(exchange.requestLine) → \(exchange.statusText)"
            if let operationId = exchange.operationId { line += " \(operationId)" }
            if let note = exchange.note { line += "\n  \(note)" }
            for violation in violations { line += "\n  error: \(violation.message) [\(violation.code)]" }
            return line + "\n"
        case .json:
            let document: JSONValue = [
                "event": "exchange", "request": .string(exchange.requestLine),
                "status": exchange.statusJSON,
                "operationId": exchange.operationId.map(JSONValue.string) ?? .null,
                "violations": .array(violations.map { $0.jsonValue() }),
                "note": exchange.note.map(JSONValue.string) ?? .null,
            ]
            return document.serialized() + "\n"
        }
    }

    /// The line for something that happened on a connection outside any exchange (a request that could not be read,
    /// a client gone mid-request), or for a recording that failed.
    func line(event: String, status: Int? = nil, message: String) -> String {
        switch self {
        case .text: return "\(event)\(status.map { " → \($0)" } ?? ""): \(message)\n"
        case .json:
            let document: JSONValue = [
                "event": .string(event), "status": status.map { .number(JSONNumber(Int64($0))) } ?? .null, "message": .string(message),
            ]
            return document.serialized() + "\n"
        }
    }
}
