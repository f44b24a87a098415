import Foundation

/// Fills in the `line:column` of diagnostics from their spec pointers, reading each spec file once.
///
/// This is the lazy half of source positions: nothing is scanned until a diagnostic is reported.
/// It also normalises `file`: `nil` for the main spec, a path for other files, whatever form
/// (path or `file://` URI) the finding carried.
///
/// ```swift
/// var locator = DiagnosticLocator(mainFile: specURL)
/// let located = contract.diagnostics.map { locator.locate($0) }
/// ```
public struct DiagnosticLocator {
    /// The spec the user named.
    public let mainFile: URL
    private var locators: [URL: SourceLocator] = [:]

    /// A locator for diagnostics about `mainFile` and the files it refers to.
    public init(mainFile: URL) {
        self.mainFile = mainFile.standardizedFileURL
    }

    /// `diagnostic` with `file` normalised and `position` filled in when its pointer can be found.
    public mutating func locate(_ diagnostic: Diagnostic) -> Diagnostic {
        var located = diagnostic
        let fileURL = diagnostic.file.map(Self.url(of:)) ?? mainFile
        located.file = fileURL == mainFile ? nil : fileURL.path
        guard located.position == nil, let pointer = diagnostic.specPointer else { return located }
        located.position = locator(for: fileURL)?.location(of: pointer)
        return located
    }

    private mutating func locator(for url: URL) -> SourceLocator? {
        if let known = locators[url] { return known }
        guard let data = try? Data(contentsOf: url) else { return nil }
        let locator = SourceLocator(data: data)
        locators[url] = locator
        return locator
    }

    private static func url(of file: String) -> URL {
        if file.hasPrefix("file:"), let url = URL(string: file) { return url.standardizedFileURL }
        return URL(fileURLWithPath: file).standardizedFileURL
    }
}
