/// The kinds of reusable objects under `components`, named by their member in the Components Object.
/// A typed reference knows which kind it must land on.
enum ComponentKind: String, Sendable, Hashable, CaseIterable {
    /// `components/schemas`.
    case schemas
    /// `components/responses`.
    case responses
    /// `components/parameters`.
    case parameters
    /// `components/examples`.
    case examples
    /// `components/requestBodies`.
    case requestBodies
    /// `components/headers`.
    case headers
    /// `components/securitySchemes`.
    case securitySchemes
    /// `components/links`.
    case links
    /// `components/callbacks`.
    case callbacks
    /// `components/pathItems` (OpenAPI 3.1).
    case pathItems
    /// `components/mediaTypes` (OpenAPI 3.2).
    case mediaTypes

    /// The spec's name for one object of this kind, e.g. "Parameter Object".
    var objectName: String {
        switch self {
        case .schemas: return "Schema Object"
        case .responses: return "Response Object"
        case .parameters: return "Parameter Object"
        case .examples: return "Example Object"
        case .requestBodies: return "Request Body Object"
        case .headers: return "Header Object"
        case .securitySchemes: return "Security Scheme Object"
        case .links: return "Link Object"
        case .callbacks: return "Callback Object"
        case .pathItems: return "Path Item Object"
        case .mediaTypes: return "Media Type Object"
        }
    }

    /// The kind a pointer such as `/components/responses/NotFound` designates, when it names a component.
    static func of(_ pointer: JSONPointer) -> ComponentKind? {
        let tokens = pointer.tokens
        guard tokens.count == 3, tokens[0] == "components" else { return nil }
        return ComponentKind(rawValue: tokens[1])
    }
}
