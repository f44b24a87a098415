import ContractStubCore
import ContractStubTooling

/// What `verify` read but did not check, counted by a name (a host, an interaction type), the most frequent first, and
/// reported beside the findings in every format, so that traffic passed over never passes as if it had been checked.
/// Two kinds exist: the exchanges to other servers (``otherServers(label:byHost:)``) and the pact interactions that
/// are not HTTP (``nonHTTPInteractions(in:)``). Neither is a finding: the exit status does not change.
///
/// text: `skipped: 12 HAR entries to other servers (fonts.gstatic.com 8, cdn.example.com 4)`; github: the same line as
/// a `::notice` titled like the text prefix; json: a member `{"count", "byHost": {host: count}}`; html: a card.
///
/// ```swift
/// let unchecked = PassedOver.nonHTTPInteractions(in: pacts.map(\.pact))
/// unchecked.summary   // "2 pact interactions that are not HTTP (Asynchronous/Messages 2)"
/// ```
struct PassedOver {
    /// The text line's prefix and the `::notice`'s title (`skipped`, `not checked`).
    let title: String
    /// The json document's member (`skipped`, `notChecked`).
    let jsonMember: String
    /// The member of that member holding the counts (`byHost`, `byType`).
    let jsonCounts: String
    /// The html card's heading.
    let cardTitle: String
    /// The names and their counts, the most frequent first (ties by name).
    let counts: [(name: String, count: Int)]
    /// The summary's words for a count (`12 HAR entries to other servers`).
    private let phrase: @Sendable (Int) -> String

    /// How many were passed over.
    var count: Int { counts.reduce(0) { $0 + $1.count } }

    /// The line of the text format (without the title, which github leaves out too): the phrase, then the ten most
    /// frequent names.
    var summary: String {
        let shown = counts.prefix(10).map { "\($0.name) \($0.count)" }.joined(separator: ", ")
        return "\(phrase(count)) (\(shown)" + (counts.count > 10 ? ", …" : "") + ")"
    }

    /// The member of the json document.
    var jsonValue: JSONValue {
        .object(
            JSONObject([
                ("count", .number(JSONNumber(count))),
                (jsonCounts, .object(JSONObject(counts.map { ($0.name, .number(JSONNumber($0.count))) }))),
            ]))
    }

    /// The exchanges skipped because they went to another server (a capture's other hosts, or `--server`);
    /// `label` is how findings name an exchange (`exchange`, `HAR entry`).
    static func otherServers(label: String, byHost: [(host: String, count: Int)]) -> PassedOver {
        PassedOver(
            title: "skipped", jsonMember: "skipped", jsonCounts: "byHost", cardTitle: "Skipped: other hosts",
            counts: byHost.map { (name: $0.host, count: $0.count) },
            phrase: { count in
                let noun = count == 1 ? label : label.hasSuffix("y") ? label.dropLast() + "ies" : label + "s"
                return "\(count) \(noun) to other servers"
            })
    }

    /// The pact interactions that are not HTTP (v4 message and plugin interactions), counted by type across `pacts`.
    static func nonHTTPInteractions(in pacts: [PactFile]) -> PassedOver {
        var byType: [String: Int] = [:]
        for pact in pacts {
            byType.merge(pact.otherInteractions, uniquingKeysWith: +)
        }
        return PassedOver(
            title: "not checked", jsonMember: "notChecked", jsonCounts: "byType", cardTitle: "Not checked: not HTTP",
            counts: byType.map { (name: $0.key, count: $0.value) }.sorted { ($1.count, $0.name) < ($0.count, $1.name) },
            phrase: { count in
                "\(count) pact \(count == 1 ? "interaction" : "interactions") that \(count == 1 ? "is" : "are") not HTTP"
            })
    }
}
