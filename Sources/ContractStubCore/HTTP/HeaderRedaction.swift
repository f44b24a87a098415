import Foundation

/// Removes the secrets of an exchange before it is written to a file (a traffic log, a fixture or a pact), keeping
/// what a contract checks, so that `contractstub verify` on the file finds what it found live:
///
/// | Where | Written as |
/// |---|---|
/// | `Authorization`, `Proxy-Authorization` | the scheme word and a placeholder: `Bearer REDACTED`, `Basic UkVEQUNURUQ6UkVEQUNURUQ=` (`REDACTED:REDACTED`, still a `user:password` pair) |
/// | `Cookie` | each cookie's name with a placeholder value: `session=REDACTED; theme=REDACTED` |
/// | `Set-Cookie` | the cookie's name with a placeholder value, its attributes kept |
/// | other covered headers | `REDACTED` (the header is still there) |
/// | query parameters in ``queryNames`` | `REDACTED` (the parameter is still there) |
///
/// A header name matches case-insensitively; a pattern starting with `*` matches every name ending in the rest
/// (`*-Token` matches `X-Auth-Token`).
package struct HeaderRedaction: Sendable {
    /// The names redacted unless the test says otherwise.
    package static let defaultNames = ["Authorization", "Cookie", "Set-Cookie", "Proxy-Authorization", "*-Token"]
    /// What a redacted value becomes.
    package static let placeholder = "REDACTED"
    /// What redacted Basic credentials become: base64 of `REDACTED:REDACTED`.
    package static let basicPlaceholder = Data("\(placeholder):\(placeholder)".utf8).base64EncodedString()

    private let exact: Set<String>
    private let suffixes: [String]
    /// Query parameters whose values are redacted (API keys sent in the query).
    package let queryNames: Set<String>

    /// A redaction of the headers named by `patterns` and of the query parameters named `queryNames`.
    package init(_ patterns: [String], queryNames: Set<String> = []) {
        exact = Set(patterns.filter { !$0.hasPrefix("*") }.map { $0.lowercased() })
        suffixes = patterns.filter { $0.hasPrefix("*") }.map { String($0.dropFirst()).lowercased() }
        self.queryNames = queryNames
    }

    /// Whether the header `name` is redacted.
    package func covers(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return exact.contains(lowered) || suffixes.contains { lowered.hasSuffix($0) }
    }

    /// `headers` with the secret of every covered value replaced (see the table above).
    package func apply(to headers: HTTPHeaders) -> HTTPHeaders {
        var redacted = HTTPHeaders()
        for (name, value) in headers { redacted.add(name: name, value: covers(name) ? Self.redact(value, of: name) : value) }
        return redacted
    }

    /// `url` with the values of the query parameters in ``queryNames`` replaced by ``placeholder``.
    package func apply(to url: URL) -> URL {
        guard !queryNames.isEmpty, var components = URLComponents(url: url, resolvingAgainstBaseURL: false),
            let items = components.percentEncodedQueryItems,
            items.contains(where: { queryNames.contains($0.name.removingPercentEncoding ?? $0.name) })
        else { return url }
        components.percentEncodedQueryItems = items.map { item in
            queryNames.contains(item.name.removingPercentEncoding ?? item.name)
                ? URLQueryItem(name: item.name, value: Self.placeholder) : item
        }
        return components.url ?? url
    }

    /// The covered header `name`'s `value` without its secret.
    private static func redact(_ value: String, of name: String) -> String {
        switch name.lowercased() {
        case "authorization", "proxy-authorization":
            let parts = value.trimmingSpaces().split(separator: " ", maxSplits: 1)
            guard parts.count == 2 else { return placeholder }
            return "\(parts[0]) \(parts[0].lowercased() == "basic" ? basicPlaceholder : placeholder)"
        case "cookie":
            return value.split(separator: ";").map { redactPair($0) }.joined(separator: "; ")
        case "set-cookie":
            var attributes = value.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
            attributes[0] = redactPair(attributes[0][...])
            return attributes.joined(separator: ";")
        default:
            return placeholder
        }
    }

    /// `name=value` as `name=REDACTED`; text without `=` as ``placeholder``.
    private static func redactPair(_ pair: Substring) -> String {
        let trimmed = pair.trimmingSpaces()
        guard let equals = trimmed.firstIndex(of: "=") else { return placeholder }
        return "\(trimmed[..<equals])=\(placeholder)"
    }
}
