import ContractStubCore

/// A matching-rule path (`$.items[*].name`, `$['a b'][0]`) and how closely it matches a value's place.
///
/// As the Pact specification defines it, a rule at a path also governs everything below it unless a rule with a
/// closer path does: of all rule paths that match a place (each token equal, or `*`), the one with the highest
/// weight wins, an exact token weighing 2 and a wildcard 1, multiplied along the path.
package struct PactPath: Sendable, Hashable {
    /// One step of a path.
    package enum Token: Sendable, Hashable {
        /// A member name.
        case field(String)
        /// An array index.
        case index(Int)
        /// `*`: any member.
        case anyField
        /// `[*]`: any index.
        case anyIndex
    }

    /// The steps after `$`.
    package let tokens: [Token]

    /// A path of `tokens`.
    package init(tokens: [Token]) { self.tokens = tokens }

    /// Parses `$.a.b[0]['c d'][*].*`; `nil` when the text is not such a path. A header, query or path rule's key
    /// (a bare name in v3 and v4) is read as a one-field path.
    package init?(parsing text: String) {
        guard text.hasPrefix("$") else {
            self.init(tokens: [.field(text)])
            return
        }
        var tokens: [Token] = []
        var rest = Substring(text.dropFirst())
        while let first = rest.first {
            if first == "." {
                rest = rest.dropFirst()
                let name = rest.prefix { $0 != "." && $0 != "[" }
                guard !name.isEmpty else { return nil }
                tokens.append(name == "*" ? .anyField : .field(String(name)))
                rest = rest.dropFirst(name.count)
            } else if first == "[" {
                guard let close = rest.firstIndex(of: "]") else { return nil }
                let inside = rest[rest.index(after: rest.startIndex)..<close]
                if inside == "*" {
                    tokens.append(.anyIndex)
                } else if let index = Int(inside), index >= 0 {
                    tokens.append(.index(index))
                } else if inside.count >= 2, let quote = inside.first, quote == "'" || quote == "\"", inside.last == quote {
                    tokens.append(.field(String(inside.dropFirst().dropLast())))
                } else {
                    return nil
                }
                rest = rest[rest.index(after: close)...]
            } else {
                return nil
            }
        }
        self.init(tokens: tokens)
    }

    /// How strongly this rule path matches the place `place` (member names and indexes from the root): 0 when it
    /// does not (a token differs, or the rule path is longer), else the product of the token weights.
    package func weight(matching place: [PactPlace]) -> Int {
        guard tokens.count <= place.count else { return 0 }
        var weight = 2
        for (token, step) in zip(tokens, place) {
            switch (token, step) {
            case (.field(let name), .field(let other)) where name == other: weight *= 2
            case (.index(let index), .index(let other)) where index == other: weight *= 2
            case (.anyField, .field), (.anyIndex, .index): weight *= 1
            default: return 0
            }
        }
        return weight
    }
}

/// One step of a value's place in a body: a member name or an array index.
package enum PactPlace: Sendable, Hashable {
    /// A member of an object.
    case field(String)
    /// An element of an array.
    case index(Int)
}
