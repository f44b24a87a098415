import Foundation

/// The JSON types a `type` keyword accepts, as a bit set.
struct JSONTypeSet: OptionSet, Sendable {
    let rawValue: UInt8
    static let null = JSONTypeSet(rawValue: 1)
    static let boolean = JSONTypeSet(rawValue: 2)
    static let object = JSONTypeSet(rawValue: 4)
    static let array = JSONTypeSet(rawValue: 8)
    static let number = JSONTypeSet(rawValue: 16)
    static let integer = JSONTypeSet(rawValue: 32)
    static let string = JSONTypeSet(rawValue: 64)

    /// The set for one JSON Schema type name, or `nil` for an unknown name.
    init?(name: String) {
        switch name {
        case "null": self = .null
        case "boolean": self = .boolean
        case "object": self = .object
        case "array": self = .array
        case "number": self = .number
        case "integer": self = .integer
        case "string": self = .string
        default: return nil
        }
    }

    init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Whether `value` has one of the types (an integer is also a number).
    func admits(_ value: JSONValue) -> Bool {
        switch value {
        case .null: return contains(.null)
        case .bool: return contains(.boolean)
        case .object: return contains(.object)
        case .array: return contains(.array)
        case .string: return contains(.string)
        case .number(let number): return contains(.number) || (contains(.integer) && number.isInteger)
        }
    }

    /// "integer", "string or null", … in a fixed order.
    var names: String {
        let all: [(JSONTypeSet, String)] = [
            (.object, "object"), (.array, "array"), (.string, "string"), (.number, "number"),
            (.integer, "integer"), (.boolean, "boolean"), (.null, "null"),
        ]
        return all.filter { contains($0.0) }.map(\.1).joined(separator: " or ")
    }
}

/// `properties`, `patternProperties` and `additionalProperties` of one schema, checked in one pass.
final class PropertiesRule: @unchecked Sendable {
    let properties: [String: CompiledSchemaNode]
    let patterns: [(regex: SchemaPattern, schema: CompiledSchemaNode)]
    let additional: CompiledSchemaNode?
    init(properties: [String: CompiledSchemaNode], patterns: [(SchemaPattern, CompiledSchemaNode)], additional: CompiledSchemaNode?) {
        self.properties = properties
        self.patterns = patterns.map { (regex: $0.0, schema: $0.1) }
        self.additional = additional
    }
}

/// An `anyOf`/`oneOf` `discriminator`: the property whose value selects the branch.
final class Discriminator: Sendable {
    let propertyName: String
    /// Value → schema, from `mapping` and from the names of `#/components/schemas/<Name>` branches.
    let targets: [String: CompiledSchemaNode]
    /// The known values in declaration order, for messages.
    let knownValues: [String]

    init(propertyName: String, targets: [(String, CompiledSchemaNode)]) {
        self.propertyName = propertyName
        var map: [String: CompiledSchemaNode] = [:]
        var order: [String] = []
        for (value, schema) in targets where map[value] == nil {
            map[value] = schema
            order.append(value)
        }
        self.targets = map
        self.knownValues = order
    }
}

/// One compiled assertion or applicator. A schema is an array of these, checked in order
/// (`unevaluated*` last, after the annotations they depend on).
enum SchemaRule: Sendable {
    case type(JSONTypeSet)
    case enumeration([JSONValue])
    case constant(JSONValue)
    case minimum(JSONNumber, exclusive: Bool, keyword: String)
    case maximum(JSONNumber, exclusive: Bool, keyword: String)
    case multipleOf(JSONNumber)
    case minLength(Int)
    case maxLength(Int)
    case pattern(SchemaPattern)
    case format(SchemaFormat)
    case minItems(Int)
    case maxItems(Int)
    case uniqueItems
    case minProperties(Int)
    case maxProperties(Int)
    case required([String])
    case properties(PropertiesRule)
    case dependentRequired([(String, [String])], keyword: String)
    case dependentSchemas([(String, CompiledSchemaNode)], keyword: String)
    case propertyNames(CompiledSchemaNode)
    /// `prefixItems`/`items` (2020-12) or `items` array + `additionalItems` (draft 4); `rest` applies after the prefix.
    case items(prefix: [CompiledSchemaNode], rest: CompiledSchemaNode?, restKeyword: String)
    case contains(CompiledSchemaNode, min: Int, max: Int?)
    case allOf([CompiledSchemaNode])
    case anyOf([CompiledSchemaNode], Discriminator?)
    case oneOf([CompiledSchemaNode], Discriminator?)
    case not(CompiledSchemaNode)
    case conditional(if: CompiledSchemaNode, then: CompiledSchemaNode?, else: CompiledSchemaNode?)
    case ref(CompiledSchemaNode)
    case dynamicRef(CompiledSchemaNode, anchor: String?)
    case unevaluatedProperties(CompiledSchemaNode)
    case unevaluatedItems(CompiledSchemaNode)
    /// `contentSchema` with a JSON `contentMediaType`: a string's content, parsed as JSON, matches the schema.
    case contentSchema(CompiledSchemaNode)
}
