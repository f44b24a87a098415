/// One kind of finding: a stable code, the severity it is usually reported with, and what it means in one line.
///
/// Every code ContractStub reports is in one catalogue (the DocC article "Diagnostic codes" lists it); diagnostics are made from these values, never from string
/// literals, so the catalogue, the DocC articles' tables and the codes reported cannot drift apart.
///
/// One spelling rule: dotted segments of lowercase ASCII letters and digits, words inside a segment joined by `-`
/// (`request.body.hidden`, `spec.path.parameter.undeclared`, `schema.min-length`). The first segment says what the
/// finding is about: `spec`, `ref`, `schema`, `request`, `response`, `stub`, `coverage` (and `diff` for the rules of
/// `contractstub diff`).
///
/// ```swift
/// DiagnosticCode.named("schema.type")?.summary     // "A value has a type its schema does not allow."
/// DiagnosticCode.named("request.query.unknown")?.severity   // .warning
/// ```
public struct DiagnosticCode: Sendable, Hashable, CustomStringConvertible {
    /// The stable, dotted id users match on, e.g. `request.query.missing`.
    public let id: String
    /// The severity the code is reported with unless the check says otherwise (strict modes raise some warnings).
    public let severity: Diagnostic.Severity
    /// What the code reports, in one sentence.
    public let summary: String

    init(_ id: String, _ severity: Diagnostic.Severity, _ summary: String) {
        self.id = id
        self.severity = severity
        self.summary = summary
    }

    /// The id.
    public var description: String { id }

    /// The catalogued code with this id (or with the spelling it had before it was renamed), if there is one.
    public static func named(_ id: String) -> DiagnosticCode? {
        byID[id] ?? renamed[id]
    }

    /// Whether `id` follows the spelling rule: dotted lowercase segments, words inside a segment kebab-case.
    package static func followsSpellingRule(_ id: String) -> Bool {
        let segments = id.split(separator: ".", omittingEmptySubsequences: false)
        return segments.count >= 2
            && segments.allSatisfy { segment in
                let words = segment.split(separator: "-", omittingEmptySubsequences: false)
                return words.allSatisfy { word in
                    !word.isEmpty && word.first!.isLowercaseLetter && word.unicodeScalars.allSatisfy(Self.isWordCharacter)
                }
            }
    }

    private static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
    }

    private static let byID: [String: DiagnosticCode] = Dictionary(uniqueKeysWithValues: all.map { ($0.id, $0) })
}

extension Character {
    fileprivate var isLowercaseLetter: Bool { ("a"..."z").contains(self) }
}

extension DiagnosticCode {
    /// The `schema.` code of a failed JSON Schema keyword: the keyword in kebab-case (`minLength` → `schema.min-length`).
    package static func schema(keyword: String) -> DiagnosticCode {
        guard let code = byKeyword[keyword] else {
            assertionFailure("no catalogued code for the schema keyword '\(keyword)'")
            return DiagnosticCode("schema." + kebabCased(keyword), .error, "")
        }
        return code
    }

    /// `request.<location>.missing`: a required parameter (path, query, header or cookie) is absent.
    package static func requestParameterMissing(in location: String) -> DiagnosticCode {
        parameterCode(location, missing: true)
    }

    /// `request.<location>.invalid`: a parameter's value breaks its schema or cannot be decoded.
    package static func requestParameterInvalid(in location: String) -> DiagnosticCode {
        parameterCode(location, missing: false)
    }

    /// `request.body.malformed` or `response.body.malformed`.
    package static func bodyMalformed(side: String) -> DiagnosticCode {
        side == "response" ? .responseBodyMalformed : .requestBodyMalformed
    }

    private static func parameterCode(_ location: String, missing: Bool) -> DiagnosticCode {
        switch location {
        case "path": return missing ? .requestPathMissing : .requestPathInvalid
        case "query", "querystring": return missing ? .requestQueryMissing : .requestQueryInvalid
        case "header": return missing ? .requestHeaderMissing : .requestHeaderInvalid
        default: return missing ? .requestCookieMissing : .requestCookieInvalid
        }
    }

    /// `minLength` → `min-length`.
    static func kebabCased(_ name: String) -> String {
        var result = ""
        for character in name {
            if character.isUppercase {
                result += "-" + character.lowercased()
            } else {
                result.append(character)
            }
        }
        return result
    }

    private static let byKeyword: [String: DiagnosticCode] = {
        var codes: [String: DiagnosticCode] = [:]
        for code in all where code.id.hasPrefix("schema.") {
            let kebab = String(code.id.dropFirst("schema.".count))
            var keyword = ""
            var upper = false
            for character in kebab {
                if character == "-" {
                    upper = true
                } else {
                    keyword += upper ? character.uppercased() : String(character)
                    upper = false
                }
            }
            codes[keyword] = code
        }
        return codes
    }()
}
