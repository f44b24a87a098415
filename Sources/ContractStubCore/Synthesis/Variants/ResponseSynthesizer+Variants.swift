import Foundation

extension ResponseSynthesizer {
    /// A response the contract allows, under a stable name.
    public struct Variant: Sendable, Hashable {
        /// `default` for the response the stub gives by default, else the ``ValueVariant`` name of the body's change.
        public let name: String
        /// The whole response.
        public let response: HTTPResponse
    }

    /// The response the stub gives by default for `operation` and `status` (the lowest declared 2xx when `nil`),
    /// named `default`, then one response per single change of its JSON body that the body's schema accepts (see
    /// ``ValueVariant``), in document order. A response without a JSON body has only its default.
    /// - Throws: ``SynthesisError`` when no default response can be made (as ``response(for:status:example:request:)``).
    public func variants(for operation: Contract.Operation, status: Int? = nil) throws(SynthesisError) -> [Variant] {
        let base = try response(for: operation, status: status)
        var variants = [Variant(name: "default", response: base)]
        guard let declared = operation.response(for: base.status),
            let (key, media) = Self.negotiate(declared.response.content, accept: nil),
            let type = ContentType(key), type.isJSON, let schema = media.schema,
            let value = try? JSONValue(decodingInstance: base.body)
        else { return variants }
        let location = schema.specLocation
        for variant in contract.engine.values.variants(of: value, documentURI: location.documentURL, pointer: location.pointer) {
            var response = base
            response.body = Self.encode(variant.value, as: type)
            variants.append(Variant(name: variant.name, response: response))
        }
        return variants
    }
}
