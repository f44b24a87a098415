import ContractStubCore

/// Turns arbitrary spec text (operationIds, example names, parameter names, paths) into Swift identifiers.
///
/// Words are runs of ASCII letters and digits; everything else separates words and is dropped. The words are
/// joined in camel case, a leading digit gets an underscore, and keywords are written in backticks:
///
/// ```swift
/// SwiftIdentifier.lowerCamel("repos/get-content")  // "reposGetContent"
/// SwiftIdentifier.lowerCamel("URLList")            // "urlList"
/// SwiftIdentifier.upperCamel("list_pets")          // "ListPets"
/// SwiftIdentifier.escaped("default")               // "`default`"
/// ```
enum SwiftIdentifier {
    /// `text` as a lower-camel-case identifier, without backticks; `fallback` when `text` has no letters or digits.
    /// A leading digit gets `digitPrefix` (`404` → `_404`).
    static func lowerCamel(_ text: String, fallback: String = "value", digitPrefix: String = "_") -> String {
        let words = self.words(text)
        guard let first = words.first else { return fallback }
        let identifier = lowercasedPrefix(first) + words.dropFirst().map(capitalized).joined()
        return identifier.first?.isNumber == true ? digitPrefix + capitalized(identifier) : identifier
    }

    /// `text` as an upper-camel-case identifier; `fallback` when `text` has no letters or digits.
    static func upperCamel(_ text: String, fallback: String = "Value") -> String {
        let words = self.words(text)
        guard !words.isEmpty else { return fallback }
        let identifier = words.map(capitalized).joined()
        return identifier.first?.isNumber == true ? "_" + identifier : identifier
    }

    /// `identifier` with its first letter upper-cased: the type name that goes with a member name.
    static func capitalized(_ identifier: String) -> String {
        identifier.prefix(1).uppercased() + identifier.dropFirst()
    }

    /// `identifier`, in backticks when it is a Swift keyword.
    static func escaped(_ identifier: String) -> String {
        keywords.contains(identifier) ? "`\(identifier)`" : identifier
    }

    /// Runs of ASCII letters and digits, their case kept.
    private static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        for scalar in text.unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// `word` with its leading run of capitals lower-cased, keeping the capital that starts the next word:
    /// `URLList` → `urlList`, `ID` → `id`, `Pets` → `pets`.
    private static func lowercasedPrefix(_ word: String) -> String {
        let characters = Array(word)
        let capitals = characters.prefix { $0.isUppercase }.count
        guard capitals > 0 else { return word }
        let lowered = capitals == characters.count || capitals == 1 ? capitals : capitals - 1
        return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
    }

    /// Swift's reserved words and the keywords that need backticks as member or case names.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "Type",
        "Protocol", "consume", "copy", "discard", "borrowing", "consuming", "package", "some", "any",
    ]
}
