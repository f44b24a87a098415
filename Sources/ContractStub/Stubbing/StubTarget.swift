import ContractStubCore

/// Which operation a stubbed answer is for: an `operationId`, or a method and path template as written in the spec.
///
/// A string literal is an `operationId`; use ``operation(_:)`` for a `String` variable, and ``get(_:)`` or
/// ``route(_:_:)`` (any method: `.route(.post, "/pets")`) for a method and path template.
///
/// ```swift
/// stub.respond(to: "showPetById", status: 404)
/// stub.respond(to: .get("/pets/{petId}"), status: 404)
/// ```
public struct StubTarget: Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
    enum Selector: Sendable, Hashable {
        case operationId(String)
        case route(method: HTTPMethod, pathTemplate: String)
    }

    let selector: Selector

    /// The operation whose `operationId` is `id`.
    public static func operation(_ id: String) -> StubTarget {
        StubTarget(selector: .operationId(id))
    }

    /// The operation at `pathTemplate` (exactly as the spec's `paths` key, e.g. `/pets/{petId}`) for `method`.
    public static func route(_ method: HTTPMethod, _ pathTemplate: String) -> StubTarget {
        StubTarget(selector: .route(method: method, pathTemplate: pathTemplate))
    }

    /// The `GET` operation at `pathTemplate`.
    public static func get(_ pathTemplate: String) -> StubTarget { route(.get, pathTemplate) }
    /// The `POST` operation at `pathTemplate`.
    public static func post(_ pathTemplate: String) -> StubTarget { route(.post, pathTemplate) }
    /// The `PUT` operation at `pathTemplate`.
    public static func put(_ pathTemplate: String) -> StubTarget { route(.put, pathTemplate) }
    /// The `PATCH` operation at `pathTemplate`.
    public static func patch(_ pathTemplate: String) -> StubTarget { route(.patch, pathTemplate) }
    /// The `DELETE` operation at `pathTemplate`.
    public static func delete(_ pathTemplate: String) -> StubTarget { route(.delete, pathTemplate) }

    /// The operation whose `operationId` is the literal.
    public init(stringLiteral operationId: String) {
        selector = .operationId(operationId)
    }

    private init(selector: Selector) {
        self.selector = selector
    }

    /// `showPetById` or `GET /pets/{petId}`.
    public var description: String {
        switch selector {
        case .operationId(let id): return id
        case .route(let method, let pathTemplate): return "\(method.rawValue.uppercased()) \(pathTemplate)"
        }
    }

    /// The operation of `contract` this target names, if there is one.
    func operation(in contract: Contract) -> Contract.Operation? {
        switch selector {
        case .operationId(let id): return contract.operation(id)
        case .route(let method, let pathTemplate): return contract.operation(method, pathTemplate)
        }
    }
}
