import ContractStubCore

/// Findings beyond `--max-findings`: counted by code and severity, not shown.
///
/// text: `… 12000 more findings not shown (--max-findings 1000): schema.type 11000, request.query.missing 1000`;
/// github: the same as a `::notice`; json: an `omitted` member `{"count", "limit", "byCode": {code: count}}`.
struct OmittedFindings: Sendable {
    /// The most findings shown.
    let limit: Int
    /// How many were left out, by code, the most frequent first.
    let byCode: [(code: String, count: Int)]
    /// Errors among them.
    let errors: Int
    /// Warnings among them.
    let warnings: Int

    /// How many were left out.
    var count: Int { errors + warnings }

    /// The line printed after the findings shown.
    var text: String {
        "… \(count) more finding\(count == 1 ? "" : "s") not shown (--max-findings \(limit)): "
            + byCode.map { "\($0.code) \($0.count)" }.joined(separator: ", ")
    }

    /// The `omitted` member of the json document.
    var jsonValue: JSONValue {
        .object(
            JSONObject([
                ("count", .number(JSONNumber(count))), ("limit", .number(JSONNumber(limit))),
                ("byCode", .object(JSONObject(byCode.map { ($0.code, .number(JSONNumber($0.count))) }))),
            ]))
    }
}
