import Foundation

extension SynthesisRun {
    /// A string honouring `format`, `pattern` (when the tiny generator supports it) and the length bounds.
    mutating func string(_ constraints: SchemaConstraints, variant: Int) -> JSONValue? {
        let minimum = Int(constraints.largest("minLength")?.int64Value ?? 0)
        let maximum = constraints.smallest("maxLength")?.int64Value.map(Int.init) ?? Int.max
        guard minimum <= maximum else { return nil }
        let patterns = constraints.all("pattern").compactMap(\.stringValue)
        if let pattern = patterns.first {
            if let text = PatternGenerator.string(matching: pattern, length: minimum...maximum, variant: variant),
                patterns.dropFirst().allSatisfy({ SchemaPattern($0)?.matches(text) ?? true })
            {
                return .string(text)
            }
            note("pattern '\(pattern)' is not supported by the generator")
            return nil
        }
        if let format = constraints.first("format")?.stringValue, let sample = Self.formatSample(format, variant: variant) {
            return .string(sample)
        }
        var text = variant == 0 ? "string" : "string\(variant)"
        if text.count < minimum { text += String(repeating: "x", count: minimum - text.count) }
        if text.count > maximum {
            text = variant == 0 ? String(text.prefix(maximum)) : String(String(variant).suffix(maximum))
            if text.count < minimum { text += String(repeating: "x", count: minimum - text.count) }
        }
        return .string(text)
    }

    /// A fixed example of a string format (varied by `variant` where it matters for `uniqueItems`).
    static func formatSample(_ format: String, variant: Int) -> String? {
        let digit = variant % 10
        switch format {
        case "date-time": return "2024-01-0\(digit == 0 ? 1 : digit)T00:00:00Z"
        case "date": return "2024-01-0\(digit == 0 ? 1 : digit)"
        case "time": return "00:00:0\(digit)Z"
        case "uuid": return "00000000-0000-4000-8000-00000000000\(digit)"
        case "email": return "user\(variant == 0 ? "" : String(variant))@example.com"
        case "uri", "url": return "https://example.com/\(variant == 0 ? "" : String(variant))"
        case "hostname": return "example.com"
        case "ipv4": return "192.0.2.\(variant % 256)"
        case "ipv6": return "2001:db8::\(variant % 65536)"
        case "byte": return Data("example\(variant == 0 ? "" : String(variant))".utf8).base64EncodedString()
        default: return nil
        }
    }

    /// A number within `minimum`/`maximum` (inclusive or exclusive, 3.0 Boolean or 2020-12 numeric forms) that is a
    /// multiple of `multipleOf`; an integer when `integer`; not a whole number when `fractional` (`nil` when the
    /// bounds and multiples allow none).
    mutating func number(_ constraints: SchemaConstraints, integer: Bool, variant: Int, fractional: Bool = false) -> JSONValue? {
        var lower: (Decimal, exclusive: Bool)?
        var upper: (Decimal, exclusive: Bool)?
        func tighten(_ bound: inout (Decimal, exclusive: Bool)?, _ value: Decimal, _ exclusive: Bool, lower isLower: Bool) {
            guard let current = bound else {
                bound = (value, exclusive)
                return
            }
            let tighter = isLower ? value > current.0 : value < current.0
            if tighter || (value == current.0 && exclusive) { bound = (value, exclusive) }
        }
        for part in constraints.parts {
            let exclusiveMinimum = part.json["exclusiveMinimum"]
            let exclusiveMaximum = part.json["exclusiveMaximum"]
            if let value = part.json["minimum"]?.numberValue?.decimalValue {
                tighten(&lower, value, exclusiveMinimum?.boolValue == true, lower: true)
            }
            if let value = part.json["maximum"]?.numberValue?.decimalValue {
                tighten(&upper, value, exclusiveMaximum?.boolValue == true, lower: false)
            }
            if let value = exclusiveMinimum?.numberValue?.decimalValue { tighten(&lower, value, true, lower: true) }
            if let value = exclusiveMaximum?.numberValue?.decimalValue { tighten(&upper, value, true, lower: false) }
        }
        var step = Decimal(fractional ? 0.5 : 1)
        let multiples = constraints.all("multipleOf").compactMap { $0.numberValue?.decimalValue }.filter { $0 > 0 }
        if let multiple = multiples.first {
            // The common multiple of every `multipleOf` (15 for 5 and 3), found among the first thousand multiples.
            var common: Decimal? = multiple
            for other in multiples.dropFirst() {
                common = common.flatMap { step in
                    (1...1000).lazy.map { Decimal($0) * step }.first { JSONNumber($0).isMultiple(of: JSONNumber(other)) }
                }
            }
            guard let common else {
                note("no number found that is a multiple of every multipleOf")
                return nil
            }
            step = common
            // Integers that are multiples of 0.25 are the multiples of 1 = 4 × 0.25: the smallest whole multiple.
            if integer, !JSONNumber(step).isInteger {
                let whole = (1...1000).lazy.map { Decimal($0) * multiple }.first { JSONNumber($0).isInteger }
                guard let whole else { return nil }
                step = whole
            }
        }
        // The smallest multiple of `step` above the lower bound (or from zero), moved up by `variant` steps.
        var candidate: Decimal
        if let (bound, exclusive) = lower {
            candidate = Self.ceilingMultiple(of: step, atLeast: bound)
            if exclusive && candidate == bound { candidate += step }
        } else if let (bound, _) = upper, bound < 0 {
            candidate = Self.ceilingMultiple(of: step, atLeast: bound - step * 100)
        } else {
            candidate = 0
        }
        candidate += step * Decimal(variant)
        // Half of the multiples of a fraction of one are whole: the next one is not.
        if fractional, JSONNumber(candidate).isInteger { candidate += step }
        if let (bound, exclusive) = upper, candidate > bound || (exclusive && candidate == bound) {
            candidate = Self.floorMultiple(of: step, atMost: bound)
            if exclusive && candidate == bound { candidate -= step }
            if let (low, lowExclusive) = lower, candidate < low || (lowExclusive && candidate == low) { return nil }
        }
        if fractional, JSONNumber(candidate).isInteger { return nil }
        return .number(JSONNumber(candidate))
    }

    /// The largest integer multiple of `step` that is `<= bound`.
    private static func floorMultiple(of step: Decimal, atMost bound: Decimal) -> Decimal {
        var quotient = bound / step
        var rounded = Decimal()
        NSDecimalRound(&rounded, &quotient, 0, .down)
        return rounded * step
    }

    /// The smallest integer multiple of `step` that is `>= bound`.
    private static func ceilingMultiple(of step: Decimal, atLeast bound: Decimal) -> Decimal {
        var quotient = bound / step
        var rounded = Decimal()
        NSDecimalRound(&rounded, &quotient, 0, .up)
        return rounded * step
    }
}
