extension OpenAPI {
    /// An object written in place or a typed ``Reference`` to one.
    package enum ReferenceOr<Target: Sendable>: Sendable {
        /// A `$ref`.
        case reference(Reference<Target>)
        /// The object itself.
        case inline(Target)

        /// The object, inline or resolved; `nil` only for a reference that could not be resolved.
        package var value: Target? {
            switch self {
            case .reference(let reference): return reference.value
            case .inline(let value): return value
            }
        }

        /// The reference, when this is one.
        package var reference: Reference<Target>? {
            if case .reference(let reference) = self { return reference }
            return nil
        }
    }
}
