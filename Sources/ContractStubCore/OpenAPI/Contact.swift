extension OpenAPI {
    /// The Contact Object.
    public struct Contact: Sendable {
        /// A person or organisation.
        public let name: String?
        /// A URL.
        public let url: String?
        /// An e-mail address.
        public let email: String?
        /// `x-` extensions.
        public let extensions: [String: JSONValue]
        /// Where it is.
        package let specLocation: SpecLocation
    }
}
