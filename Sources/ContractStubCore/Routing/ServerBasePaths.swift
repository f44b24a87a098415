/// The base paths a spec's `servers` put in front of every path template (routing strips them from request paths:
/// `RequestRouting`).
///
/// Hosts are ignored (any host is accepted); variables take their `default` and every `enum` value. A relative
/// server URL is a path. No servers, or a server with no path, means the base path `/`.
///
/// ```swift
/// let bases = ServerBasePaths([ServerDescription(url: "https://{region}.example.com/{version}/api",
///     variables: ["version": .init(default: "v1", enum: ["v1", "v2"])])])
/// bases.basePaths  // ["/v1/api", "/v2/api"]
/// ```
package struct ServerBasePaths: Sendable, Hashable {
    /// The distinct base paths without trailing slash (`""` for the root), longest first.
    package let basePaths: [String]

    /// The base paths of `servers`; an empty list means the root.
    package init(_ servers: [ServerDescription]) {
        var found: Set<String> = []
        for server in servers {
            for url in server.expandedURLs() { found.insert(Self.basePath(of: url)) }
        }
        if found.isEmpty { found.insert("") }
        basePaths = found.sorted { $0.utf8.count != $1.utf8.count ? $0.utf8.count > $1.utf8.count : $0 < $1 }
    }

    /// The path part of a server URL without trailing slash: after `scheme://authority` when absolute.
    static func basePath(of url: String) -> String {
        var rest = url[...]
        if let schemeEnd = rest.range(of: "://") {
            rest = rest[schemeEnd.upperBound...]
            rest = rest.firstIndex(of: "/").map { rest[$0...] } ?? ""
        } else if rest.hasPrefix("//") {
            rest = rest.dropFirst(2)
            rest = rest.firstIndex(of: "/").map { rest[$0...] } ?? ""
        }
        if let end = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) { rest = rest[..<end] }
        var path = String(rest)
        if !path.isEmpty, !path.hasPrefix("/") { path = "/" + path }
        while path.hasSuffix("/") { path.removeLast() }
        return PercentDecoding.decode(path) ?? path
    }
}

/// A Server Object: a URL that may hold `{variables}`.
package struct ServerDescription: Sendable, Hashable {
    /// A Server Variable Object.
    package struct Variable: Sendable, Hashable {
        /// The value used when none is chosen.
        package var `default`: String
        /// The allowed values, if restricted.
        package var `enum`: [String]

        /// A variable with its default and allowed values.
        package init(default: String, enum: [String] = []) {
            self.default = `default`
            self.enum = `enum`
        }
    }

    /// The URL as written, e.g. `https://{region}.example.com/v1`.
    package var url: String
    /// The variables by name.
    package var variables: [String: Variable]

    /// A server.
    package init(url: String, variables: [String: Variable] = [:]) {
        self.url = url
        self.variables = variables
    }

    /// Every URL the variables can produce (default and enum values; at most 64, unknown variables left as written).
    func expandedURLs() -> [String] {
        var urls = [url]
        for (name, variable) in variables.sorted(by: { $0.key < $1.key }) where url.contains("{\(name)}") {
            var values = [variable.default]
            for value in variable.enum where !values.contains(value) { values.append(value) }
            var next: [String] = []
            for partial in urls {
                for value in values where next.count < 64 {
                    next.append(partial.replacingOccurrences(of: "{\(name)}", with: value))
                }
            }
            urls = next
        }
        return urls
    }
}
