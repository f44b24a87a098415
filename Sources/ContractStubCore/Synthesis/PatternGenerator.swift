/// Generates a string that matches a simple regular expression: literals, escapes (`\d \w \s \.`…), character
/// classes (`[a-z0-9-]`, `[^…]`), groups with alternation (`(a|b)`, `(?:…)`), quantifiers (`* + ? {n} {n,} {n,m}`)
/// and anchors. Lookaround, backreferences and the like are not supported (`nil`).
///
/// Output is deterministic: each quantifier repeats as few times as it may, growing together until the length
/// bounds are met; alternation takes the first branch, a class its first member (`variant` shifts both, so
/// sibling values differ).
///
/// ```swift
/// PatternGenerator.string(matching: #"^\d{3}-\d{4}$"#)  // "000-0000"
/// ```
enum PatternGenerator {
    /// A string matching `pattern` whose length lies in `length`, or `nil` when none is found.
    static func string(matching pattern: String, length: ClosedRange<Int> = 0...Int.max, variant: Int = 0) -> String? {
        var parser = Parser(pattern)
        guard let node = try? parser.parseAlternation(), parser.isAtEnd, let regex = SchemaPattern(pattern) else {
            return nil
        }
        // Nested counts multiply (`(a{9999}){9999}`): a text longer than the bounds or the budget is never built.
        guard node.shortestLength <= min(length.upperBound, maximumLength) else { return nil }
        // Every growth step in turn: quantifiers grow together, so some lengths are reached only at one step
        // (`[a-z]+[0-9]*` is 1, 3, 5, 7… characters long).
        for extra in 0...128 {
            let text = node.generate(extra: extra, variant: variant)
            if text.count > length.upperBound { return nil }
            if text.count >= length.lowerBound { return regex.matches(text) ? text : nil }
        }
        return nil
    }

    /// The longest text the generator builds.
    static let maximumLength = 100_000

    /// A parsed expression.
    indirect enum Node {
        case sequence([Node])
        case alternation([Node])
        case characters([Character], negated: Bool)
        case repeated(Node, min: Int, max: Int?)
        case empty

        /// The length of the shortest text ``generate(extra:variant:)`` builds (at most `Int.max`).
        var shortestLength: Int {
            switch self {
            case .sequence(let nodes):
                return nodes.reduce(0) { total, node in
                    let (sum, overflow) = total.addingReportingOverflow(node.shortestLength)
                    return overflow ? Int.max : sum
                }
            case .alternation(let nodes): return nodes.map(\.shortestLength).min() ?? 0
            case .characters: return 1
            case .repeated(let node, let min, _):
                let (product, overflow) = node.shortestLength.multipliedReportingOverflow(by: min)
                return overflow ? Int.max : product
            case .empty: return 0
            }
        }

        /// The text; unbounded quantifiers repeat `extra` more times than their minimum (bounded ones up to their max).
        func generate(extra: Int, variant: Int) -> String {
            switch self {
            case .sequence(let nodes): return nodes.map { $0.generate(extra: extra, variant: variant) }.joined()
            case .alternation(let nodes): return nodes[variant % nodes.count].generate(extra: extra, variant: variant)
            case .characters(let set, let negated):
                if negated {
                    return String(Self.printable.first { !set.contains($0) } ?? "~")
                }
                return String(set[variant % set.count])
            case .repeated(let node, let min, let max):
                let count = Swift.min(min + extra, max ?? Int.max)
                return String(repeating: node.generate(extra: extra, variant: variant), count: Swift.max(count, min))
            case .empty: return ""
            }
        }

        private static let printable = Array("abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ-_.")
    }

    struct Unsupported: Error {}

    /// A recursive-descent parser over the pattern's characters.
    struct Parser {
        private let characters: [Character]
        private var index = 0

        init(_ pattern: String) { characters = Array(pattern) }

        /// The largest repetition count generated; a pattern that asks for more is not supported (`nil`).
        static let maximumCount = 10_000

        mutating func parseAlternation() throws(Unsupported) -> Node {
            var branches = [try parseSequence()]
            while peek() == "|" {
                index += 1
                branches.append(try parseSequence())
            }
            if index < characters.count, peek() != ")" { throw Unsupported() }
            return branches.count == 1 ? branches[0] : .alternation(branches)
        }

