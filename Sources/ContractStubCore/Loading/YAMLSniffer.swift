import Foundation

/// Tells YAML apart from broken JSON, so that a YAML spec gets advice to convert rather than a syntax error.
enum YAMLSniffer {
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
