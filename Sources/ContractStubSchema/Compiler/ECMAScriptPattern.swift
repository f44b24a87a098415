/// Rewrites a JSON Schema `pattern` (ECMA-262 syntax, Unicode semantics) into ICU syntax with the same meaning, for
/// ``SchemaPattern``.
///
/// Where the two differ, the ECMAScript meaning is written out: `\d`, `\w`, `\b` are ASCII (`[0-9]`,
/// `[A-Za-z0-9_]`), `\s` is ECMAScript's white space and line terminators (with U+FEFF), `\v` is U+000B, `$` is the
/// end of the input (ICU's also matches before a final newline), `.` excludes exactly the four line terminators,
/// `\cX` is a control character, named groups `(?<item_id>…)` become numbered groups (ICU names allow neither `_`
/// nor non-ASCII) with `\k<name>` as their number, `[]` matches nothing and `[^]` anything. A class is written again
/// member by member, so ECMAScript's literal `[`, `&` or `-` (as in `[\w-.]`) cannot read as ICU set operators. A
/// `{` or `}` that is not part of a quantifier, and a `]` outside a class, are literal (Annex B). `\p{…}` goes to ICU
/// as written: a property ICU knows works, any other fails to compile.
///
/// ```swift
/// ECMAScriptPattern.icu(#"^(?<id>\d+)$"#)  // "^([0-9]+)\\z"
/// ```
enum ECMAScriptPattern {
    /// The ICU form of `source`; `nil` when a class is never closed (ICU would misread what follows).
    static func icu(_ source: String) -> String? {
        var translator = Translator(Array(source.unicodeScalars))
        return translator.translate()
    }

    /// A member of a class: one character, a set (`\d`, `\p{L}`), or a `-` as written (a range operator when
    /// between two characters).
    private enum ClassMember {
        case character(UInt32)
        case set(String)
        case dash
    }

    private struct Translator {
        static let word = "[A-Za-z0-9_]"
        static let space = #"\t\n\x{0B}\f\r \x{A0}\x{1680}\x{2000}-\x{200A}\x{2028}\x{2029}\x{202F}\x{205F}\x{3000}\x{FEFF}"#

        let scalars: [Unicode.Scalar]
        var index = 0
        var output = ""
        /// Group name → group number, read before translating (a `\k<name>` may come before its group).
        var groupNumbers: [String: Int] = [:]

        init(_ scalars: [Unicode.Scalar]) {
            self.scalars = scalars
        }

        private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
            index + offset < scalars.count ? scalars[index + offset] : nil
        }

        mutating func translate() -> String? {
            numberGroups()
            while let scalar = peek() {
                index += 1
                switch scalar {
                case "\\": escape()
                case "[": guard classExpression() else { return nil }
                case ".": output += #"[^\n\r\x{2028}\x{2029}]"#
                case "$": output += #"\z"#
                case "(":
                    output += "("
                    if peek() == "?", peek(1) == "<", let next = peek(2), next != "=", next != "!",
                        let close = scalars[index...].firstIndex(of: ">")
                    {
                        index = close + 1
                    }
                case "{":
                    if let end = quantifierEnd() {
                        output += "{" + String(String.UnicodeScalarView(scalars[index..<end]))
                        index = end
                    } else {
                        output += #"\{"#
                    }
                case "}": output += #"\}"#
                case "]": output += #"\]"#
                default: output.unicodeScalars.append(scalar)
                }
            }
            return output
        }

        /// Numbers the capturing groups, plain and named, as ECMAScript does (by their opening parenthesis).
        private mutating func numberGroups() {
            var position = 0
            var count = 0
            var inClass = false
            while position < scalars.count {
                let scalar = scalars[position]
                if scalar == "\\" {
                    position += 2
                    continue
                }
                if inClass {
                    if scalar == "]" { inClass = false }
                } else if scalar == "[" {
                    inClass = true
                    if position + 1 < scalars.count, scalars[position + 1] == "]" { position += 1 }
                    if position + 2 < scalars.count, scalars[position + 1] == "^", scalars[position + 2] == "]" { position += 2 }
                } else if scalar == "(" {
                    let rest = scalars[(position + 1)...]
                    if rest.first != "?" {
                        count += 1
                    } else if rest.dropFirst().first == "<", let next = rest.dropFirst(2).first, next != "=", next != "!",
                        let close = rest.firstIndex(of: ">")
                    {
                        count += 1
                        groupNumbers[String(String.UnicodeScalarView(scalars[(position + 3)..<close]))] = count
                    }
                }
                position += 1
            }
        }

        /// The index just past `{n}`, `{n,}` or `{n,m}` starting at `index` (after the `{`), or `nil`.
        private func quantifierEnd() -> Int? {
            var position = index
            var digits = 0
            while position < scalars.count, ("0"..."9").contains(scalars[position]) {
                position += 1
                digits += 1
            }
            guard digits > 0, position < scalars.count else { return nil }
            if scalars[position] == "," {
                position += 1
                while position < scalars.count, ("0"..."9").contains(scalars[position]) { position += 1 }
            }
            guard position < scalars.count, scalars[position] == "}" else { return nil }
            return position + 1
        }

