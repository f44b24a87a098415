/// Objects worked out once from an owner and kept with it, one per type: how a ``Contract`` keeps what later stages
@_spi(ContractStubSpecialized) import ContractStubSyntax

/// build from it (its engine) without naming their types, so the contract does not depend on those stages.
///
/// ```swift
/// extension Contract {
///     var engine: ContractEngine { derived.object { ContractEngine(self) } }
/// }
/// ```
package final class DerivedObjects: Sendable {
    private let objects = Locked<[ObjectIdentifier: any Sendable]>([:])

    /// An empty store.
    package init() {}

    /// The object of type `Object`, made by `make` the first time it is asked for (under the store's lock, so once).
    package func object<Object: Sendable>(_ make: () -> Object) -> Object {
        objects.withLock { objects in
            if let known = objects[ObjectIdentifier(Object.self)] as? Object { return known }
            let made = make()
            objects[ObjectIdentifier(Object.self)] = made
            return made
        }
    }
}
