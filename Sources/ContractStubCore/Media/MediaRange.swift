/// One entry of an `Accept` header: a media range with its quality.
///
/// ```swift
/// MediaRange.parse("application/json;q=0.5, */*;q=0.1").map(\.quality)  // [0.5, 0.1]
/// ```
struct MediaRange: Sendable, Hashable {
    /// The range, e.g. `application/*`.
    let range: ContentType
    /// `q`, 0…1 (1 when absent).
    let quality: Double

    /// The ranges of an `Accept` header in the order written; entries that do not parse are skipped.
    static func parse(_ accept: String) -> [MediaRange] {
        accept.split(separator: ",").compactMap { entry in
            guard let range = ContentType(String(entry)) else { return nil }
            let quality = range.parameters["q"].flatMap(Double.init).map { min(max($0, 0), 1) } ?? 1
            return MediaRange(range: range, quality: quality)
        }
    }

    /// How specifically this range covers `type` (3 exact, 2 `type/*`, 1 `*/*`), or `nil` when it does not.
    func specificity(for type: ContentType) -> Int? {
        if range.type == "*" { return 1 }
        guard range.type == type.type || type.type == "*" else { return nil }
        if range.subtype == "*" || type.subtype == "*" { return 2 }
        return range.subtype == type.subtype ? 3 : nil
    }

    /// The quality `ranges` give `type`: that of the most specific range covering it, 0 when none does.
    static func quality(of type: ContentType, in ranges: [MediaRange]) -> Double {
        var best: (specificity: Int, quality: Double)?
        for range in ranges {
            guard let specificity = range.specificity(for: type) else { continue }
            if best == nil || specificity > best!.specificity { best = (specificity, range.quality) }
        }
        return best?.quality ?? 0
    }
}
