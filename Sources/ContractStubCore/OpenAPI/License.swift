extension OpenAPI {
    /// The License Object.
    public struct License: Sendable {
        /// The license's name (required).
        public let name: String
        /// An SPDX identifier (OpenAPI 3.1).
        public let identifier: String?
        /// A URL to the license.
        public let url: String?
        /// `x-` extensions.
        public let extensions: [String: JSONValue]
        /// Where it is.
        package let specLocation: SpecLocation
    }
}
