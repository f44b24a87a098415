import Foundation

/// Reads a spec file (the main document or one a `$ref` names) into JSON, explaining every way that can fail.
enum SpecFile {
    /// The JSON in the file at `url`.
    /// - Throws: ``SpecLoadError`` for a missing, directory, unreadable, empty, YAML or malformed file.
    static func read(_ url: URL) throws(SpecLoadError) -> JSONValue {
        let path = url.path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw SpecLoadError(code: .specFileMissing, message: "there is no file at \(path)", url: url)
        }
        if isDirectory.boolValue {
            throw SpecLoadError(
                code: .specFileDirectory, message: "\(path) is a directory; give the path of the spec's .json file", url: url)
        }
        // Devices, pipes and sockets never end or block (`/dev/zero`, a FIFO): read regular files only.
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.resolvingSymlinksInPath().path)
        guard attributes?[.type] as? FileAttributeType == .typeRegular else {
            throw SpecLoadError(
                code: .specFileUnreadable,
                message: "\(path) is not a regular file (a device, pipe or socket); give the path of the spec's .json file", url: url)
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw SpecLoadError(
                code: .specFileUnreadable, message: "\(path) cannot be read: \(error.localizedDescription)", url: url)
        }
        return try parse(data, from: url)
    }

    /// The JSON in `data`, which was read from `url`.
    /// - Throws: ``SpecLoadError`` for empty, YAML or malformed input.
    static func parse(_ data: Data, from url: URL) throws(SpecLoadError) -> JSONValue {
        let name = url.lastPathComponent
        if data.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            throw SpecLoadError(
                code: .specFileEmpty, message: "\(name) is empty; expected an OpenAPI 3.0 or 3.1 document in JSON", url: url)
        }
        do {
            return try JSONValue(decoding: data)
        } catch {
            if YAMLSniffer.looksLikeYAML(data) {
                throw SpecLoadError(
                    code: .specYaml,
                    message: """
                        \(name) looks like YAML; ContractStub reads JSON only. Convert it first, e.g. \
                        `yq -o=json \(name) > spec.json` or \
                        `python3 -c 'import sys,yaml,json; json.dump(yaml.safe_load(open(sys.argv[1])), sys.stdout)' \(name) > spec.json`
                        """, url: url)
            }
            throw SpecLoadError(
                code: .specJsonSyntax, message: "\(name) is not valid JSON: \(error.description)", url: url,
                position: SourcePosition(offset: error.offset, line: error.line, column: error.column))
        }
    }
}
