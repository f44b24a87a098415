import ContractStubCore
import Foundation

/// Which exchanges of a capture `verify` checks: those sent to one of the servers, the rest are skipped and
/// counted by host.
///
/// From the spec (``init(contract:)``), a server matches by host (and port, when the server URL has one); its
/// `{variables}` take their default and `enum` values (`{origin}` defaulting to `https://uploads.github.com` is that
/// host), and a variable left in the host after that matches any text. Given on the command line (`--server`,
/// ``init(servers:)``), a server also matches by scheme, port (the scheme's default when none is given) and path:
/// `https://api.example.com/v1` takes `https://api.example.com/v1/pets` but not `https://api.example.com/v2/pets`
/// or `https://api.example.com:8443/v1/pets`.
///
/// ```swift
/// let filter = ServerFilter(servers: ["https://api.example.com/v1"])
/// filter.accepts(URL(string: "https://cdn.example.com/app.js")!)   // false
/// ```
package struct ServerFilter: Sendable {
    private struct Pattern: Sendable {
        var scheme: String?
        var host: String
        var port: Int?
        var path: String
    }

    private let patterns: [Pattern]

    /// The servers given as URLs (`--server`), matched by scheme, host, port and path prefix.
    package init(servers: [String]) {
        patterns = servers.compactMap { Self.pattern($0, withPath: true) }
    }

    /// The hosts of every server of `contract` (the document's and its operations'), or `nil` when a server has a
    /// relative URL (no host to compare with) or there are none: then nothing is skipped.
    package init?(contract: Contract) {
        let servers = contract.document.servers + contract.operations.flatMap(\.servers)
        let patterns = servers.flatMap(Self.expanded).map { Self.pattern($0, withPath: false) }
        guard !patterns.isEmpty, patterns.allSatisfy({ $0 != nil }) else { return nil }
        self.patterns = patterns.compactMap { $0 }
    }

    /// Whether an exchange to `url` is checked.
    package func accepts(_ url: URL) -> Bool {
        guard let host = url.host?.lowercased() else { return false }
        let port = url.port ?? Self.defaultPort(url.scheme)
        let path = url.path.isEmpty ? "/" : url.path
        return patterns.contains { pattern in
            (pattern.scheme.map { $0 == url.scheme?.lowercased() } ?? true)
                && Self.matches(host, pattern.host)
                && (pattern.port.map { $0 == port } ?? true)
                && (path == pattern.path || path.hasPrefix(pattern.path.hasSuffix("/") ? pattern.path : pattern.path + "/"))
        }
    }

    /// The server's URL with each variable replaced by its default and each of its `enum` values (at most 64 URLs).
    private static func expanded(_ server: OpenAPI.Server) -> [String] {
        var urls = [server.url]
        for (name, variable) in server.variables {
            let values = [variable.defaultValue] + (variable.enumValues ?? []).filter { $0 != variable.defaultValue }
            urls = Array(urls.flatMap { url in values.map { url.replacingOccurrences(of: "{\(name)}", with: $0) } }.prefix(64))
        }
        return urls
    }

    /// `https://{region}.example.com:8443/v1` as scheme, host template, port and path; `nil` for a relative URL.
    private static func pattern(_ text: String, withPath: Bool) -> Pattern? {
        guard let separator = text.range(of: "://") else { return nil }
        let scheme = String(text[..<separator.lowerBound]).lowercased()
        let rest = text[separator.upperBound...]
        let authority = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        var path = String(rest.dropFirst(authority.count).prefix { $0 != "?" && $0 != "#" })
        if path.isEmpty || !withPath { path = "/" }
        var host = String(authority.split(separator: "@").last ?? "").lowercased()
        var port: Int?
        if let colon = host.lastIndex(of: ":"), let number = Int(host[host.index(after: colon)...]) {
            port = number
            host = String(host[..<colon])
        }
        guard !host.isEmpty else { return nil }
        if withPath, port == nil { port = defaultPort(scheme) }
        return Pattern(scheme: withPath && !scheme.contains("{") ? scheme : nil, host: host, port: port, path: path)
    }

    private static func defaultPort(_ scheme: String?) -> Int? {
        switch scheme?.lowercased() {
        case "https": 443
        case "http": 80
        default: nil
        }
    }

    /// Whether `host` fits `template`, where each `{variable}` stands for any text without a `/`.
    private static func matches(_ host: String, _ template: String) -> Bool {
        let parts = template.split(separator: "{", omittingEmptySubsequences: false)
        guard parts.count > 1 else { return host == template }
        var literals = [String(parts[0])]
        for part in parts.dropFirst() {
            literals.append(part.firstIndex(of: "}").map { String(part[part.index(after: $0)...]) } ?? String(part))
        }
        guard host.hasPrefix(literals[0]), host.hasSuffix(literals.last!) else { return false }
        var rest = host.dropFirst(literals[0].count).dropLast(literals.last!.count)
        for literal in literals.dropFirst().dropLast() where !literal.isEmpty {
            guard let found = rest.range(of: literal) else { return false }
            rest = rest[found.upperBound...]
        }
        return host.count >= literals[0].count + literals.last!.count
    }
}
