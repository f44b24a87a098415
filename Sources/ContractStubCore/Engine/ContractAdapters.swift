/// The one place where the spec model is turned into the small input types of the routing and parameter
/// building blocks.
extension ServerDescription {
    /// The routing view of a Server Object.
    init(_ server: OpenAPI.Server) {
        var variables: [String: Variable] = [:]
        for (name, variable) in server.variables {
            variables[name] = Variable(default: variable.defaultValue, enum: variable.enumValues ?? [])
        }
        self.init(url: server.url, variables: variables)
    }
}

extension ParameterLocation {
    /// The decoder's view of a parameter's `in`.
    init(_ location: OpenAPI.Parameter.Location) {
        self = ParameterLocation(rawValue: location.rawValue)!
    }
}

extension ParameterStyle {
    /// The decoder's view of a parameter's `style`.
    init(_ style: OpenAPI.Parameter.Style) {
        self = ParameterStyle(rawValue: style.rawValue)!
    }
}
