/// `allowReserved` and `allowEmptyValue` belong to query parameters. The OpenAPI 3.1 schema allows them nowhere else
/// (an error); the 3.0 schema allows them on every parameter and header and only its prose says they apply to query
/// parameters (a warning).
enum QueryOnlyFieldsRule {
    /// Reports either field on the object `reader` reads, which is not a query parameter: `where` says what it is instead
    /// ("'X-Trace' is in header", "a Header Object is not one").
    /// With `allowsReserved`, `allowReserved` is allowed here (OpenAPI 3.2: path parameters and form-style cookies).
    static func check(_ reader: ObjectReader, _ where: String, allowsReserved: Bool = false) {
        let severity: Diagnostic.Severity = reader.version.isAtLeast31 ? .error : .warning
        for (field, code) in [
            ("allowReserved", DiagnosticCode.specParameterAllowReserved), ("allowEmptyValue", .specParameterAllowEmptyValue),
        ]
        where reader.object[field] != nil && !(allowsReserved && field == "allowReserved") {
            reader.report(severity, code, "'\(field)' applies only to query parameters; \(`where`)", at: field)
        }
    }
}
