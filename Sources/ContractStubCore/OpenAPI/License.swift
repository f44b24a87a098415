extension OpenAPI {
    /// The License Object.
    package struct License: Sendable {
        /// The license's name (required).
        package let name: String
        /// An SPDX identifier (OpenAPI 3.1).
        package let identifier: String?
        /// A URL to the license.
        package let url: String?
        /// `x-` extensions.
        package let extensions: [String: JSONValue]
        /// Where it is.
        package let specLocation: SpecLocation
    }
}
