import ContractStubCore

/// One operation of a ``TrafficCoverage``: what it declares and what the traffic exercised of it.
public struct CoverageOperation: Sendable, Hashable {
    /// Identifies an operation within one contract.
    struct Key: Hashable {
        let method: HTTPMethod
        let path: String
    }

    /// The HTTP method.
    public let method: HTTPMethod
    /// The path template, e.g. `/pets/{petId}`.
    public let path: String
    /// The operation's id, when it has one.
    public let operationId: String?
    /// Where the operation is in the spec.
    public let specLocation: SpecLocation
    /// The declared response keys (`200`, `2XX`, `default`), in document order.
    public let declared: [OpenAPI.ResponseKey]
    /// How many exchanges were routed to the operation.
    public internal(set) var exchanges = 0
    /// The declared keys that governed at least one recorded response.
    public internal(set) var exercised: Set<OpenAPI.ResponseKey> = []

    /// An operation the traffic has not touched yet.
    init(_ operation: Contract.Operation) {
        method = operation.method
        path = operation.path
        operationId = operation.operationId
        specLocation = operation.specLocation
        declared = operation.responses.map(\.key)
    }

    /// Whether at least one exchange was routed to the operation.
    public var isExercised: Bool { exchanges > 0 }

    /// The declared keys no recorded response fell under, in document order.
    public var unexercised: [OpenAPI.ResponseKey] { declared.filter { !exercised.contains($0) } }

    var key: Key { Key(method: method, path: path) }
}
