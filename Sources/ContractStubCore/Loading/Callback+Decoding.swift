extension OpenAPI.Callback: ReferenceableObject {
    static let componentKind = ComponentKind.callbacks

    init?(reading reader: ObjectReader) {
        var pathItems = OrderedMap<OpenAPI.ReferenceOr<OpenAPI.PathItem>>()
        var extensions: [String: JSONValue] = [:]
        for (expression, value) in reader.object {
            if OpenAPI.isExtension(expression) {
                extensions[expression] = value
            } else if let item = reader.decoder.decodeReferenceOr(
                OpenAPI.PathItem.self, from: value, at: reader.location.appending(expression))
            {
                pathItems[expression] = item
            }
        }
        self.pathItems = pathItems
        self.extensions = extensions
        specLocation = reader.location
    }
}
