import Foundation

/// Reads a spec file (the main document or one a `$ref` names), JSON or YAML, into JSON values, explaining every way
/// that can fail. The format comes from the extension (`.json`; `.yaml`, `.yml`), else from the content.
enum SpecFile {
    /// The JSON value of the file at `url`.
    /// - Throws: ``SpecLoadError`` for a missing, directory, unreadable, empty or malformed file.
    static func read(_ url: URL) throws(SpecLoadError) -> JSONValue {
        try readLocatable(url).json
    }

    /// ``read(_:)``, with a locator over the bytes read when the file is JSON (see ``parseLocatable(_:from:)``).
    static func readLocatable(_ url: URL) throws(SpecLoadError) -> (json: JSONValue, locator: SourceLocator?) {
        let path = url.path
        // One `stat` (symbolic links followed) tells all three; a spec of thousands of files pays it per file, where
        // `FileManager`'s attributes would also look up the owner's user and group names.
        var status = stat()
        guard stat(path, &status) == 0 else {
            throw SpecLoadError(code: .specFileMissing, message: "there is no file at \(path)", url: url)
        }
        if status.st_mode & S_IFMT == S_IFDIR {
            throw SpecLoadError(
                code: .specFileDirectory, message: "\(path) is a directory; give the path of the spec's .json or .yaml file", url: url)
        }
        // Devices, pipes and sockets never end or block (`/dev/zero`, a FIFO): read regular files only.
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw SpecLoadError(
                code: .specFileUnreadable,
                message: "\(path) is not a regular file (a device, pipe or socket); give the path of the spec's .json or .yaml file",
                url: url)
        }
        let data: Data
        do {
            data = try FileBytes.read(url, size: Int(status.st_size))
        } catch {
            throw SpecLoadError(
                code: .specFileUnreadable, message: "\(path) cannot be read: \(error.localizedDescription)", url: url)
        }
        return try parseLocatable(data, from: url)
    }

    /// The JSON value of `data`, which was read from `url`.
    /// - Throws: ``SpecLoadError`` for empty or malformed input.
    static func parse(_ data: Data, from url: URL) throws(SpecLoadError) -> JSONValue {
        try parseLocatable(data, from: url).json
    }

    /// ``parse(_:from:)``, with a locator over `data` when it is JSON: it keeps the outline a large document's decoding
    /// made, so that locating findings in it does not scan the bytes again (``JSONValue/decodingLocatable(_:)``).
    static func parseLocatable(_ data: Data, from url: URL) throws(SpecLoadError) -> (json: JSONValue, locator: SourceLocator?) {
        let name = url.lastPathComponent
        if data.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            throw SpecLoadError(
                code: .specFileEmpty, message: "\(name) is empty; expected an OpenAPI 3.x or Swagger 2.0 document in JSON or YAML", url: url
            )
        }
        PatternEngineWarmUp.start(ifPatternsIn: data)
        if YAMLSniffer.isYAML(data, url: url) { return (try parseYAML(data, from: url), nil) }
        do {
            let (json, locator) = try JSONValue.decodingLocatable(data)
            return (json, locator)
        } catch {
            let hint = YAMLSniffer.looksLikeYAML(data) ? " (it reads like YAML: name the file .yaml to read it as YAML)" : ""
            throw SpecLoadError(
                code: .specJsonSyntax, message: "\(name) is not valid JSON: \(error.description)\(hint)", url: url,
                position: SourcePosition(offset: error.offset, line: error.line, column: error.column))
        }
    }

    /// The value of the one YAML document in `data`, which was read from `url`.
    private static func parseYAML(_ data: Data, from url: URL) throws(SpecLoadError) -> JSONValue {
        let name = url.lastPathComponent
        let document: YAMLDocument
        do {
            document = try YAMLDocument(data: data, options: .spec)
        } catch {
            throw SpecLoadError(
                code: error.code, message: "\(name) is not valid YAML for a spec: \(error.description)", url: url,
                position: SourcePosition(offset: error.offset, line: error.line, column: error.column))
        }
        guard document.hasDocument else {
            throw SpecLoadError(
                code: .specFileEmpty,
                message: "\(name) holds no YAML document, only comments; expected an OpenAPI 3.x or Swagger 2.0 document",
                url: url)
        }
        return document.value
    }
}
