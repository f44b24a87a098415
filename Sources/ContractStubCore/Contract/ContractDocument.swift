import Foundation

extension Contract {
    /// One JSON document of a spec as it was read: the main file, or a file its `$ref`s reached.
    ///
    /// ```swift
    /// for document in contract.documents { print(document.url.lastPathComponent) }
    /// ```
    package struct Document: Sendable {
        /// The document's absolute URL, normalised (``DocumentURL/normalized(_:)``), the base its relative `$ref`s are
        /// resolved against.
        package let url: URL
        /// The document's JSON, as written.
        package let json: JSONValue

        /// A document read from `url`.
        package init(url: URL, json: JSONValue) {
            self.url = url
            self.json = json
        }
    }
}
