import ContractStubCore

/// One operation of a ``TrafficCoverage``: what it declares and what the traffic exercised of it.
package struct CoverageOperation: Sendable, Hashable {
    /// The HTTP method.
    package let method: HTTPMethod
    /// The path template, e.g. `/pets/{petId}`.
    package let path: String
    /// The operation's id, when it has one.
    package let operationId: String?
    /// Where the operation is in the spec.
    package let specLocation: SpecLocation
    /// Its tags, in order (empty when it has none).
    package let tags: [String]
    /// The declared response keys (`200`, `2XX`, `default`), in document order.
    package let declared: [OpenAPI.ResponseKey]
    /// How many exchanges were routed to the operation.
    package internal(set) var exchanges = 0
    /// The declared keys that governed at least one recorded response.
    package internal(set) var exercised: Set<OpenAPI.ResponseKey> = []
    /// The names of the events its `text/event-stream` responses carried (`message` for events without a name).
    package internal(set) var eventNames: Set<String> = []

    /// An operation the traffic has not touched yet.
    init(_ operation: Contract.Operation) {
        method = operation.method
        path = operation.path
        operationId = operation.operationId
        specLocation = operation.specLocation
        tags = operation.operation.tags
        declared = operation.responses.map(\.key)
    }

    /// What traffic did with an operation: exchanges, response keys and event names.
    struct Exercise: Sendable, Hashable {
        var exchanges = 0
        var keys: Set<OpenAPI.ResponseKey> = []
        var eventNames: Set<String> = []

        /// Adds `other` to this.
        mutating func add(_ other: Exercise) {
            exchanges += other.exchanges
            keys.formUnion(other.keys)
            eventNames.formUnion(other.eventNames)
        }
    }

    /// Adds what traffic did with the operation.
    mutating func add(_ exercise: Exercise) {
        exchanges += exercise.exchanges
        exercised.formUnion(exercise.keys)
        eventNames.formUnion(exercise.eventNames)
    }

    /// Whether at least one exchange was routed to the operation.
    package var isExercised: Bool { exchanges > 0 }

    /// The declared keys no recorded response fell under, in document order.
    package var unexercised: [OpenAPI.ResponseKey] { declared.filter { !exercised.contains($0) } }
}
