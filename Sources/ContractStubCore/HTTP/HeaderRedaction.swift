/// Replaces the values of sensitive headers before an exchange is written to a file: a traffic log, a fixture or
/// a pact.
///
/// A name matches case-insensitively; a pattern starting with `*` matches every name ending in the rest
/// (`*-Token` matches `X-Auth-Token`).
package struct HeaderRedaction: Sendable {
    /// The names redacted unless the test says otherwise.
    package static let defaultNames = ["Authorization", "Cookie", "Set-Cookie", "Proxy-Authorization", "*-Token"]
    /// What a redacted value becomes.
    package static let placeholder = "REDACTED"

    private let exact: Set<String>
    private let suffixes: [String]

    /// A redaction of the headers named by `patterns`.
    package init(_ patterns: [String]) {
        exact = Set(patterns.filter { !$0.hasPrefix("*") }.map { $0.lowercased() })
        suffixes = patterns.filter { $0.hasPrefix("*") }.map { String($0.dropFirst()).lowercased() }
    }

    /// Whether the header `name` is redacted.
    package func covers(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return exact.contains(lowered) || suffixes.contains { lowered.hasSuffix($0) }
    }

    /// `headers` with every covered value replaced by ``placeholder``.
    package func apply(to headers: HTTPHeaders) -> HTTPHeaders {
        var redacted = HTTPHeaders()
        for (name, value) in headers { redacted.add(name: name, value: covers(name) ? Self.placeholder : value) }
        return redacted
    }
}
