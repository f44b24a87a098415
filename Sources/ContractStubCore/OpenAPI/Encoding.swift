extension OpenAPI {
    /// The Encoding Object: how one property of a form or multipart body is serialised.
    public struct Encoding: Sendable {
        /// The property's content type, e.g. `image/png`.
        public let contentType: String?
        /// Headers of the multipart part.
        public let headers: OrderedMap<ReferenceOr<Header>>
        /// The serialisation style, as for a query parameter.
        public let style: Parameter.Style?
        /// Whether arrays and objects explode.
        public let explode: Bool?
        /// Whether reserved characters are sent unencoded.
        public let allowReserved: Bool?
        /// `x-` extensions.
        public let extensions: [String: JSONValue]
        /// Where it is.
        package let specLocation: SpecLocation
    }
}
