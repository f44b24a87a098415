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
        /// How the properties of a nested form or multipart part are encoded (OpenAPI 3.2).
        public let encoding: OrderedMap<Encoding>
        /// The encoding of the first items of a nested sequential part, by position (OpenAPI 3.2).
        public let prefixEncoding: [Encoding]
        /// The encoding of each further item of a nested sequential part (OpenAPI 3.2).
        public var itemEncoding: Encoding? { itemEncodingStorage.first }
        /// ``itemEncoding``, held in an array because a struct cannot hold itself.
        let itemEncodingStorage: [Encoding]
        /// `x-` extensions.
        public let extensions: [String: JSONValue]
        /// Where it is.
        package let specLocation: SpecLocation
    }
}
