extension OpenAPI {
    /// The Contact Object.
    package struct Contact: Sendable {
        /// A person or organisation.
        package let name: String?
        /// A URL.
        package let url: String?
        /// An e-mail address.
        package let email: String?
        /// `x-` extensions.
        package let extensions: [String: JSONValue]
        /// Where it is.
        package let specLocation: SpecLocation
    }
}
