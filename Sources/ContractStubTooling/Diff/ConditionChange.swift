import ContractStubCore

/// A change to a schema's `not`, or to its conditional (`if` with `then` and/or `else`, compared as one unit).
///
/// Adding one only ever narrows what the schema allows, and dropping one only widens it, so those two have a direction
/// (``SchemaComparison`` reports them as a tightened request or a loosened response constraint). A change to one that
/// both versions have is reported without a direction: judging it would mean comparing two subschemas as sets of values.
struct ConditionChange {
    /// What happened to the condition.
    enum Kind {
        /// The new schema has it, the old one did not.
        case added
        /// The old schema had it, the new one does not.
        case removed
        /// Both have it, and it differs.
        case changed
    }

    /// The keyword to point at: `not`, or `if` for a conditional added or dropped, else the first of `if`, `then`,
    /// `else` that differs.
    let keyword: String
    /// What happened.
    let kind: Kind

    /// What changed, after the value's description: `now has a 'not' schema`, `has a different if/then/else`.
    var message: String {
        let name = keyword == "not" ? "'not' schema" : "if/then/else"
        switch kind {
        case .added where keyword == "then" || keyword == "else": return "now has a '\(keyword)' schema for its 'if'"
        case .removed where keyword == "then" || keyword == "else": return "no longer has a '\(keyword)' schema for its 'if'"
        case .added: return "now has \(keyword == "not" ? "a" : "an") \(name)"
        case .removed: return "no longer has \(keyword == "not" ? "a" : "an") \(name)"
        case .changed: return "has a different \(name)"
        }
    }

    /// The changes of `not` and of the conditional from `old` to `new`; subschemas are compared as JSON after following
    /// a `$ref` at their top.
    static func all(from old: SchemaView, to new: SchemaView, oldResolver: SchemaResolver, newResolver: SchemaResolver) -> [ConditionChange]
    {
        func parts(_ view: SchemaView, _ keywords: [String], _ resolver: SchemaResolver) -> [JSONValue?] {
            keywords.map { keyword in
                view.value(keyword).map { resolver.resolve(OpenAPI.SchemaObject(json: $0, specLocation: view.location(of: keyword))).json }
            }
        }
        guard old.hasCondition || new.hasCondition else { return [] }
        var found: [ConditionChange] = []
        for keywords in [["not"], ["if", "then", "else"]] {
            let oldParts = parts(old, keywords, oldResolver)
            let newParts = parts(new, keywords, newResolver)
            let hadIt = isPresent(oldParts)
            let hasIt = isPresent(newParts)
            switch (hadIt, hasIt) {
            case (false, true): found.append(ConditionChange(keyword: keywords[0], kind: .added))
            case (true, false): found.append(ConditionChange(keyword: keywords[0], kind: .removed))
            case (true, true) where keywords.count == 3 && oldParts[0] == newParts[0]:
                // The same `if`: a `then` or `else` added narrows, one dropped widens, one changed is not judged.
                for index in 1...2 where oldParts[index] != newParts[index] {
                    let kind: Kind = oldParts[index] == nil ? .added : newParts[index] == nil ? .removed : .changed
                    found.append(ConditionChange(keyword: keywords[index], kind: kind))
                }
            case (true, true):
                if let index = keywords.indices.first(where: { oldParts[$0] != newParts[$0] }) {
                    found.append(ConditionChange(keyword: keywords[index], kind: .changed))
                }
            case (false, false): break
            }
        }
        return found
    }

    /// A `not` is present when written; a conditional when `if` is written with `then` or `else` (alone, each is inert).
    private static func isPresent(_ parts: [JSONValue?]) -> Bool {
        parts.count == 1 ? parts[0] != nil : parts[0] != nil && (parts[1] != nil || parts[2] != nil)
    }
}
