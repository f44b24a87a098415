/// Checks that every security requirement names a scheme declared in `components/securitySchemes`.
enum SecurityNameCheck {
    /// One `spec.security.scheme` error per requirement entry naming an undeclared scheme.
    static func diagnostics(for document: OpenAPI.Document) -> [Diagnostic] {
        var requirements = document.security ?? []
        for (_, item) in document.paths {
            for entry in item.value?.operations ?? [] { requirements += entry.operation.security ?? [] }
        }
        var diagnostics: [Diagnostic] = []
        for requirement in requirements {
            for name in requirement.schemes.keys where document.components.securitySchemes[name] == nil {
                diagnostics.append(
                    Diagnostic(
                        .error, code: .specSecurityScheme,
                        message: "security requirement names '\(name)', which is not in components/securitySchemes",
                        specPointer: requirement.specLocation.pointer.appending(name)))
            }
        }
        return diagnostics
    }
}
