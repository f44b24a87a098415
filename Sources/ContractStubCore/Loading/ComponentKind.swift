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
        guard pointer.depth == 3, pointer.token(at: 0) == "components" else { return nil }
        return ComponentKind(rawValue: pointer.token(at: 1))
    }

    /// Whether `object`, found under another kind of component, reads as an object of this kind as well: it has this
    /// kind's required fields and no field this kind lacks (`x-` extensions aside). So a response `$ref` into
    /// `components/requestBodies` may land on `{"description": …, "content": …}`, which is a valid Response Object.
    /// Only the kinds a request or a response is read through are admitted this way (responses, request bodies,
    /// parameters, headers, examples); a schema or any other kind never is.
    func admits(_ object: JSONObject) -> Bool {
        let fields: Set<String>
        let required: [String]
        switch self {
        case .responses:
            (fields, required) = (["description", "headers", "content", "links", "summary"], ["description"])
        case .requestBodies:
            (fields, required) = (["description", "content", "required"], ["content"])
        case .parameters:
            fields = Self.parameterFields.union(["name", "in"])
            required = ["name", "in"]
        case .headers:
            (fields, required) = (Self.parameterFields, [])
        case .examples:
            (fields, required) = (["summary", "description", "value", "externalValue", "dataValue", "serializedValue"], [])
        case .schemas, .securitySchemes, .links, .callbacks, .pathItems, .mediaTypes:
            return false
        }
        guard !object.isEmpty, required.allSatisfy({ object[$0] != nil }) else { return false }
        return object.allSatisfy { fields.contains($0.key) || OpenAPI.isExtension($0.key) }
    }

    /// The fields a Parameter Object shares with a Header Object.
    private static let parameterFields: Set<String> = [
        "description", "required", "deprecated", "allowEmptyValue", "style", "explode", "allowReserved", "schema", "example",
        "examples", "content",
    ]
}
