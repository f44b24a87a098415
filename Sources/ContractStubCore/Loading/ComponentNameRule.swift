/// Component names are made of letters, digits, `.`, `-` and `_` (`^[a-zA-Z0-9._-]+$`), so that a `$ref` can name
/// them without escaping. The OpenAPI 3.1 schema enforces it; in 3.0 the specification's prose says they MUST.
enum ComponentNameRule {
    /// Reports every name under a member of the Components Object that `reader` reads that breaks the rule.
    static func check(_ reader: ObjectReader) {
        for kind in ComponentKind.allCases {
            guard case .object(let members)? = reader.object[kind.rawValue] else { continue }
            for (name, _) in members where !isValid(name) {
                reader.decoder.report(
                    .error, .specComponentName,
                    "component name '\(name)' may use only letters, digits, '.', '-' and '_'",
                    at: reader.location.appending(kind.rawValue).appending(name))
            }
        }
    }

    /// Whether `name` matches `^[a-zA-Z0-9._-]+$`.
    static func isValid(_ name: String) -> Bool {
        !name.isEmpty
            && name.unicodeScalars.allSatisfy { scalar in
                switch scalar {
                case "a"..."z", "A"..."Z", "0"..."9", ".", "_", "-": return true
                default: return false
                }
            }
    }
}
