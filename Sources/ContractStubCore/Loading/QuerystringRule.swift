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
