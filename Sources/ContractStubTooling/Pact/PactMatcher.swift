import ContractStubCore
import Foundation

/// One matching rule of a pact (Pact specification v2-v4, "matchers"): what values the consumer accepts (in a
/// response) or may send (in a request) at a path, instead of exactly the example.
package enum PactMatcher: Sendable, Hashable {
    /// `equality`: exactly the example.
    case equality
    /// `type`: any value of the example's JSON type; for an array, with at least `min` and at most `max` items.
    case type(min: Int?, max: Int?)
    /// `regex`: a string matching the regular expression (the whole string).
    case regex(String)
    /// `integer`: any integer.
    case integer
    /// `decimal`: any number with a fractional part.
    case decimal
    /// `number`: any number.
    case number
    /// `boolean`: `true` or `false`.
    case boolean
    /// `date`, `time` or `timestamp`/`datetime`: a string in that kind of format (Pact writes the format in Java's
    /// `SimpleDateFormat` letters).
    case date(PactDateKind, format: String?)
    /// `include`: a string containing this text.
    case include(String)
    /// `null`: only `null`.
    case null
    /// Any other matcher (`values`, `arrayContains`, `contentType`, `semver`, …): read, not interpreted.
    case other(String)

    /// The Pact name of the matcher, as findings show it.
    package var name: String {
        switch self {
        case .equality: return "equality"
        case .type(let min, let max):
            return "type" + (min.map { " min \($0)" } ?? "") + (max.map { " max \($0)" } ?? "")
        case .regex(let pattern): return "regex '\(pattern)'"
        case .integer: return "integer"
        case .decimal: return "decimal"
        case .number: return "number"
        case .boolean: return "boolean"
        case .date(let kind, _): return kind.rawValue
        case .include(let text): return "include '\(text)'"
        case .null: return "null"
        case .other(let name): return name
        }
    }

    /// Whether `text` satisfies a `regex` (the whole text, as Pact's JVM and JavaScript implementations match) or
    /// `include` matcher; `nil` for other matchers, and for a regex that does not compile.
    package func matches(_ text: String) -> Bool? {
        switch self {
        case .regex(let pattern):
            guard let regex = try? NSRegularExpression(pattern: "^(?:" + pattern + ")$") else { return nil }
            return regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
        case .include(let part):
            return text.contains(part)
        default:
            return nil
        }
    }

    /// Whether the matcher accepts values other than the example itself, so the example's own constraints
    /// (enum, pattern, bounds, format) are not what the consumer relies on: only its kind is.
    package var widensTheExample: Bool {
        switch self {
        case .type, .integer, .decimal, .number, .boolean, .date: return true
        case .equality, .regex, .include, .null, .other: return false
        }
    }
}

/// The three date matchers.
package enum PactDateKind: String, Sendable, Hashable {
    /// `date`: a date, `yyyy-MM-dd` unless a format says otherwise.
    case date
    /// `time`: a time of day.
    case time
    /// `datetime` (`timestamp` in v3): a date and a time.
    case datetime

    /// The OpenAPI `format` that promises this kind of string.
    package var openAPIFormat: String {
        switch self {
        case .date: return "date"
        case .time: return "time"
        case .datetime: return "date-time"
        }
    }
}
