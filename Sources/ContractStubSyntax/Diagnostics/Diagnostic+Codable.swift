import Foundation

/// The one JSON form of a diagnostic, written by `validate`/`verify --format json`, the stub's
/// `application/problem+json` answers and the traffic log:
///
/// ```json
/// {"severity":"error","code":"schema.minimum","message":"expected a number >= 1, found 0","file":null,
///  "pointer":"/paths/~1pets/get/parameters/0/schema/minimum","line":null,"column":null,
///  "instancePointer":"/query/limit","operationId":"listPets"}
/// ```
///
/// `severity`, `code`, `message`, `file`, `pointer`, `line` and `column` are always present (`null` when unknown;
/// `file` is `null` for the main spec unless the writer names it); `instancePointer`, `operationId` and
/// `suggestion` only when known. The spec pointer is `pointer` everywhere (`specPointer` is still read).
extension Diagnostic: Codable {
    /// The members of the JSON form, in the order they are written.
    package enum CodingKeys: String, CodingKey, CaseIterable {
        /// `error` or `warning`.
        case severity
        /// The catalogued code.
        case code
        /// What was expected and found.
        case message
        /// The spec file, when it is not the main one (or when the writer names the main one).
        case file
        /// The JSON Pointer into the spec.
        case pointer
        /// 1-based line of `pointer` in `file`.
        case line
        /// 1-based column of `pointer` in `file`.
        case column
        /// The JSON Pointer into the checked request, response or example.
        case instancePointer
        /// The operation concerned.
        case operationId
        /// A hint such as "did you mean `/pets/{petId}`?".
        case suggestion
        /// The spelling of `pointer` in traffic logs and problem documents written before 0.x; read, never written.
        case specPointer
    }

    /// The diagnostic as one JSON object; `file` names the document to show (e.g. the main spec as the user typed
    /// it) when the location has none.
    ///
    /// ```swift
    /// diagnostic.jsonValue(file: "specs/petstore.json").serialized()
    /// ```
    package func jsonValue(file: String? = nil) -> JSONValue {
        var object = JSONObject()
        for (key, value) in members(file: file) {
            switch value {
            case .text(let text): object[key.rawValue] = .string(text)
            case .integer(let number): object[key.rawValue] = .number(JSONNumber(number))
            case .null: object[key.rawValue] = .null
            }
        }
        return .object(object)
    }

    /// Writes ``jsonValue(file:)`` with the location's own document.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        for (key, value) in members(file: nil) {
            switch value {
            case .text(let text): try container.encode(text, forKey: key)
            case .integer(let number): try container.encode(number, forKey: key)
            case .null: try container.encodeNil(forKey: key)
            }
        }
    }

    /// Reads the JSON form (and the older `specPointer` member).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let pointerText =
            try container.decodeIfPresent(String.self, forKey: .pointer)
            ?? container.decodeIfPresent(String.self, forKey: .specPointer)
        let line = try container.decodeIfPresent(Int.self, forKey: .line)
        let column = try container.decodeIfPresent(Int.self, forKey: .column)
        self.init(
            try container.decode(Severity.self, forKey: .severity),
            code: try container.decode(String.self, forKey: .code),
            message: try container.decode(String.self, forKey: .message),
            specPointer: try pointerText.map { try JSONPointer(parsing: $0) },
            instancePointer: try container.decodeIfPresent(String.self, forKey: .instancePointer).map { try JSONPointer(parsing: $0) },
            operationId: try container.decodeIfPresent(String.self, forKey: .operationId),
            file: try container.decodeIfPresent(String.self, forKey: .file),
            position: line.map { SourcePosition(offset: 0, line: $0, column: column ?? 1) },
            suggestion: try container.decodeIfPresent(String.self, forKey: .suggestion))
    }

    /// A member's value: the JSON form uses only these.
    private enum Member {
        case text(String)
        case integer(Int)
        case null
    }

    /// The members in order; `nil`-valued fixed members are `.null`, optional ones are left out.
    private func members(file: String?) -> [(CodingKeys, Member)] {
        var members: [(CodingKeys, Member)] = [
            (.severity, .text(severity.rawValue)), (.code, .text(code)), (.message, .text(message)),
            (.file, (location.documentPath ?? file).map(Member.text) ?? .null),
            (.pointer, location.pointer.map { .text($0.description) } ?? .null),
            (.line, location.position.map { .integer($0.line) } ?? .null),
            (.column, location.position.map { .integer($0.column) } ?? .null),
        ]
        if let instancePointer { members.append((.instancePointer, .text(instancePointer.description))) }
        if let operationId { members.append((.operationId, .text(operationId))) }
        if let suggestion { members.append((.suggestion, .text(suggestion))) }
        return members
    }
}
