import ContractStubCore

extension SchemaObjectFields {
    /// Keywords whose values the schema compiler does not check, with the JSON type each must have: annotations, and
    /// in OpenAPI 3.0 `nullable`. (The compiler rejects wrong values of the keywords it evaluates: `schema.invalid`.)
    static func typedKeywords(is30: Bool) -> [(keyword: String, type: String)] {
        let common = [
            ("readOnly", "boolean"), ("writeOnly", "boolean"), ("deprecated", "boolean"), ("uniqueItems", "boolean"),
            ("title", "string"), ("description", "string"), ("format", "string"),
        ]
        return common
            + (is30
                ? [("nullable", "boolean"), ("items", "object")]
                : [("$comment", "string"), ("contentEncoding", "string"), ("contentMediaType", "string"), ("examples", "array")])
    }

    /// Appends the findings about the values of `object`'s keywords: their types, `type` names of the version, and
    /// `required` (and in 3.0 `enum`) holding at least one value, each once.
    func checkKeywords(_ object: JSONObject, at location: SpecLocation, into diagnostics: inout [Diagnostic]) {
        for (keyword, type) in typedKeywords {
            guard let value = object[keyword], value.typeName != type else { continue }
            let expected = type == "object" ? "a schema (an object) in \(versionName)" : (type == "array" ? "an array" : "a \(type)")
            diagnostics.append(
                error(.specFieldType, "'\(keyword)' must be \(expected); found \(value.typeName)", at: location.appending(keyword)))
        }
        if let type = object["type"] { checkType(type, at: location.appending("type"), into: &diagnostics) }
        for keyword in is30 ? Self.nonEmptyKeywords30 : Self.nonEmptyKeywords31 {
            guard case .array(let elements)? = object[keyword] else { continue }
            if is30, elements.isEmpty {
                diagnostics.append(
                    error(
                        .specFieldValue,
                        "'\(keyword)' must hold at least one \(keyword == "required" ? "property name" : "value") in \(versionName); found an empty array",
                        at: location.appending(keyword)))
            }
            if keyword == "required", let repeated = Self.firstRepeated(elements) {
                diagnostics.append(
                    error(
                        .specFieldValue, "'required' must name each property once; '\(repeated)' is named twice",
                        at: location.appending(keyword)))
            }
        }
    }

    /// The keywords whose arrays are checked for emptiness (3.0) and repeats (`required`).
    private static let nonEmptyKeywords30 = ["required", "enum"]
    private static let nonEmptyKeywords31 = ["required"]

    /// Appends the findings about `type`'s value, at `location` (worked out only for a finding: most are fine).
    private func checkType(_ type: JSONValue, at location: @autoclosure () -> SpecLocation, into diagnostics: inout [Diagnostic]) {
        switch type {
        case .string("null") where is30:
            diagnostics.append(
                error(
                    .specFieldValue,
                    "'type' must be one of array, boolean, integer, number, object, string in \(versionName); found 'null' (use \(nullableHint))",
                    at: location()))
        case .array where is30:
            diagnostics.append(
                error(
                    .specFieldType, "'type' must be a string in \(versionName); found array (use one type, and \(nullableHint) for null)",
                    at: location()))
        case .array(let names):
            if names.isEmpty {
                diagnostics.append(error(.specFieldValue, "'type' must name at least one type; found an empty array", at: location()))
            } else if let repeated = Self.firstRepeated(names) {
                diagnostics.append(error(.specFieldValue, "'type' must name each type once; '\(repeated)' is named twice", at: location()))
            }
        default:
            break
        }
    }

    /// The text of the first string that occurs twice in `values`.
    static func firstRepeated(_ values: [JSONValue]) -> String? {
        var seen = Set<String>()
        for case .string(let text) in values where !seen.insert(text).inserted { return text }
        return nil
    }
}
