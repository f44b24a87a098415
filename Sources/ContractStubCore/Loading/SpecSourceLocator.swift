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
    /// For a Swagger 2.0 file, where the parts of the OpenAPI 3.0 document it is read as came from.
    private let origins: Swagger2Origins?

    /// A locator over the bytes of the spec file at `url`.
    package init(data: Data, url: URL) {
        storage = YAMLSniffer.isYAML(data, url: url) ? .yaml(data) : .json(SourceLocator(data: data))
        origins = Swagger2Origins.ofFile(data: data, url: url)
    }

    /// A locator over the JSON spec file at `url`, through `locator` (the one its load kept). Only a document whose root
    /// has a `swagger` member can be Swagger 2.0: asking the locator (which walks the root's members, outlined when the
    /// file is large) spares searching the whole file for the word first.
    package init(json locator: SourceLocator, url: URL) {
        storage = .json(locator)
        let mayBeSwagger2 = locator.location(of: JSONPointer(tokens: ["swagger"])) != nil
        origins = mayBeSwagger2 ? Swagger2Origins.ofFile(data: locator.data, url: url) : nil
    }

    /// The pointers into the file itself of `pointers` into the document it is read as (the same but for a Swagger
    /// 2.0 file, which is read as OpenAPI 3.0).
    package func sourcePointers(of pointers: [JSONPointer]) -> [JSONPointer] {
        guard let origins else { return pointers }
        return pointers.map(origins.original(of:))
    }

    /// The positions of `pointers`, `nil` for each that the document does not have. YAML is read once per call,
    /// recording positions only along these pointers.
    /// Pointers into the document a Swagger 2.0 file is read as are located where they came from.
    package func locations(of pointers: [JSONPointer]) -> [SourcePosition?] {
        let pointers = sourcePointers(of: pointers)
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
