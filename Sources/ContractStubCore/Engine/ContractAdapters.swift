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
