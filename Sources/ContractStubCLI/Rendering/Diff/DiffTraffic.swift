import ContractStubTooling

/// What `diff --traffic` found: the traffic file, how many exchanges it holds, and which of them each breaking change
/// would have broken (``TrafficEvidence``).
struct DiffTraffic {
    /// The traffic file as the user typed it.
    let path: String
    /// The exchanges read from it.
    let exchangeCount: Int
    /// The indexes of the exchanges each change would have broken; changes not seen are absent.
    let seen: [SpecChange: [Int]]

    /// The exchanges `change` would have broken, in file order.
    func exchanges(_ change: SpecChange) -> [Int] {
        seen[change] ?? []
    }

    /// How many breaking changes recorded traffic shows.
    var seenCount: Int { seen.values.count { !$0.isEmpty } }

    /// `seen in 3 exchanges: 0, 4, 7` (at most five indexes, then `…`); `nil` for a change not seen.
    func note(_ change: SpecChange) -> String? {
        let indexes = exchanges(change)
        guard !indexes.isEmpty else { return nil }
        let shown = indexes.prefix(5).map(String.init).joined(separator: ", ") + (indexes.count > 5 ? ", …" : "")
        return "seen in \(indexes.count) exchange\(indexes.count == 1 ? "" : "s"): \(shown)"
    }

    /// `2 breaking changes seen in traffic.jsonl (12 exchanges)`.
    var summary: String {
        "\(seenCount) breaking change\(seenCount == 1 ? "" : "s") seen in \(path) (\(exchangeCount) exchange\(exchangeCount == 1 ? "" : "s"))"
    }
}
