/// OpenAPI 3.2's `in: querystring` parameter describes the whole query string, so a parameter list holds at most one,
/// and none beside `in: query` parameters.
enum QuerystringRule {
    /// Reports a second querystring parameter, or one beside query parameters, in `parameters` (the list `reader`'s
    /// object holds under `parameters`, references followed).
    static func check(_ reader: ObjectReader, _ parameters: [OpenAPI.ReferenceOr<OpenAPI.Parameter>]) {
        let located = parameters.enumerated().compactMap { index, parameter in parameter.value.map { (index, $0) } }
        let querystrings = located.filter { $0.1.location == .querystring }
        guard let first = querystrings.first else { return }
        let base = reader.location.appending("parameters")
        for (index, parameter) in querystrings.dropFirst() {
            reader.decoder.report(
                .error, .specParameterQuerystring,
                "'\(parameter.name)' is a second querystring parameter (the first is '\(first.1.name)'); a parameter list has at most one",
                at: base.appending(index))
        }
        if let (index, query) = located.first(where: { $0.1.location == .query }) {
            reader.decoder.report(
                .error, .specParameterQuerystring,
                "query parameter '\(query.name)' is beside querystring parameter '\(first.1.name)', which describes the whole query string",
                at: base.appending(index))
        }
    }
}

extension QuerystringRule {
    /// The same rule across an operation's own parameters and those it inherits from its Path Item (`shared`, those
    /// it does not override): a querystring parameter on one side excludes query and querystring parameters on the
    /// other. Reported at the operation's `parameters`.
    static func checkInherited(
        _ reader: ObjectReader, _ shared: [OpenAPI.ReferenceOr<OpenAPI.Parameter>], _ operations: [OpenAPI.PathItem.OperationEntry]
    ) {
        let sharedParameters = shared.compactMap(\.value)
        guard !sharedParameters.isEmpty else { return }
        let isQuery = { (parameter: OpenAPI.Parameter) in parameter.location == .query || parameter.location == .querystring }
        for entry in operations {
            let own = entry.operation.parameters.compactMap(\.value)
            let inherited = sharedParameters.filter { shared in
                !own.contains { $0.name == shared.name && $0.location == shared.location }
            }
            let conflict =
                own.first { $0.location == .querystring }.flatMap { mine in inherited.first(where: isQuery).map { (mine, $0) } }
                ?? inherited.first { $0.location == .querystring }.flatMap { theirs in own.first(where: isQuery).map { ($0, theirs) } }
            guard let (mine, theirs) = conflict else { continue }
            reader.decoder.report(
                .error, .specParameterQuerystring,
                "\(entry.method) has \(mine.location.rawValue) parameter '\(mine.name)' beside \(theirs.location.rawValue) parameter '\(theirs.name)' of its path item; a querystring parameter describes the whole query string",
                at: entry.operation.specLocation.appending("parameters"))
        }
    }
}
