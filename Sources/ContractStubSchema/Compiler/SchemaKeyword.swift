/// The keywords ``SchemaCompiler`` compiles (every other member of a schema is an annotation it passes over), read from
/// a member's name by its length first: a `switch` over the names as strings compared a member that is no keyword
/// (`description`, `example`, `x-…`) with every one of them, most of the compiler's string comparisons (issue 37).
enum SchemaKeyword: String, CaseIterable {
    case dynamicRef = "$dynamicRef"
    case ref = "$ref"
    case additionalItems
    case additionalProperties
    case allOf
    case anyOf
    case const
    case contains
    case contentSchema
    case dependencies
    case dependentRequired
    case dependentSchemas
    case discriminator
    case `else`
    case `enum`
    case exclusiveMaximum
    case exclusiveMinimum
    case format
    case `if`
    case items
    case maxContains
    case maxItems
    case maxLength
    case maxProperties
    case maximum
    case minContains
    case minItems
    case minLength
    case minProperties
    case minimum
    case multipleOf
    case not
    case nullable
    case oneOf
    case pattern
    case patternProperties
    case prefixItems
    case properties
    case propertyNames
    case readOnly
    case required
    case then
    case type
    case unevaluatedItems
    case unevaluatedProperties
    case uniqueItems
    case writeOnly

    /// The keyword named `name`, or `nil` for any other member.
    init?(_ name: String) {
        let length = name.utf8.count
        guard length < Self.byLength.count else { return nil }
        for (candidate, keyword) in Self.byLength[length] where candidate == name {
            self = keyword
            return
        }
        return nil
    }

    /// The keywords by the length of their names, each with its name.
    private static let byLength: [[(String, SchemaKeyword)]] = {
        var table: [[(String, SchemaKeyword)]] = []
        for keyword in allCases {
            let length = keyword.rawValue.utf8.count
            while table.count <= length { table.append([]) }
            table[length].append((keyword.rawValue, keyword))
        }
        return table
    }()
}
