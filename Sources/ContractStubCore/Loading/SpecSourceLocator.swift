import Foundation

/// Finds the `line:column` of JSON Pointers in a spec file, JSON or YAML (chosen as ``SpecFile`` chooses).
///
/// JSON is scanned lazily by ``SourceLocator``; YAML is read once more, recording positions (``YAMLSourceMap``) only
/// along the pointers asked for.
package struct SpecSourceLocator: Sendable {
    private enum Storage: Sendable {
        case json(SourceLocator)
        case yaml(Data)
    }

    private let storage: Storage

    /// A locator over the bytes of the spec file at `url`.
    package init(data: Data, url: URL) {
        storage = YAMLSniffer.isYAML(data, url: url) ? .yaml(data) : .json(SourceLocator(data: data))
    }

    /// The positions of `pointers`, `nil` for each that the document does not have. YAML is read once per call,
    /// recording positions only along these pointers.
    package func locations(of pointers: [JSONPointer]) -> [SourcePosition?] {
        switch storage {
        case .json(let locator):
            return locator.locations(of: pointers)
        case .yaml(let data):
            var options = YAMLOptions.spec
            options.recordsPositions = true
            options.positionsWanted = pointers
            let map = try? YAMLDocument(data: data, options: options).sourceMap
            return pointers.map { map?.location(of: $0) }
        }
    }
}
