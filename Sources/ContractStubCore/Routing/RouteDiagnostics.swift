/// The diagnostics routing produces, with their stable codes.
enum RouteDiagnostics {
    /// `request.route.unknown`: no path template matched; suggests the closest routes.
    ///
    /// ```swift
    /// RouteDiagnostics.unknownRoute(method: "GET", path: "/pet/1", suggestions: suggestions).suggestion
    /// // "did you mean GET /pets/{petId}?"
    /// ```
    static func unknownRoute(method: String, path: String, suggestions: [RouteSuggestions.Suggestion]) -> Diagnostic {
        Diagnostic(
            .error, code: .requestRouteUnknown,
            message: "no operation in the spec matches \(method.uppercased()) \(path)",
            suggestion: suggestions.isEmpty ? nil : "did you mean " + suggestions.map(\.description).joined(separator: " or ") + "?")
    }

    /// `request.route.method`: the path matched `template`, which has no operation for `method`.
    static func methodNotAllowed(method: String, path: String, template: PathTemplate, allowedMethods: [String])
        -> Diagnostic
    {
        Diagnostic(
            .error, code: .requestRouteMethod,
            message: "\(template.text) has no \(method.uppercased()) operation (allowed: \(allowedMethods.joined(separator: ", ")))",
            specPointer: JSONPointer(tokens: ["paths", template.text]),
            suggestion: "use one of \(allowedMethods.joined(separator: ", ")) for \(path)")
    }

    /// `request.route.trailing-slash` (warning): the path matched `template` only after adding or removing a
    /// trailing slash.
    static func trailingSlash(path: String, template: PathTemplate, operationId: String? = nil) -> Diagnostic {
        Diagnostic(
            .warning, code: .requestRouteTrailingSlash,
            message: "\(path) matches \(template.text) only if the trailing slash is ignored",
            specPointer: JSONPointer(tokens: ["paths", template.text]), operationId: operationId)
    }
}
