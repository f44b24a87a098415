import Foundation

extension ResponseSynthesizer {
    /// A response the contract allows, under a stable name.
    package struct Variant: Sendable, Hashable {
        /// `default` for the response the stub gives by default, else the ``ValueVariant`` name of the body's change.
        package let name: String
        /// The whole response.
        package let response: HTTPResponse
    }

    /// The response the stub gives by default for `operation` and `status` (the lowest declared 2xx when `nil`),
    /// named `default`, then one response per single change of its JSON body that the body's schema accepts (see
    /// ``ValueVariant``), in document order. A response without a JSON body has only its default.
    /// - Throws: ``SynthesisError`` when no default response can be made (as ``response(for:status:example:contentType:request:)``).
    package func variants(for operation: Contract.Operation, status: Int? = nil) throws(SynthesisError) -> [Variant] {
        let (base, type, changes) = try bodyVariants(for: operation, status: status)
        let standard = Variant(name: "default", response: base)
        guard let type else { return [standard] }
        return [standard]
            + changes.map { variant in
                var response = base
                response.body = Self.encode(variant.value, as: type)
                return Variant(name: variant.name, response: response)
            }
    }

    /// The names ``variants(for:status:)`` gives, in the same order, without encoding any body (for code generation).
    package func variantNames(for operation: Contract.Operation, status: Int? = nil) throws(SynthesisError) -> [String] {
        ["default"] + (try bodyVariants(for: operation, status: status)).changes.map(\.name)
    }

    /// The default response, its JSON media type, and the single-change variants of its body (none when the body is
    /// not JSON with a schema). The type is the one the default response is sent as, so a media range answered as
    /// JSON (`*/*` with an object schema) has variants too.
    private func bodyVariants(for operation: Contract.Operation, status: Int?) throws(SynthesisError)
        -> (base: HTTPResponse, type: ContentType?, changes: [ValueVariant])
    {
        let base = try response(for: operation, status: status)
        guard let declared = operation.response(for: base.status),
            let (_, media) = Self.negotiate(declared.response.content, accept: nil),
            let type = base.headers["Content-Type"].flatMap(ContentType.init), type.isJSON, let schema = media.schema,
            let value = try? JSONValue(decodingInstance: base.body)
        else { return (base, nil, []) }
        let location = schema.specLocation
        return (base, type, contract.engine.values.variants(of: value, documentURI: location.documentURL, pointer: location.pointer))
    }
}
