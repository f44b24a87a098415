import Foundation

/// The one form a document's URL is keyed by, wherever documents are stored or looked up (the loader's document
/// store, the schema registry, resolved `$ref`s).
package enum DocumentURL {
    /// `url` in the form documents are keyed by: absolute, fragment removed, `.`/`..` resolved for files.
    package static func normalized(_ url: URL) -> URL {
        guard url.isFileURL else { return url.absoluteURL }
        return URL(fileURLWithPath: url.standardizedFileURL.path, isDirectory: false)
    }
}