        private mutating func parseSequence() throws(Unsupported) -> Node {
            var nodes: [Node] = []
            while let character = peek(), character != "|", character != ")" {
                index += 1
                var atom: Node
                switch character {
                case "^", "$": continue
                case "(":
                    if peek() == "?" {
                        guard index + 1 < characters.count, characters[index + 1] == ":" else { throw Unsupported() }
                        index += 2
                    }
                    atom = try parseAlternation()
                    guard peek() == ")" else { throw Unsupported() }
                    index += 1
                case "[": atom = try parseClass()
                case "\\": atom = try parseEscape()
                case ".": atom = .characters(["a"], negated: false)
                case "*", "+", "?", "{", ")", "]": throw Unsupported()
                default: atom = .characters([character], negated: false)
                }
                nodes.append(try parseQuantifier(atom))
            }
            return nodes.isEmpty ? .empty : .sequence(nodes)
        }

        private mutating func parseQuantifier(_ atom: Node) throws(Unsupported) -> Node {
            var node = atom
            switch peek() {
            case "*": node = .repeated(atom, min: 0, max: nil)
            case "+": node = .repeated(atom, min: 1, max: nil)
            case "?": node = .repeated(atom, min: 0, max: 1)
            case "{":
                guard let close = characters[index...].firstIndex(of: "}") else { throw Unsupported() }
                let bounds = String(characters[(index + 1)..<close]).split(separator: ",", omittingEmptySubsequences: false)
                // Counts are digits only (`{-4}` and `{+4}` are literal text in ECMA-262), at most `maximumCount`.
                let count = { (text: Substring) in
                    text.allSatisfy({ ("0"..."9").contains($0) }) && text.count <= 9
                        ? Int(text).flatMap { $0 <= Self.maximumCount ? $0 : nil } : nil
                }
                guard let min = bounds.first.flatMap(count), bounds.count <= 2 else { throw Unsupported() }
                let max = bounds.count == 1 ? min : (bounds[1].isEmpty ? nil : count(bounds[1]))
                if bounds.count == 2, !bounds[1].isEmpty, max.map({ $0 < min }) ?? true { throw Unsupported() }
                node = .repeated(atom, min: min, max: max)
                index = close
            default: return atom
            }
            index += 1
            if peek() == "?" || peek() == "+" { index += 1 }  // lazy and possessive forms generate the same
            return node
        }

        private mutating func parseClass() throws(Unsupported) -> Node {
            var members: [Character] = []
            let negated = peek() == "^"
            if negated { index += 1 }
            var first = true
            while let character = peek(), character != "]" || first {
                first = false
                index += 1
                var start = character
                if character == "\\" {
                    guard case .characters(let set, false) = try parseEscape(), set.count >= 1 else { throw Unsupported() }
                    if set.count > 1 {
                        members += set
                        continue
                    }
                    start = set[0]
                }
                if peek() == "-", index + 1 < characters.count, characters[index + 1] != "]" {
                    index += 1
                    guard var end = peek() else { throw Unsupported() }
                    index += 1
                    if end == "\\" {
                        guard case .characters(let set, false) = try parseEscape(), set.count == 1 else { throw Unsupported() }
                        end = set[0]
                    }
                    guard let low = start.unicodeScalars.first?.value, let high = end.unicodeScalars.first?.value, low <= high
                    else { throw Unsupported() }
                    members += (low...min(high, low + 200)).compactMap { Unicode.Scalar($0).map(Character.init) }
                } else {
                    members.append(start)
                }
            }
            guard peek() == "]" else { throw Unsupported() }
            index += 1
            if members.isEmpty && !negated { throw Unsupported() }
            return .characters(members, negated: negated)
        }

        private mutating func parseEscape() throws(Unsupported) -> Node {
            guard let character = peek() else { throw Unsupported() }
            index += 1
            switch character {
            case "d": return .characters(Array("0123456789"), negated: false)
            case "w": return .characters(Array("abcdefghijklmnopqrstuvwxyz0123456789_"), negated: false)
            case "s": return .characters([" "], negated: false)
            case "D", "W", "S": return .characters(["-"], negated: false)
            case "n": return .characters(["\n"], negated: false)
            case "t": return .characters(["\t"], negated: false)
            case "b", "B", "1"..."9", "k", "p", "P", "u", "x": throw Unsupported()
            default: return .characters([character], negated: false)
            }
        }

        /// Whether the whole pattern was read.
        var isAtEnd: Bool { index == characters.count }

        private func peek() -> Character? {
            index < characters.count ? characters[index] : nil
        }
    }
}
