import ContractStubCore

/// One constraint of a request schema that the new spec makes stricter: values the old schema accepted may be refused.
struct ConstraintTightening {
    /// The keyword concerned, e.g. `maxLength`.
    let keyword: String
    /// What changed, e.g. `maxLength lowered from 100 to 50`.
    let message: String

    private static let lowerBounds = ["minimum", "minLength", "minItems", "minProperties", "minContains"]
    private static let upperBounds = ["maximum", "maxLength", "maxItems", "maxProperties", "maxContains"]

    /// Every constraint of `new` stricter than in `old`, in keyword order.
    static func all(from old: SchemaView, to new: SchemaView) -> [ConstraintTightening] {
        var found: [ConstraintTightening] = []
        func bound(_ keyword: String, stricter: (JSONNumber, JSONNumber) -> Bool, verb: String) {
            guard let newValue = new.bound(keyword) else { return }
            guard let oldValue = old.bound(keyword) else {
                found.append(ConstraintTightening(keyword: keyword, message: "now has \(keyword) \(newValue)"))
                return
            }
            if stricter(oldValue, newValue) {
                found.append(ConstraintTightening(keyword: keyword, message: "\(keyword) \(verb) from \(oldValue) to \(newValue)"))
            }
        }
        for keyword in lowerBounds + ["exclusiveMinimum"] { bound(keyword, stricter: <, verb: "raised") }
        for keyword in upperBounds + ["exclusiveMaximum"] { bound(keyword, stricter: >, verb: "lowered") }
        for keyword in ["exclusiveMinimum", "exclusiveMaximum"] where new.flag(keyword) && !old.flag(keyword) {
            found.append(ConstraintTightening(keyword: keyword, message: "\(keyword) became true"))
        }
        if let pattern = new.value("pattern")?.stringValue, old.value("pattern")?.stringValue != pattern {
            let message = old.value("pattern")?.stringValue.map { "pattern changed from '\($0)' to '\(pattern)'" }
            found.append(ConstraintTightening(keyword: "pattern", message: message ?? "now must match pattern '\(pattern)'"))
        }
        if let divisor = new.value("multipleOf")?.numberValue, !(old.value("multipleOf")?.numberValue?.isMultiple(of: divisor) ?? false) {
            found.append(ConstraintTightening(keyword: "multipleOf", message: "now must be a multiple of \(divisor)"))
        }
        if new.flag("uniqueItems"), !old.flag("uniqueItems") {
            found.append(ConstraintTightening(keyword: "uniqueItems", message: "items must now be unique"))
        }
        if new.value("additionalProperties") == .bool(false), old.value("additionalProperties") != .bool(false) {
            found.append(ConstraintTightening(keyword: "additionalProperties", message: "no longer allows additional properties"))
        }
        return found
    }
}
