extension ContentType {
    /// The spec media-type key (from a `content` map) that governs a body of this type, or `nil` when none does.
    ///
    /// Parameters are ignored. Precedence: the same `type/subtype`; then, for a `+json` type, `application/json`;
    /// then `type/*`; then `*/*`. Keys that do not parse are skipped.
    ///
    /// ```swift
    /// ContentType("application/merge-patch+json")!.bestMatch(among: ["application/json", "*/*"])  // "application/json"
    /// ```
    func bestMatch<S: Sequence>(among keys: S) -> String? where S.Element == String {
        bestMatch(among: keys.compactMap { key in ContentType(key).map { (key, $0) } })
    }

    /// ``bestMatch(among:)`` over keys parsed once (each with its parsed type), for plans that match many bodies.
    func bestMatch<Key>(among parsed: [(key: Key, type: ContentType)]) -> Key? {
        var best: (rank: Int, key: Key)?
        for (key, candidate) in parsed {
            guard let rank = matchRank(of: candidate) else { continue }
            if best == nil || rank < best!.rank { best = (rank, key) }
            if rank == 0 { break }
        }
        return best?.key
    }

    /// 0 exact, 1 `+json` as `application/json`, 2 `type/*`, 3 `*/*`; `nil` when `candidate` does not cover `self`.
    private func matchRank(of candidate: ContentType) -> Int? {
        if candidate.type == type && candidate.subtype == subtype { return 0 }
        if candidate.type == "application" && candidate.subtype == "json" && isJSON { return 1 }
        if candidate.type == type && candidate.subtype == "*" { return 2 }
        if candidate.type == "*" && candidate.subtype == "*" { return 3 }
        return nil
    }
}
