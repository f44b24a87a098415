extension OpenAPI.SecurityRequirement: SpecObjectDecodable {
    static let objectName = "Security Requirement Object"

    init?(reading reader: ObjectReader) {
        var schemes = OrderedMap<[String]>()
        for (name, _) in reader.object {
            if let scopes = reader.strings(name) { schemes[name] = scopes }
        }
        self.schemes = schemes
        specLocation = reader.location
    }
}
