/// "Did you mean …?" for a request that matched no route: the closest templates by edit distance over segments.
///
/// Distance counts inserted, deleted and replaced segments; a parameter segment that accepts the request segment
/// costs nothing, and a literal that differs only in case costs half. Routes with the request's method rank first
/// among equally close ones.
enum RouteSuggestions {
    /// A route close to the request.
    struct Suggestion: Sendable, Hashable, CustomStringConvertible {
        /// Upper-case method.
        let method: String
        /// The template.
        let template: PathTemplate

        /// `GET /pets/{petId}`.
        var description: String { "\(method) \(template.text)" }
    }

    /// Up to `limit` routes at most half the request's segments (and at least one) away, closest first.
    static func closest(
        to path: String, method: String, among routes: [(method: String, template: PathTemplate)], limit: Int = 3
    ) -> [Suggestion] {
        let method = method.uppercased()
        let segments = RouteTrie<Never>.segments(of: path)
        let threshold = 2 * max(1, segments.count / 2)
        var scored: [(cost: Int, sameMethod: Bool, order: Int, suggestion: Suggestion)] = []
        for (order, route) in routes.enumerated() {
            let cost = distance(segments, route.template.segments)
            guard cost <= threshold else { continue }
            scored.append((cost, route.method == method, order, Suggestion(method: route.method, template: route.template)))
        }
        scored.sort { ($0.cost, $0.sameMethod ? 0 : 1, $0.order) < ($1.cost, $1.sameMethod ? 0 : 1, $1.order) }
        var suggestions: [Suggestion] = []
        for entry in scored where suggestions.count < limit && !suggestions.contains(entry.suggestion) {
            suggestions.append(entry.suggestion)
        }
        return suggestions
    }

    /// Levenshtein distance in half-steps (2 per edit, 1 for a case-only difference).
    static func distance(_ request: [Substring], _ template: [PathTemplate.Segment]) -> Int {
        var previous = Array(stride(from: 0, through: 2 * template.count, by: 2))
        var current = previous
        for (i, segment) in request.enumerated() {
            current[0] = 2 * (i + 1)
            for (j, templateSegment) in template.enumerated() {
                let replace = previous[j] + replacementCost(segment, templateSegment)
                current[j + 1] = min(replace, previous[j + 1] + 2, current[j] + 2)
            }
            swap(&previous, &current)
        }
        return previous[template.count]
    }

    private static func replacementCost(_ segment: Substring, _ template: PathTemplate.Segment) -> Int {
        guard let literal = template.literal else {
            var captures: [PathCapture] = []
            return template.match(segment, captures: &captures) ? 0 : 2
        }
        let decoded = PercentDecoding.decode(segment) ?? String(segment)
        if decoded == literal { return 0 }
        return decoded.lowercased() == literal.lowercased() ? 1 : 2
    }
}
