import Foundation

/// Finds the `line:column` of JSON Pointers in a spec file, JSON or YAML (chosen as ``SpecFile`` chooses).
///
/// JSON is scanned lazily by ``SourceLocator``; YAML is read once more with positions recorded (``YAMLSourceMap``).
package struct SpecSourceLocator: Sendable {
    private enum Storage: Sendable {
        case json(SourceLocator)
        case yaml(YAMLSourceMap?)
    }

    private let storage: Storage

    /// A locator over the bytes of the spec file at `url`.
    package init(data: Data, url: URL) {
        if YAMLSniffer.isYAML(data, url: url) {
            var options = YAMLOptions.spec
            options.recordsPositions = true
            storage = .yaml(try? YAMLDocument(data: data, options: options).sourceMap)
        } else {
            storage = .json(SourceLocator(data: data))
        }
    }

    /// The positions of `pointers`, `nil` for each that the document does not have.
    package func locations(of pointers: [JSONPointer]) -> [SourcePosition?] {
        switch storage {
        case .json(let locator): return locator.locations(of: pointers)
        case .yaml(let map): return pointers.map { map?.location(of: $0) }
        }
    }
}
