import ContractStubCore

/// The matching rules of a request or response, by category (`body`, `header`, `query`, `path`), each a list of
/// rule paths with their matchers. v2's flat `$.body.a` / `$.headers.X` / `$.query.q` keys and v3/v4's category
/// maps are read into this one shape.
package struct PactMatchingRules: Sendable {
    /// One rule: where it applies and the matchers it combines.
    package struct Rule: Sendable {
        /// The rule's path within its category.
        package let path: PactPath
        /// Its matchers.
        package let matchers: [PactMatcher]
        /// `true` when any one matcher suffices (`"combine": "OR"`), `false` when all must hold.
        package let anyOf: Bool
    }

    /// The rules of each category, in file order.
    package private(set) var categories: [String: [Rule]] = [:]

    /// No rules.
    package init() {}

    /// Adds `rule` to `category`.
    package mutating func add(_ rule: Rule, to category: String) {
        categories[category, default: []].append(rule)
    }

    /// The rule governing `place` in `category`: the one whose path matches it with the highest weight (the later
    /// one on a tie); `nil` when none matches.
    package func rule(in category: String, at place: [PactPlace]) -> Rule? {
        var best: (weight: Int, rule: Rule)?
        for rule in categories[category] ?? [] {
            let weight = rule.path.weight(matching: place)
            if weight > 0, weight >= (best?.weight ?? 1) { best = (weight, rule) }
        }
        return best?.rule
    }
}
