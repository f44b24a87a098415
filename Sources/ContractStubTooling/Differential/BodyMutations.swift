import ContractStubCore
import Foundation

/// Bodies made from a valid one for the reader differential: the value as is (compact and spaced out), values with
/// one part changed (type flipped, member dropped or added, edge-case strings) and texts broken or stretched byte by
/// byte (truncated, bytes replaced, edge-case numbers, trailing commas, a byte-order mark, invalid UTF-8, lone
/// surrogates, nesting past the limit). Deterministic: the same value and seed give the same bodies.
package struct BodyMutations {
    /// Pseudo-random choices (a 64-bit linear congruential generator).
    private var state: UInt64

    /// Mutations drawn from `seed`.
    package init(seed: UInt64) {
        state = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    }

    /// About forty bodies made from `value`.
    package mutating func bodies(from value: JSONValue) -> [Data] {
        let text = Array(value.serialized().utf8)
        var bodies = [text, spacedOut(text)]
        let parts = Self.pointers(in: value)
        for _ in 0..<4 {
            let pointer = parts[next(parts.count)]
            for replacement in Self.replacements(for: value[pointer] ?? .null) {
                bodies.append(Array(Self.replacing(pointer, in: value, with: replacement).serialized().utf8))
            }
            if let dropped = Self.droppingMember(at: pointer, in: value) { bodies.append(Array(dropped.serialized().utf8)) }
        }
        for _ in 0..<6 where !text.isEmpty { bodies.append(Array(text[..<next(text.count)])) }
        for _ in 0..<8 where !text.isEmpty {
            var broken = text
            broken[next(text.count)] = Self.breakingBytes[next(Self.breakingBytes.count)]
            bodies.append(broken)
        }
        bodies += edgeNumbers(in: text) + edgeStrings(in: text)
        bodies.append([0xEF, 0xBB, 0xBF] + text)
        bodies.append(Array(repeating: UInt8(ascii: "["), count: 600) + text + Array(repeating: UInt8(ascii: "]"), count: 600))
        if let close = text.lastIndex(where: { $0 == UInt8(ascii: "}") || $0 == UInt8(ascii: "]") }), close > 1 {
            bodies.append(Array(text[..<close]) + [UInt8(ascii: ",")] + Array(text[close...]))
        }
        return bodies.map { Data($0) }
    }

    /// Bytes that break JSON text, or only some readers.
    private static let breakingBytes: [UInt8] = Array(#""\{}[]:,0-.eE tn"#.utf8) + [0x00, 0x09, 0x7F, 0xC3, 0xED, 0xFF]

    /// Number spellings where readers might disagree: signs, exponents, precision and range.
    private static let numbers = [
        "-0", "-0.0", "1.0", "1E2", "1e-400", "1e400", "-1e400", "0.1e1", "12345678901234567.5", "1.0000000000000001",
        "9223372036854775807", "9223372036854775808", "-9223372036854775809", "123456789012345678901234567890",
        "1e38", "0.000000000000000000000000000000000000001", "4.35", "99999999999999999999999999999999999999999",
    ]

    /// String contents (between the quotes) where readers might disagree: escapes, pairs, lone surrogates, controls.
    private static let strings = [
        #"\u00e9\n\t\"\\\/"#, #"\ud83d\ude00"#, #"\ud800"#, #"\udc00x"#, #"\u0000"#, "caf\u{E9} \u{1F600}", "a\u{7F}b", #"\x"#,
        #"\u12G4"#, "2024-02-30T10:00:00Z", "http://exa mple.com", String(repeating: "long ", count: 40),
    ]

    /// The text with a space or newline after each `,` and `:` outside strings.
    private func spacedOut(_ text: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        var inString = false
        var escaped = false
        for byte in text {
            result.append(byte)
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: ",") || byte == UInt8(ascii: ":") {
                result += byte == UInt8(ascii: ",") ? [0x0A, 0x20, 0x20] : [0x20]
            }
        }
        return result
    }

    /// The text with a number token (the first after a random offset) spelled in six of the edge-case ways.
    private mutating func edgeNumbers(in text: [UInt8]) -> [[UInt8]] {
        let spellings = (0..<6).map { _ in Array(Self.numbers[next(Self.numbers.count)].utf8) }
        guard !text.isEmpty, let token = Self.numberToken(in: text, from: next(text.count)) else {
            return spellings.map { [UInt8(ascii: "[")] + $0 + [UInt8(ascii: "]")] }
        }
        return spellings.map { Array(text[..<token.lowerBound]) + $0 + Array(text[token.upperBound...]) }
    }

    /// The text with the contents of a string (the first after a random offset) replaced in four of the edge-case ways.
    private mutating func edgeStrings(in text: [UInt8]) -> [[UInt8]] {
        let contents = (0..<4).map { _ in Array(Self.strings[next(Self.strings.count)].utf8) }
        guard !text.isEmpty, let quote = text[next(text.count)...].firstIndex(of: UInt8(ascii: "\"")),
            let close = text[(quote + 1)...].firstIndex(of: UInt8(ascii: "\""))
        else { return contents.map { Array("[\"".utf8) + $0 + Array("\"]".utf8) } }
        return contents.map { Array(text[...quote]) + $0 + Array(text[close...]) }
    }

    /// The range of the first run of number bytes at or after `start` (it may lie inside a string: still a test).
    private static func numberToken(in text: [UInt8], from start: Int) -> Range<Int>? {
        guard let first = text[start...].firstIndex(where: { $0 == UInt8(ascii: "-") || (0x30...0x39).contains($0) }) else { return nil }
        let end = text[first...].firstIndex { !"-+.eE0123456789".utf8.contains($0) } ?? text.endIndex
        return first..<end
    }

    /// Values of other types (and edge cases of the same type) to put where `value` is.
    private static func replacements(for value: JSONValue) -> [JSONValue] {
        var values: [JSONValue] = ["text", 7, 2.5, true, nil, [], [:]]
        values.removeAll { $0.typeName == value.typeName }
        switch value {
        case .object(var object):
            object["unexpectedMember"] = 1
            values.append(.object(object))
        case .array(let elements):
            values.append(.array(elements + elements))
        case .string:
            values += ["", "2024-01-01", "not-a-uuid", "a@b.c"]
        case .number:
            values += [-1, 0, 1e300, 0.1, 4_294_967_296]
        default:
            break
        }
        return values
    }

    /// Every pointer in `value`, root first (at most 256).
    private static func pointers(in value: JSONValue) -> [JSONPointer] {
        var found: [JSONPointer] = []
        func visit(_ value: JSONValue, _ pointer: JSONPointer) {
            guard found.count < 256 else { return }
            found.append(pointer)
            switch value {
            case .object(let object): for (key, member) in object { visit(member, pointer.appending(key)) }
            case .array(let elements): for (index, element) in elements.enumerated() { visit(element, pointer.appending(String(index))) }
            default: break
            }
        }
        visit(value, JSONPointer(tokens: []))
        return found
    }

    /// `value` with the part at `pointer` replaced by `replacement`.
    private static func replacing(_ pointer: JSONPointer, in value: JSONValue, with replacement: JSONValue) -> JSONValue {
        guard let token = pointer.tokens.first else { return replacement }
        let rest = JSONPointer(tokens: Array(pointer.tokens.dropFirst()))
        switch value {
        case .object(var object):
            object[token] = object[token].map { replacing(rest, in: $0, with: replacement) }
            return .object(object)
        case .array(var elements):
            guard let index = Int(token), elements.indices.contains(index) else { return value }
            elements[index] = replacing(rest, in: elements[index], with: replacement)
            return .array(elements)
        default:
            return value
        }
    }

    /// `value` without the member at `pointer`, when `pointer` names an object member.
    private static func droppingMember(at pointer: JSONPointer, in value: JSONValue) -> JSONValue? {
        guard let key = pointer.tokens.last, case .object(var parent)? = value[JSONPointer(tokens: Array(pointer.tokens.dropLast()))]
        else { return nil }
        parent[key] = nil
        return replacing(JSONPointer(tokens: Array(pointer.tokens.dropLast())), in: value, with: .object(parent))
    }

    /// A number below `bound`.
    private mutating func next(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }
}
