/// "Did you mean …?" for a misspelt name: the known name closest to it, when it is close enough to be a typo.
///
/// Close enough means a case-insensitive edit distance (insert, delete, replace, or swap two neighbours) of at most
/// one edit per four characters of the longer name, and at least one: `requried` → `required`, `discription` →
/// `description`, `Schema` → `schema`; `body` is nothing near a Link Object's fields.
///
/// ```swift
/// NearMiss.closest(to: "requried", among: ["name", "in", "required"])   // "required"
/// ```
package enum NearMiss {
    /// The name in `candidates` closest to `name` (the first of equally close ones), or `nil` when none is close enough.
    package static func closest(to name: String, among candidates: some Sequence<String>) -> String? {
        let typed = Array(name.lowercased())
        var best: (distance: Int, name: String)?
        for candidate in candidates {
            let known = Array(candidate.lowercased())
            let allowed = max(1, max(typed.count, known.count) / 4)
            guard abs(typed.count - known.count) <= allowed else { continue }
            let distance = editDistance(typed, known)
            if distance <= allowed, distance < best?.distance ?? .max { best = (distance, candidate) }
        }
        return best?.name
    }

    /// Optimal string alignment distance: Levenshtein plus the transposition of two neighbouring characters.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var rows = [Array(0...b.count), Array(repeating: 0, count: b.count + 1), Array(repeating: 0, count: b.count + 1)]
        for i in 1...a.count {
            let (twoBack, previous, current) = ((i + 1) % 3, (i + 2) % 3, i % 3)
            rows[current][0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var distance = min(rows[previous][j] + 1, rows[current][j - 1] + 1, rows[previous][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    distance = min(distance, rows[twoBack][j - 2] + 1)
                }
                rows[current][j] = distance
            }
        }
        return rows[a.count % 3][b.count]
    }
}
