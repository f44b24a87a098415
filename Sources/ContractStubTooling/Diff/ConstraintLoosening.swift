import ContractStubCore

/// One constraint of a response schema that the new spec loosens or drops: clients that relied on the old bound
/// (a buffer sized for `maxLength`, a range check, a pattern) may now receive values outside it.
///
/// The mirror of ``ConstraintTightening``, which judges request schemas. `additionalProperties: false` is left out on
/// purpose: extra response properties are for clients to ignore, as new response properties are.
struct ConstraintLoosening {
    /// The keyword concerned, e.g. `maxLength`.
    let keyword: String
    /// What changed, e.g. `maxLength raised from 50 to 100`.
    let message: String

    private static let lowerBounds = ["minimum", "minLength", "minItems", "minProperties", "minContains", "exclusiveMinimum"]
    private static let upperBounds = ["maximum", "maxLength", "maxItems", "maxProperties", "maxContains", "exclusiveMaximum"]

    /// Every constraint of `old` that `new` no longer guarantees, in keyword order.
    static func all(from old: SchemaView, to new: SchemaView) -> [ConstraintLoosening] {
        var found: [ConstraintLoosening] = []
        func bound(_ keyword: String, looser: (JSONNumber, JSONNumber) -> Bool, verb: String) {
            guard let oldValue = old.bound(keyword) else { return }
            guard let newValue = new.bound(keyword) else {
                found.append(ConstraintLoosening(keyword: keyword, message: "no longer has \(keyword) \(oldValue)"))
                return
            }
            if looser(oldValue, newValue) {
                found.append(ConstraintLoosening(keyword: keyword, message: "\(keyword) \(verb) from \(oldValue) to \(newValue)"))
            }
        }
        for keyword in lowerBounds { bound(keyword, looser: >, verb: "lowered") }
        for keyword in upperBounds { bound(keyword, looser: <, verb: "raised") }
        for keyword in ["exclusiveMinimum", "exclusiveMaximum"] where old.flag(keyword) && !new.flag(keyword) {
            found.append(ConstraintLoosening(keyword: keyword, message: "\(keyword) is no longer true"))
        }
        if let pattern = old.value("pattern")?.stringValue, new.value("pattern")?.stringValue != pattern {
            let message = new.value("pattern")?.stringValue.map { "pattern changed from '\(pattern)' to '\($0)'" }
            found.append(ConstraintLoosening(keyword: "pattern", message: message ?? "no longer must match pattern '\(pattern)'"))
        }
        if let divisor = old.value("multipleOf")?.numberValue, !(new.value("multipleOf")?.numberValue?.isMultiple(of: divisor) ?? false) {
            found.append(ConstraintLoosening(keyword: "multipleOf", message: "is no longer always a multiple of \(divisor)"))
        }
        if old.flag("uniqueItems"), !new.flag("uniqueItems") {
            found.append(ConstraintLoosening(keyword: "uniqueItems", message: "items are no longer guaranteed unique"))
        }
        return found
    }
}
