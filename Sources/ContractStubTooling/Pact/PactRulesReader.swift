import ContractStubCore

/// Reads a `matchingRules` object: v2's flat map (`"$.body.items": {"min": 1}`, `"$.headers.Accept": {…}`) or
/// v3/v4's category map (`"body": {"$.items": {"matchers": [{"match": "type", "min": 1}], "combine": "AND"}}`).
struct PactRulesReader {
    /// Where the `matchingRules` object is in the file.
    let at: JSONPointer

    func read(_ json: JSONValue, flat: Bool) throws(PactReadError) -> PactMatchingRules {
        guard let object = json.objectValue else { throw PactReadError("'matchingRules' must be an object", at: at) }
        var rules = PactMatchingRules()
        for (key, value) in object {
            if flat || key.hasPrefix("$") {
                let (category, path) = try flatKey(key, at: at.appending(key))
                rules.add(try rule(value, path: path, at: at.appending(key)), to: category)
            } else if key == "path", value["matchers"] != nil {
                rules.add(try rule(value, path: PactPath(tokens: []), at: at.appending(key)), to: key)
            } else {
                guard let entries = value.objectValue else {
                    throw PactReadError("the '\(key)' rules must be an object", at: at.appending(key))
                }
                for (name, entry) in entries {
                    let place = at.appending(key).appending(name)
                    guard let path = PactPath(parsing: name) else {
                        throw PactReadError("'\(name)' is not a matching-rule path", at: place)
                    }
                    // v3 and v4 body paths start at `$`; header, query and path rules are keyed by bare names.
                    rules.add(try rule(entry, path: path, at: place), to: key)
                }
            }
        }
        return rules
    }

    /// `$.body.a` → (`body`, `$.a`); `$.headers.X` → (`header`, `X`); `$.query.q` → (`query`, `q`); `$.path` → (`path`, `$`).
    private func flatKey(_ key: String, at place: JSONPointer) throws(PactReadError) -> (String, PactPath) {
        guard let path = PactPath(parsing: key), case .field(let first)? = path.tokens.first else {
            throw PactReadError("'\(key)' is not a matching-rule path", at: place)
        }
        let rest = Array(path.tokens.dropFirst())
        switch first {
        case "body": return ("body", PactPath(tokens: rest))
        case "headers", "header": return ("header", PactPath(tokens: rest))
        case "query": return ("query", PactPath(tokens: rest))
        case "path": return ("path", PactPath(tokens: rest))
        default: throw PactReadError("'\(key)' does not start with $.body, $.headers, $.query or $.path", at: place)
        }
    }

    /// `{"matchers": [...], "combine": "OR"}` or, in v2, one matcher object.
    private func rule(_ json: JSONValue, path: PactPath, at place: JSONPointer) throws(PactReadError) -> PactMatchingRules.Rule {
        guard case .object = json else { throw PactReadError("a matching rule must be an object", at: place) }
        guard let list = json["matchers"] else {
            return PactMatchingRules.Rule(path: path, matchers: [try matcher(json, at: place)], anyOf: false)
        }
        guard let array = list.arrayValue else { throw PactReadError("'matchers' must be an array", at: place.appending("matchers")) }
        var matchers: [PactMatcher] = []
        for index in array.indices { matchers.append(try matcher(array[index], at: place.appending("matchers").appending(index))) }
        let combine = json["combine"]?.stringValue?.uppercased()
        return PactMatchingRules.Rule(path: path, matchers: matchers, anyOf: combine == "OR")
    }

    private func matcher(_ json: JSONValue, at place: JSONPointer) throws(PactReadError) -> PactMatcher {
        guard case .object = json else { throw PactReadError("a matcher must be an object", at: place) }
        let min = try bound(json, "min", at: place)
        let max = try bound(json, "max", at: place)
        let name = json["match"]?.stringValue ?? (json["regex"] != nil ? "regex" : (min != nil || max != nil ? "type" : nil))
        switch name {
        case "type": return .type(min: min, max: max)
        case "regex":
            guard let pattern = json["regex"]?.stringValue else { throw PactReadError("a regex matcher needs a 'regex' string", at: place) }
            return .regex(pattern)
        case "integer": return .integer
        case "decimal": return .decimal
        case "number": return .number
        case "boolean": return .boolean
        case "date": return .date(.date, format: json["format"]?.stringValue ?? json["date"]?.stringValue)
        case "time": return .date(.time, format: json["format"]?.stringValue ?? json["time"]?.stringValue)
        case "timestamp", "datetime":
            return .date(.datetime, format: json["format"]?.stringValue ?? json["timestamp"]?.stringValue ?? json["datetime"]?.stringValue)
        case "include":
            guard let text = json["value"]?.stringValue else { throw PactReadError("an include matcher needs a 'value' string", at: place) }
            return .include(text)
        case "null": return .null
        case "equality": return .equality
        case let other?: return .other(other)
        case nil: throw PactReadError("a matcher needs 'match'", at: place)
        }
    }

    private func bound(_ json: JSONValue, _ key: String, at place: JSONPointer) throws(PactReadError) -> Int? {
        guard let value = json[key] else { return nil }
        guard let number = value.numberValue?.int64Value, number >= 0 else {
            throw PactReadError("'\(key)' must be a whole number of 0 or more", at: place.appending(key))
        }
        return Int(number)
    }
}
