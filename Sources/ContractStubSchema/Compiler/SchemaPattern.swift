import Dispatch
import Foundation

/// A `pattern` (or `patternProperties` key) compiled once with `NSRegularExpression`: the ECMA-262 source is first
/// rewritten into ICU syntax with the same meaning (``ECMAScriptPattern``). Matching is unanchored, as JSON Schema
/// requires.
///
/// Limits: ICU backtracks, so a pathological pattern (nested quantifiers such as `(a+)+$`) can take exponential time.
/// Strings longer than ``maximumInputLength`` UTF-16 units are therefore not matched, and a match that runs longer
/// than ``matchTimeLimit`` seconds is abandoned; both count as "does not match" and are reported as violations.
package final class SchemaPattern: @unchecked Sendable {
    /// The longest string matched against a pattern; longer strings fail `pattern` with a message saying why.
    static let maximumInputLength = 10_000
    /// How long (in seconds) one match may run before it is abandoned (ICU checks in about 2 ms steps).
    static let matchTimeLimit = 0.1

    /// The outcome of matching one string.
    enum Match: Equatable {
        case matched, notMatched
        /// The string is longer than ``maximumInputLength``.
        case tooLong
        /// Matching was abandoned after ``matchTimeLimit``.
        case tooSlow
    }

    /// The pattern as written in the schema.
    let source: String
    private let regex: NSRegularExpression

    /// Compiles `source` (ECMA-262 syntax); returns `nil` when ICU rejects its translation.
    package init?(_ source: String) {
        guard let translated = ECMAScriptPattern.icu(source), let regex = try? NSRegularExpression(pattern: translated, options: [])
        else { return nil }
        self.source = source
        self.regex = regex
    }

    /// Whether the pattern matches somewhere in `string` (`false` beyond the length or time limit).
    package func matches(_ string: String) -> Bool {
        match(string) == .matched
    }

    /// Matches `string`, within the length and time limits.
    func match(_ string: String) -> Match {
        let utf16Count = string.utf16.count
        guard utf16Count <= Self.maximumInputLength else { return .tooLong }
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(Self.matchTimeLimit * 1e9)
        var outcome = Match.notMatched
        // With `.reportProgress` ICU calls back periodically during a long match, which is where it is stopped.
        regex.enumerateMatches(in: string, options: [.reportProgress], range: NSRange(location: 0, length: utf16Count)) {
            result, _, stop in
            if result != nil {
                outcome = .matched
                stop.pointee = true
            } else if DispatchTime.now().uptimeNanoseconds > deadline {
                outcome = .tooSlow
                stop.pointee = true
            }
        }
        return outcome
    }
}
