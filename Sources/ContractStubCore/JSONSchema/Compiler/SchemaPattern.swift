import Foundation

/// A `pattern` (or `patternProperties` key) compiled once with `NSRegularExpression` (ICU syntax, close to ECMA 262
/// for the patterns schemas use). Matching is unanchored, as JSON Schema requires.
///
/// Limit: ICU backtracks, so a pathological pattern (nested quantifiers such as `(a+)+$`) can be slow on long input.
/// Strings longer than ``maximumInputLength`` UTF-16 units are therefore not matched and are reported as violations.
final class SchemaPattern: @unchecked Sendable {
    /// The longest string matched against a pattern; longer strings fail `pattern` with a message saying why.
    static let maximumInputLength = 10_000

    /// The pattern as written in the schema.
    let source: String
    private let regex: NSRegularExpression

    /// Compiles `source`; returns `nil` when ICU rejects it.
    init?(_ source: String) {
        guard let regex = try? NSRegularExpression(pattern: source, options: []) else { return nil }
        self.source = source
        self.regex = regex
    }

    /// Whether the pattern matches somewhere in `string` (`false` for strings over the length limit).
    func matches(_ string: String) -> Bool {
        let utf16Count = string.utf16.count
        guard utf16Count <= Self.maximumInputLength else { return false }
        return regex.firstMatch(in: string, options: [], range: NSRange(location: 0, length: utf16Count)) != nil
    }
}
