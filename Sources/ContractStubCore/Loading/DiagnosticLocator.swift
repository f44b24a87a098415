import Foundation

/// Fills in the `line:column` of diagnostics from their spec pointers, reading each spec file once.
///
/// This is the lazy half of source positions: nothing is scanned until a diagnostic is reported.
/// It also settles ``Diagnostic/Location/document``: `nil` for the main spec, the referenced file's URL otherwise.
///
/// ```swift
/// var locator = DiagnosticLocator(mainFile: specURL)
/// let located = locator.locate(contract.diagnostics)
/// ```
package struct DiagnosticLocator {
    /// The spec the user named.
    package let mainFile: URL
    private var locators: [URL: SpecSourceLocator] = [:]
    /// The main file's bytes as loaded, when the load kept them.
    private let mainFileLocator: SourceLocator?

    /// A locator for diagnostics about `mainFile` and the files it refers to; `mainFileLocator` (``Contract/mainFileLocator``)
    /// locates in the bytes the main file was loaded from, without reading it again.
    package init(mainFile: URL, mainFileLocator: SourceLocator? = nil) {
        self.mainFile = mainFile.standardizedFileURL
        self.mainFileLocator = mainFileLocator
    }

    /// The diagnostics with documents settled and positions filled in, each file scanned about once.
    package mutating func locate(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var located = diagnostics
        var wanted: [URL: [(index: Int, pointer: JSONPointer)]] = [:]
        for (index, diagnostic) in diagnostics.enumerated() {
            let fileURL = diagnostic.location.document?.standardizedFileURL ?? mainFile
            located[index].location.document = fileURL == mainFile ? nil : fileURL
            if diagnostic.location.position == nil, let pointer = diagnostic.location.pointer {
                wanted[fileURL, default: []].append((index, pointer))
            }
        }
        for (fileURL, entries) in wanted {
            guard let locator = locator(for: fileURL) else { continue }
            let pointers = entries.map(\.pointer)
            let positions = locator.locations(of: pointers)
            for (entry, (pointer, position)) in zip(entries, zip(locator.sourcePointers(of: pointers), positions)) {
                located[entry.index].location.pointer = pointer
                located[entry.index].location.position = position
            }
        }
        return located
    }

    private mutating func locator(for url: URL) -> SpecSourceLocator? {
        if let known = locators[url] { return known }
        if url == mainFile, let mainFileLocator {
            let locator = SpecSourceLocator(json: mainFileLocator, url: url)
            locators[url] = locator
            return locator
        }
        guard url.isFileURL else { return nil }  // never fetch a remote document, even to find a line
        guard let data = try? Data(contentsOf: url, options: .alwaysMapped) else { return nil }
        let locator = SpecSourceLocator(data: data, url: url)
        locators[url] = locator
        return locator
    }
}