        /// An escape outside a class (the `\` read).
        private mutating func escape() {
            guard let scalar = peek() else {
                output += "\\"
                return
            }
            index += 1
            switch scalar {
            case "d": output += "[0-9]"
            case "D": output += "[^0-9]"
            case "w": output += Self.word
            case "W": output += "[^A-Za-z0-9_]"
            case "s": output += "[" + Self.space + "]"
            case "S": output += "[^" + Self.space + "]"
            case "b": output += "(?:(?<=\(Self.word))(?!\(Self.word))|(?<!\(Self.word))(?=\(Self.word)))"
            case "B": output += "(?:(?<=\(Self.word))(?=\(Self.word))|(?<!\(Self.word))(?!\(Self.word)))"
            case "1"..."9":
                output += "\\"
                output.unicodeScalars.append(scalar)
                while let digit = peek(), ("0"..."9").contains(digit) {
                    output.unicodeScalars.append(digit)
                    index += 1
                }
                output += "(?:)"
            case "k" where peek() == "<":
                if let close = scalars[index...].firstIndex(of: ">"),
                    let number = groupNumbers[String(String.UnicodeScalarView(scalars[(index + 1)..<close]))]
                {
                    output += "\\\(number)(?:)"
                    index = close + 1
                } else {
                    output += "k"
                }
            case "p", "P":
                output += "\\"
                output.unicodeScalars.append(scalar)
                if peek() == "{", let close = scalars[index...].firstIndex(of: "}") {
                    output += String(String.UnicodeScalarView(scalars[index...close]))
                    index = close + 1
                }
            default:
                if let character = character(escaped: scalar) {
                    output += Self.literal(character)
                } else {
                    // A character ICU reads as syntax stays escaped.
                    output += "\\"
                    output.unicodeScalars.append(scalar)
                }
            }
        }

        /// The character an escape other than a class or assertion stands for (`index` after the escaped scalar);
        /// `nil` for a punctuation escape, which both syntaxes read as the character itself.
        private mutating func character(escaped scalar: Unicode.Scalar) -> UInt32? {
            switch scalar {
            case "t": return 0x09
            case "n": return 0x0A
            case "v": return 0x0B
            case "f": return 0x0C
            case "r": return 0x0D
            case "0" where !(peek().map { ("0"..."9").contains($0) } ?? false): return 0
            case "c":
                guard let letter = peek(), ("a"..."z").contains(letter) || ("A"..."Z").contains(letter) else {
                    index -= 1  // Annex B: a `\c` without a letter is a backslash, and the `c` is read again.
                    return 0x5C
                }
                index += 1
                return letter.value % 32
            case "x":
                if let value = hex(count: 2) { return value }
                return scalar.value
            case "u":
                if peek() == "{", let close = scalars[index...].firstIndex(of: "}"),
                    let value = UInt32(String(String.UnicodeScalarView(scalars[(index + 1)..<close])), radix: 16)
                {
                    index = close + 1
                    return value
                }
                if let value = hex(count: 4) { return value }
                return scalar.value
            default:
                // Letters and digits ICU gives other meanings (`\a`, `\e`, `\Q`, `\z`…) are the letter itself.
                let isAlphanumeric = scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                return isAlphanumeric ? scalar.value : nil
            }
        }

        private mutating func hex(count: Int) -> UInt32? {
            guard index + count <= scalars.count,
                let value = UInt32(String(String.UnicodeScalarView(scalars[index..<(index + count)])), radix: 16)
            else { return nil }
            index += count
            return value
        }

        private static func literal(_ value: UInt32) -> String {
            "\\x{" + String(value, radix: 16) + "}"
        }

        /// A class (the `[` read), written again member by member; `false` when it is never closed.
        private mutating func classExpression() -> Bool {
            let negated = peek() == "^"
            if negated { index += 1 }
            var members: [ClassMember] = []
            while true {
                guard let scalar = peek() else { return false }
                index += 1
                if scalar == "]" { break }
                if scalar == "-" {
                    members.append(.dash)
                } else if scalar == "\\", let escaped = peek() {
                    index += 1
                    members.append(classEscape(escaped))
                } else {
                    members.append(.character(scalar.value))
                }
            }
            if members.isEmpty {
                output += negated ? #"[\x{0}-\x{10FFFF}]"# : "(?:(?!))"
                return true
            }
            output += negated ? "[^" : "["
            var position = 0
            while position < members.count {
                switch members[position] {
                case .character(let low):
                    if position + 2 < members.count, case .dash = members[position + 1],
                        case .character(let high) = members[position + 2]
                    {
                        output += Self.literal(low) + "-" + Self.literal(high)
                        position += 2
                    } else {
                        output += Self.literal(low)
                    }
                case .set(let set): output += set
                case .dash: output += #"\-"#
                }
                position += 1
            }
            output += "]"
            return true
        }

        /// A member written as an escape inside a class (`index` after the escaped scalar).
        private mutating func classEscape(_ scalar: Unicode.Scalar) -> ClassMember {
            switch scalar {
            case "d": return .set("[0-9]")
            case "D": return .set("[^0-9]")
            case "w": return .set(Self.word)
            case "W": return .set("[^A-Za-z0-9_]")
            case "s": return .set("[" + Self.space + "]")
            case "S": return .set("[^" + Self.space + "]")
            case "b": return .character(0x08)
            case "p", "P":
                guard peek() == "{", let close = scalars[index...].firstIndex(of: "}") else { return .character(scalar.value) }
                let name = String(String.UnicodeScalarView(scalars[index...close]))
                index = close + 1
                return .set("\\" + String(scalar) + name)
            default: return .character(character(escaped: scalar) ?? scalar.value)
            }
        }
    }
}
