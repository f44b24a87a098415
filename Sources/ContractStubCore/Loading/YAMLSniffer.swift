import Foundation

/// Decides whether a spec file is read as YAML or JSON: by extension (`.yaml`/`.yml` or `.json`), else by content.
enum YAMLSniffer {
    /// Whether `data`, read from `url`, is to be read as YAML: `.yaml`/`.yml` files are, `.json` files are not; otherwise
    /// content that does not start with `{` or `[` (after blanks, comments and a byte-order mark) is.
    static func isYAML(_ data: Data, url: URL) -> Bool {
        switch url.pathExtension.lowercased() {
        case "yaml", "yml": return true
        case "json": return false
        default: break
        }
        var index = data.startIndex
        if data.starts(with: [0xEF, 0xBB, 0xBF]) { index += 3 }
        while index < data.endIndex {
            switch data[index] {
            case 0x20, 0x09, 0x0A, 0x0D:
                index += 1
            case UInt8(ascii: "#"):
                while index < data.endIndex, data[index] != 0x0A { index += 1 }
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                return false
            default:
                return true
            }
        }
        return false
    }

    /// Whether the first meaningful line of `data` reads like YAML: a `---` or `%YAML` header,
    /// or a `key: value` / `key:` line (comments and blank lines skipped).
    static func looksLikeYAML(_ data: Data) -> Bool {
        let text = String(decoding: data.prefix(4096), as: UTF8.self)
        for rawLine in text.split(whereSeparator: \.isNewline) {
            let line = rawLine.drop { $0 == " " || $0 == "\t" || $0 == "\u{FEFF}" }
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line.hasPrefix("---") || line.hasPrefix("%YAML") { return true }
            guard let first = line.first, first != "{", first != "[", let colon = line.firstIndex(of: ":") else { return false }
            let key = line[..<colon]
            let rest = line[line.index(after: colon)...]
            let keyIsPlain = !key.isEmpty && !key.contains { "{}[],".contains($0) }
            return keyIsPlain && (rest.isEmpty || rest.first == " " || rest.first == "\t")
        }
        return false
    }
}
