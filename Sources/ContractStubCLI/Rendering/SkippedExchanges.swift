import ContractStubCore

/// The exchanges `verify` skipped because they went to another server (a capture's other hosts, or `--server`),
/// counted by host.
///
/// text: `skipped: 12 HAR entries to other servers (fonts.gstatic.com 8, cdn.example.com 4)`; github: the same as a
/// `::notice`; json: a `skipped` member `{"count", "byHost": {host: count}}`.
struct SkippedExchanges {
    /// How findings name an exchange (`exchange`, `HAR entry`).
    let label: String
    /// The hosts, the most frequent first.
    let byHost: [(host: String, count: Int)]

    /// How many were skipped.
    var count: Int { byHost.reduce(0) { $0 + $1.count } }

    /// The line of the text format (without `skipped: `, which github leaves out too).
    var summary: String {
        let shown = byHost.prefix(10).map { "\($0.host) \($0.count)" }.joined(separator: ", ")
        let noun = count == 1 ? label : label.hasSuffix("y") ? label.dropLast() + "ies" : label + "s"
        return "\(count) \(noun) to other servers (\(shown)"
            + (byHost.count > 10 ? ", …" : "") + ")"
    }

    /// The `skipped` member of the json document.
    var jsonValue: JSONValue {
        .object(
            JSONObject([
                ("count", .number(JSONNumber(count))),
                ("byHost", .object(JSONObject(byHost.map { ($0.host, .number(JSONNumber($0.count))) }))),
            ]))
    }
}
