/// The exchanges with violations since the mock started or was last reset, for `GET /__contractstub/violations`.
@_spi(ContractStubSpecialized) import ContractStubSyntax

/// Thread-safe.
final class ViolationLog: Sendable {
    private let exchanges = Locked([MockExchange]())

    /// Keeps `exchange` when it has violations.
    func note(_ exchange: MockExchange) {
        guard !exchange.violations.isEmpty else { return }
        exchanges.withLock { $0.append(exchange) }
    }

    /// The number of violations noted.
    var count: Int { exchanges.withLock { $0.reduce(0) { $0 + $1.violations.count } } }

    /// Forgets every exchange noted.
    func reset() {
        exchanges.withLock { $0.removeAll() }
    }

    /// `{"count": n, "exchanges": [{"request": "GET /pets", "status": 400, "operationId": …, "violations": […]}]}`:
    /// `count` is the number of violations, each in the one JSON form of diagnostics.
    var document: JSONValue {
        let noted = exchanges.withLock { $0 }
        let entries: [JSONValue] = noted.map { exchange in
            [
                "request": .string(exchange.requestLine),
                "status": exchange.statusJSON,
                "operationId": exchange.operationId.map(JSONValue.string) ?? .null,
                "violations": .array(exchange.violations.map { $0.jsonValue() }),
            ]
        }
        let count = noted.reduce(0) { $0 + $1.violations.count }
        return ["count": .number(JSONNumber(Int64(count))), "exchanges": .array(entries)]
    }
}
