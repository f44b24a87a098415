extension HeaderRedaction {
    /// The redaction of recordings for `contract`: the headers named by `headers`, and the header and query names of the
    /// contract's API key schemes (cookies are covered by `Cookie`), so that a key the defaults do not name stays out of
    /// every file. The runtime's recordings and the mock server's `--record` use it alike.
    package init(_ headers: [String], apiKeysOf contract: Contract) {
        var headers = headers
        var query: Set<String> = []
        for (_, scheme) in contract.document.components.securitySchemes {
            guard case .apiKey(let name, let location)? = scheme.value?.kind else { continue }
            switch location {
            case .header: headers.append(name)
            case .query: query.insert(name)
            case .cookie: break
            }
        }
        self.init(headers, queryNames: query)
    }
}
