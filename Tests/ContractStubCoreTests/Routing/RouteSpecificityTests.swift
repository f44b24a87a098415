import Testing

@testable import ContractStubCore

extension RoutingTests {
    /// The most specific template wins whatever the declaration order and the parameter names: a literal segment beats
    /// a templated one at every depth, `{x}.json` beats `{x}`.
    @Suite struct RouteSpecificityTests {
        /// The issue's case: a template declared first, with other names, must not shadow a literal further down.
        @Test func literalDeeperDownBeatsAnEarlierTemplateWithOtherNames() throws {
            var trie = RouteTrie<String>()
            try trie.insert("/accounts/{account_identifier}/risk/{user_id}", method: "GET", payload: "user")
            try trie.insert("/accounts/{account_id}/risk/integrations", method: "GET", payload: "integrations")
            guard case .found(let match) = trie.match(method: "GET", path: "/accounts/1/risk/integrations") else {
                Issue.record("expected a match")
                return
            }
            #expect(match.payload == "integrations")
            #expect(match.captures.map(\.name) == ["account_id"])
            guard case .found(let user) = trie.match(method: "GET", path: "/accounts/1/risk/u7") else {
                Issue.record("expected a match")
                return
            }
            #expect(user.payload == "user")
            #expect(user.captures.map(\.name) == ["account_identifier", "user_id"])
            #expect(user.captures.map(\.value) == ["1", "u7"])
        }

        /// Random sets of templates (seeded), inserted in shuffled order with freshly drawn parameter names, against a
        /// reference matcher that ranks every matching template segment by segment.
        @Test(arguments: 0..<300)
        func mostSpecificTemplateWins(seed: Int) throws {
            var random = SeededGenerator(seed: UInt64(seed))
            var shapes: [[Shape]] = []
            for _ in 0..<Int.random(in: 2...8, using: &random) {
                let shape = (0..<Int.random(in: 1...4, using: &random)).map { _ in Shape.random(using: &random) }
                if !shapes.contains(shape) { shapes.append(shape) }
            }
            var trie = RouteTrie<Int>()
            var templates: [Int: PathTemplate] = [:]
            for index in shapes.indices.shuffled(using: &random) {
                let text = Self.template(shapes[index], using: &random)
                let template = try PathTemplate(text)
                templates[index] = template
                trie.insert(template, method: "GET", payload: index)
            }
            for (index, shape) in shapes.enumerated() {
                let path = Self.path(shape, using: &random)
                let expected = Self.referenceMatch(path, among: shapes)
                guard case .found(let match) = trie.match(method: "GET", path: path) else {
                    Issue.record("seed \(seed): \(path) (from \(templates[index]!)) found nothing")
                    continue
                }
                #expect(
                    match.payload == expected,
                    "seed \(seed): \(path) went to \(templates[match.payload]!), expected \(templates[expected]!)")
                #expect(match.captures.map(\.name) == templates[match.payload]!.parameterNames)
            }
        }

        /// A segment kind, most specific first.
        enum Shape: Hashable {
            case literal(String)
            case suffixed  // {name}.json
            case parameter  // {name}

            static let literals = ["a", "b", "risk"]

            static func random(using random: inout SeededGenerator) -> Shape {
                switch Int.random(in: 0..<5, using: &random) {
                case 0: return .suffixed
                case 1, 2: return .parameter
                default: return .literal(literals.randomElement(using: &random)!)
                }
            }

            /// Higher is more specific.
            var rank: Int {
                switch self {
                case .literal: return 2
                case .suffixed: return 1
                case .parameter: return 0
                }
            }

            func matches(_ segment: Substring) -> Bool {
                switch self {
                case .literal(let text): return segment == text
                case .suffixed: return segment.count > 5 && segment.hasSuffix(".json")
                case .parameter: return !segment.isEmpty
                }
            }
        }

        /// The template text with parameter names drawn afresh (unique within the template).
        static func template(_ shape: [Shape], using random: inout SeededGenerator) -> String {
            let stems = ["id", "account_id", "account_identifier", "user_id", "key", "x"]
            var text = ""
            for (position, segment) in shape.enumerated() {
                let name = "\(stems.randomElement(using: &random)!)\(position)"
                switch segment {
                case .literal(let literal): text += "/\(literal)"
                case .suffixed: text += "/{\(name)}.json"
                case .parameter: text += "/{\(name)}"
                }
            }
            return text
        }

        /// A request path the shape matches; parameters sometimes take a literal's text, to collide with other shapes.
        static func path(_ shape: [Shape], using random: inout SeededGenerator) -> String {
            let values = Shape.literals + ["7", "q1"]
            return shape.map { segment -> String in
                switch segment {
                case .literal(let literal): return "/\(literal)"
                case .suffixed: return "/\(values.randomElement(using: &random)!).json"
                case .parameter: return "/\(values.randomElement(using: &random)!)"
                }
            }.joined()
        }

        /// The index of the matching shape whose ranks, read segment by segment, are greatest.
        static func referenceMatch(_ path: String, among shapes: [[Shape]]) -> Int {
            let segments = path.split(separator: "/")
            let matching = shapes.indices.filter { index in
                shapes[index].count == segments.count && zip(shapes[index], segments).allSatisfy { $0.matches($1) }
            }
            return matching.max { left, right in
                shapes[left].map(\.rank).lexicographicallyPrecedes(shapes[right].map(\.rank))
            }!
        }
    }
}
