import Foundation

/// Finds the byte range of each element of `log.entries` in a HAR document with one lenient byte scan, so entries
/// are read one at a time when checked instead of the whole document becoming one tree: a 38 MB capture took
/// 293 MB as a tree. The caller has checked the syntax first (``JSONSyntaxScanner``); the scan gives up (`nil`) on
/// anything unusual (escaped or repeated keys, no `log.entries` array), and the whole document is then read as a tree.
enum HAREntryRanges {
    /// The ranges of the elements of `log.entries` in `data`, in order.
    static func scan(_ data: Data) -> [Range<Int>]? {
        guard let log = TopLevelMembers.scan(data)?.first(where: { $0.key == "log" }),
            let entries = TopLevelMembers.scan(data, objectAt: log.value.lowerBound)?.first(where: { $0.key == "entries" })
        else { return nil }
        return TopLevelMembers.elements(of: data, arrayAt: entries.value.lowerBound)
    }
}
