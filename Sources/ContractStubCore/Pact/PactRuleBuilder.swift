/// Derives a pact body's `matchingRules` from its schema, so a provider verifying the pact is held to what the spec
/// promises rather than to the recorded example's values:
///
/// | schema | rule |
/// |---|---|
/// | `type: integer` | `integer` |
/// | `type: number` | `number` |
/// | `format: date-time` | `datetime`, with or without milliseconds (`combine: OR`) |
/// | `format: date` / `time` | `date` (`yyyy-MM-dd`) / `time` (`HH:mm:ss`) |
/// | `pattern` | `regex` with the pattern |
/// | `enum` of strings | `regex` of the alternatives |
/// | other string or boolean | `type` |
/// | array | `type` with `min` (the spec's `minItems`, else 0) and `max` (`maxItems`); items under `[*]` from the first |
///
/// Objects get no rule of their own; their members get theirs. `null` examples get none (``PactWriter`` leaves
/// `null` members out of response bodies: Pact has no matcher for "null or a value").
package struct PactRuleBuilder: Sendable {
    let view: PactSchemaView

    /// The rules for `body` (a `body` category object, `"$.path": {"matchers": [...], "combine": "AND"}`); `nil`
    /// when no value has a schema to derive a rule from.
    package func rules(for body: JSONValue, schemas: [OpenAPI.SchemaObject]) -> JSONValue? {
        guard !schemas.isEmpty else { return nil }
        var rules = JSONObject()
        add(body, schemas: schemas, path: "$", depth: 0, into: &rules)
        return rules.isEmpty ? nil : .object(rules)
    }

    private func add(_ value: JSONValue, schemas: [OpenAPI.SchemaObject], path: String, depth: Int, into rules: inout JSONObject) {
        guard depth < 64 else { return }
        let parts = view.parts(of: schemas)
        guard !parts.isEmpty else { return }
        switch value {
        case .object(let object):
            for (name, member) in object {
                add(
                    member, schemas: view.member(name, in: parts) ?? [], path: Self.path(path, member: name), depth: depth + 1, into: &rules
                )
            }
        case .array(let items):
            let bounds = view.itemBounds(parts)
            var matcher = JSONObject([("match", .string("type")), ("min", .number(JSONNumber(bounds.min ?? 0)))])
            if let max = bounds.max { matcher["max"] = .number(JSONNumber(max)) }
            rules[path] = Self.rule(matcher)
            if let first = items.first {
                add(first, schemas: view.item(0, in: parts), path: path + "[*]", depth: depth + 1, into: &rules)
            }
        case .string:
            if view.formats(parts).contains("date-time") {
                rules[path] = Self.rule(
                    Self.dateTimeFormats.map { JSONObject([("match", .string("datetime")), ("format", .string($0))]) }, combine: "OR")
            } else if let matcher = stringMatcher(parts) {
                rules[path] = Self.rule(matcher)
            }
        case .number(let number):
            let types = view.types(parts) ?? []
            let integer = types.contains("integer") && !types.contains("number") || (types.isEmpty && number.isInteger)
            rules[path] = Self.rule(JSONObject([("match", .string(integer ? "integer" : "number"))]))
        case .bool:
            rules[path] = Self.rule(JSONObject([("match", .string("type"))]))
        case .null:
            break
        }
    }

    private func stringMatcher(_ parts: [OpenAPI.SchemaObject]) -> JSONObject? {
        let formats = view.formats(parts)
        for (format, match, pattern) in Self.dateFormats where formats.contains(format) {
            return JSONObject([("match", .string(match)), ("format", .string(pattern))])
        }
        if let pattern = parts.lazy.compactMap({ $0.json["pattern"]?.stringValue }).first {
            return JSONObject([("match", .string("regex")), ("regex", .string(pattern))])
        }
        if let values = parts.lazy.compactMap({ $0.json["enum"]?.arrayValue }).first {
            let strings = values.compactMap(\.stringValue)
            guard strings.count == values.count, !strings.isEmpty else { return nil }
            return JSONObject([
                ("match", .string("regex")), ("regex", .string("^(" + strings.map(Self.escape).joined(separator: "|") + ")$")),
            ])
        }
        return JSONObject([("match", .string("type"))])
    }

    /// OpenAPI format → Pact matcher and its Java-style format (`date-time`: ``dateTimeFormats``).
    static let dateFormats = [("date", "date", "yyyy-MM-dd"), ("time", "time", "HH:mm:ss")]

    /// The RFC 3339 date-times a `datetime` rule accepts, either one: without and with milliseconds (Pact's
    /// format parser has no optional sections).
    static let dateTimeFormats = ["yyyy-MM-dd'T'HH:mm:ssXXX", "yyyy-MM-dd'T'HH:mm:ss.SSSXXX"]

    private static func rule(_ matcher: JSONObject) -> JSONValue { rule([matcher], combine: "AND") }

    private static func rule(_ matchers: [JSONObject], combine: String) -> JSONValue {
        .object(JSONObject([("matchers", .array(matchers.map(JSONValue.object))), ("combine", .string(combine))]))
    }

    /// `$.name`, or `$['odd name']` when the name is not a plain identifier.
    static func path(_ parent: String, member name: String) -> String {
        let plain =
            !name.isEmpty
            && name.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "-" }
        return plain ? parent + "." + name : parent + "['" + name.replacingOccurrences(of: "'", with: "\\'") + "']"
    }

    /// `text` with regex metacharacters escaped.
    static func escape(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if "\\^$.|?*+()[]{}".contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }
}
