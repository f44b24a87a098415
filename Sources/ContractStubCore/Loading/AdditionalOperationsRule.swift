/// OpenAPI 3.2's `additionalOperations`: operations for methods without a fixed Path Item field (`COPY`, `LINK`, …),
/// keyed by the method as sent. A key must be an HTTP token and not one of the fixed methods in any case.
enum AdditionalOperationsRule {
    /// The operations under `additionalOperations` of the Path Item `reader` reads; misnamed methods are reported and
    /// skipped.
    static func read(_ reader: ObjectReader) -> [OpenAPI.PathItem.OperationEntry] {
        guard reader.version.isAtLeast32, let members = reader.jsonObject("additionalOperations") else { return [] }
        let base = reader.location.appending("additionalOperations")
        var entries: [OpenAPI.PathItem.OperationEntry] = []
        for (method, value) in members {
            if HTTPMethod(caseInsensitive: method) != nil {
                reader.decoder.report(
                    .error, .specPathMethod,
                    "'\(method)' has its own Path Item field ('\(method.lowercased())'); additionalOperations is for other methods",
                    at: base.appending(method))
            } else if !HTTPToken.isToken(method) {
                reader.decoder.report(
                    .error, .specPathMethod, "an HTTP method must be a token (RFC 9110); found '\(method)'", at: base.appending(method))
            } else if let operation = reader.decoder.decode(OpenAPI.Operation.self, from: value, at: base.appending(method)) {
                entries.append(OpenAPI.PathItem.OperationEntry(method: HTTPMethod(additional: method), operation: operation))
            }
        }
        return entries
    }
}
