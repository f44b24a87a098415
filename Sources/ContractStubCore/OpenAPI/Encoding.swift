extension OpenAPI {
    /// The Encoding Object: how one property of a form or multipart body is serialised.
    package struct Encoding: Sendable {
        /// The property's content type, e.g. `image/png`.
        package let contentType: String?
        /// Headers of the multipart part.
        package let headers: OrderedMap<ReferenceOr<Header>>
        /// The serialisation style, as for a query parameter.
        package let style: Parameter.Style?
        /// Whether arrays and objects explode.
        package let explode: Bool?
        /// Whether reserved characters are sent unencoded.
        package let allowReserved: Bool?
        /// How the properties of a nested form or multipart part are encoded (OpenAPI 3.2).
        package let encoding: OrderedMap<Encoding>
        /// The encoding of the first items of a nested sequential part, by position (OpenAPI 3.2).
        package let prefixEncoding: [Encoding]
        /// The encoding of each further item of a nested sequential part (OpenAPI 3.2).
        package var itemEncoding: Encoding? { itemEncodingStorage.first }
        /// ``itemEncoding``, held in an array because a struct cannot hold itself.
        let itemEncodingStorage: [Encoding]
        /// `x-` extensions.
        package let extensions: [String: JSONValue]
        /// Where it is.
        package let specLocation: SpecLocation
    }
}
