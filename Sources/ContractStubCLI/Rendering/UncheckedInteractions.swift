import ContractStubCore
import ContractStubTooling

/// The pact interactions `verify` read but did not check, because they are not HTTP (v4 message and plugin
/// interactions), counted by type across every pact: reported beside the findings, so that a pact of messages never
/// passes as if it had been checked.
///
/// ```swift
/// let unchecked = UncheckedInteractions(pacts.map(\.pact))
/// unchecked.summary   // "2 pact interactions that are not HTTP (Asynchronous/Messages 2)"
/// ```
struct UncheckedInteractions {
    /// The types, the most frequent first (ties by name).
    let byType: [(type: String, count: Int)]

    /// The unchecked interactions of `pacts`.
    init(_ pacts: [PactFile]) {
        var counts: [String: Int] = [:]
        for pact in pacts {
            counts.merge(pact.otherInteractions, uniquingKeysWith: +)
        }
        byType = counts.map { (type: $0.key, count: $0.value) }.sorted { ($1.count, $0.type) < ($0.count, $1.type) }
    }

    /// How many were not checked.
    var count: Int { byType.reduce(0) { $0 + $1.count } }

    /// The line of the text format (without `not checked: `, which github leaves out too).
    var summary: String {
        let types = byType.map { "\($0.type) \($0.count)" }.joined(separator: ", ")
        return "\(count) pact \(count == 1 ? "interaction" : "interactions") that \(count == 1 ? "is" : "are") not HTTP (\(types))"
    }

    /// The `notChecked` member of the json document.
    var jsonValue: JSONValue {
        .object(
            JSONObject([
                ("count", .number(JSONNumber(count))),
                ("byType", .object(JSONObject(byType.map { ($0.type, .number(JSONNumber($0.count))) }))),
            ]))
    }
}
