extension OpenAPI.PathItem: ReferenceableObject {
    static let componentKind = ComponentKind.pathItems
    private static let fields = FixedFields(
        Set(HTTPMethod.allCases.map(\.rawValue)).subtracting(["query"]).union([
            "summary", "description", "servers", "parameters",
        ]), addedIn32: ["query", "additionalOperations"])

    convenience init?(reading reader: ObjectReader) {
        let summary = reader.string("summary")
        let description = reader.string("description")
        var operations: [OpenAPI.PathItem.OperationEntry] = []
        for method in HTTPMethod.allCases where method != .query || reader.version.isAtLeast32 {
            if let operation = Self.operation(method.rawValue, in: reader) {
                operations.append(OpenAPI.PathItem.OperationEntry(method: method, operation: operation))
            }
        }
        operations += AdditionalOperationsRule.read(reader)
        let servers = reader.array("servers", OpenAPI.Server.self)
        let parameters = reader.referenceArray("parameters", OpenAPI.Parameter.self)
        QuerystringRule.check(reader, parameters)
        QuerystringRule.checkInherited(reader, parameters, operations)
        let extensions = reader.extensions(known: Self.fields)
        let specLocation = reader.location
        self.init(
            summary: summary, description: description, operations: operations, servers: servers, parameters: parameters,
            extensions: extensions, specLocation: specLocation)
    }

    /// The operation under `key`: inline, or a `$ref` to one in another file, as multi-file specs split for bundlers
    /// (Redocly, DigitalOcean's) write them. OpenAPI defines no Reference Object here; it is followed all the same.
    private static func operation(_ key: String, in reader: ObjectReader) -> OpenAPI.Operation? {
        guard case .object(let object)? = reader.object[key], object.count == 1, case .string(let ref)? = object["$ref"] else {
            return reader.child(key, OpenAPI.Operation.self)
        }
        let location = reader.location.appending(key)
        switch reader.decoder.resolver.follow(ref, from: location, expecting: .pathItems) {
        case .success(let (target, targetLocation)):
            return reader.decoder.decode(OpenAPI.Operation.self, from: .object(target), at: targetLocation)
        case .failure(let failure):
            reader.decoder.report(failure.code.severity, failure.code, failure.message, at: location)
            return nil
        }
    }
}
