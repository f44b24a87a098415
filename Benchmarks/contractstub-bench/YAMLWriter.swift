import ContractStubCore
import Foundation

/// Writes a JSON value as block-style YAML the way people write specs: plain scalars where the core schema reads them
/// back unchanged, literal block scalars for multi-line text, double quotes otherwise. The benchmarks use it to turn
/// github-api.json into the same document in YAML.
struct YAMLWriter {
    private var out: [UInt8] = []

    /// `value` as a YAML document.
    static func document(_ value: JSONValue) -> String {
        var writer = YAMLWriter()
        switch value {
        case .object(let object) where !object.isEmpty:
            writer.writeMembers(object, indent: 0, firstInline: false)
        case .array(let array) where !array.isEmpty:
            writer.writeElements(array, indent: 0)
        default:
            writer.writeScalar(value, indent: 0)
            writer.out.append(0x0A)
        }
        return String(decoding: writer.out, as: UTF8.self)
    }

    private mutating func spaces(_ count: Int) {
        out.append(contentsOf: repeatElement(0x20, count: count))
    }

    private mutating func writeMembers(_ object: JSONObject, indent: Int, firstInline: Bool) {
        for (index, (key, value)) in object.enumerated() {
            if index > 0 || !firstInline { spaces(indent) }
            writeString(key, indent: indent, asKey: true)
            out.append(0x3A)
            writeValue(value, indent: indent)
        }
    }

    private mutating func writeElements(_ array: [JSONValue], indent: Int) {
        for element in array {
            spaces(indent)
            out.append(0x2D)
            if case .object(let object) = element, !object.isEmpty {
                out.append(0x20)
                writeMembers(object, indent: indent + 2, firstInline: true)
            } else {
                writeValue(element, indent: indent)
            }
        }
    }

    /// After `key:` or `-`: a nested collection on the next lines, or a scalar on this one.
    private mutating func writeValue(_ value: JSONValue, indent: Int) {
        switch value {
        case .object(let object) where !object.isEmpty:
            out.append(0x0A)
            writeMembers(object, indent: indent + 2, firstInline: false)
        case .array(let array) where !array.isEmpty:
            out.append(0x0A)
            writeElements(array, indent: indent + 2)
        default:
            out.append(0x20)
            writeScalar(value, indent: indent + 2)
            if out.last != 0x0A { out.append(0x0A) }
        }
    }

    private mutating func writeScalar(_ value: JSONValue, indent: Int) {
        switch value {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let bool): out.append(contentsOf: (bool ? "true" : "false").utf8)
        case .number(let number): out.append(contentsOf: number.description.utf8)
        case .string(let string): writeString(string, indent: indent, asKey: false)
        case .array: out.append(contentsOf: "[]".utf8)
        case .object: out.append(contentsOf: "{}".utf8)
        }
    }

    private mutating func writeString(_ string: String, indent: Int, asKey: Bool) {
        if Self.isPlainSafe(string) {
            out.append(contentsOf: string.utf8)
        } else if !asKey, Self.isLiteralSafe(string) {
            writeLiteral(string, indent: indent)
        } else {
            out.append(contentsOf: JSONValue.string(string).serialized().utf8)
        }
    }

    /// `|`, `|-` or `|+` and the lines, indented.
    private mutating func writeLiteral(_ string: String, indent: Int) {
        let trailing = string.reversed().prefix { $0 == "\n" }.count
        out.append(contentsOf: (trailing == 0 ? "|-" : trailing == 1 ? "|" : "|+").utf8)
        out.append(0x0A)
        let body = string.dropLast(trailing)
        for line in body.split(separator: "\n", omittingEmptySubsequences: false) {
            if !line.isEmpty { spaces(indent) }
            out.append(contentsOf: line.utf8)
            out.append(0x0A)
        }
        out.append(contentsOf: repeatElement(0x0A, count: max(trailing - 1, 0)))
    }

    /// Text the core schema reads back as this same string when written plain.
    private static func isPlainSafe(_ string: String) -> Bool {
        guard let first = string.utf8.first, let last = string.utf8.last, last != 0x20 else { return false }
        if first == 0x20 || "-?:,[]{}#&*!|>'\"%@`".utf8.contains(first) { return false }
        for byte in string.utf8 where byte < 0x20 || byte == 0x7F || byte == 0x3A || byte == 0x23 || byte >= 0x80 {
            return false
        }
        if "[]{},".utf8.contains(where: { string.utf8.contains($0) }) { return false }
        return YAMLCoreSchemaProbe.isString(string)
    }

    /// Multi-line text a literal block scalar keeps exactly.
    private static func isLiteralSafe(_ string: String) -> Bool {
        guard string.contains("\n"), let first = string.unicodeScalars.first, first != " ", first != "\t", first != "\n" else {
            return false
        }
        return !string.unicodeScalars.contains {
            ($0.value < 0x20 && $0 != "\n") || $0.value == 0x7F || $0 == "\u{FEFF}" || $0.value == 0x85 || $0.value == 0x2028
                || $0.value == 0x2029
        }
    }
}

/// Whether the YAML core schema reads a plain scalar as a string (and not as null, a Boolean or a number).
enum YAMLCoreSchemaProbe {
    static func isString(_ text: String) -> Bool {
        guard let value = try? JSONValue(yaml: Data(("- " + text + "\n").utf8)), case .string(let read)? = value[0] else {
            return false
        }
        return read == text
    }
}
