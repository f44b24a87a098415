extension ParameterDescriptor {
    /// Decodes a path parameter from its raw (percent-encoded) capture: `simple`, `label` or `matrix`.
    /// - Returns: `nil` when a `label` or `matrix` value lacks its prefix (or a `matrix` value names another
    ///   parameter), i.e. the parameter is malformed.
    func decodePath(_ raw: String) -> JSONValue? {
        switch style {
        case .label:
            guard raw.utf8.first == UInt8(ascii: ".") else { return nil }
            let body = Substring(raw.utf8.dropFirst())
            if case .primitive(let type) = shape { return type.coerce(percentDecode(body)) }
            let separator = explode || !body.utf8.contains(UInt8(ascii: ",")) ? UInt8(ascii: ".") : UInt8(ascii: ",")
            let pieces = split(body, by: separator)
            return decodeDelimited(pieces, keyValueSeparator: explode ? UInt8(ascii: "=") : nil, decode: percentDecode)
        case .matrix:
            return decodeMatrix(raw)
        default:
            if case .primitive(let type) = shape { return type.coerce(percentDecode(raw[...])) }
            let pieces = split(raw[...], by: UInt8(ascii: ","))
            return decodeDelimited(pieces, keyValueSeparator: explode ? UInt8(ascii: "=") : nil, decode: percentDecode)
        }
    }

    /// Decodes a header value (`simple`; no percent-decoding).
    func decodeHeader(_ value: String) -> JSONValue {
        let trimmed = value.trimmingSpaces()
        if case .primitive(let type) = shape { return type.coerce(String(trimmed)) }
        return decodeDelimited(split(trimmed, by: UInt8(ascii: ",")), keyValueSeparator: explode ? UInt8(ascii: "=") : nil) {
            String($0.trimmingSpaces())
        }
    }

    /// Decodes a query parameter: `form`, `spaceDelimited`, `pipeDelimited` or `deepObject`.
    /// - Parameters:
    ///   - query: the parsed query string.
    ///   - otherNames: the operation's other query parameter names; an exploded `form` object without declared
    ///     properties takes every other name.
    /// - Returns: `nil` when the parameter is absent.
    func decodeQuery(_ query: NameValueList, otherNames: Set<String> = []) -> JSONValue? {
        decodeForm(query, otherNames: otherNames)
    }

    /// Decodes a cookie parameter (`form`) from the parsed `Cookie` header; `nil` when absent.
    func decodeCookie(_ cookies: NameValueList) -> JSONValue? {
        decodeForm(cookies, otherNames: [])
    }

    private func decodeForm(_ list: NameValueList, otherNames: Set<String>) -> JSONValue? {
        let decode: (Substring) -> String = { list.decode(String($0)) }
        switch (style, shape) {
        case (.deepObject, .object(let properties, let additional)):
            let prefix = name + "["
            var object = JSONObject()
            // The name is cut at bytes: a combining mark after `[` must not hide the bracket.
            for entry in list.entries where entry.name.utf8.starts(with: prefix.utf8) && entry.name.utf8.last == UInt8(ascii: "]") {
                let key = String(Substring(entry.name.utf8.dropFirst(prefix.utf8.count).dropLast()))
                guard object[key] == nil else { continue }
                object[key] = (properties[key] ?? additional).coerce(list.decode(entry.rawValue ?? ""))
            }
            return object.isEmpty ? nil : .object(object)
        case (_, .object(let properties, let additional)) where explode && style == .form:
            let names = properties.isEmpty ? Set(list.names).subtracting(otherNames) : Set(properties.keys)
            var object = JSONObject()
            for entry in list.entries where names.contains(entry.name) && object[entry.name] == nil {
                object[entry.name] = (properties[entry.name] ?? additional).coerce(list.decode(entry.rawValue ?? ""))
            }
            return object.isEmpty ? nil : .object(object)
        case (_, .array(let item)) where explode:
            let raws = list.rawValues(named: name)
            return raws.isEmpty ? nil : .array(raws.map { item.coerce(list.decode($0)) })
        default:
            guard let raw = list.firstRawValue(named: name) else { return nil }
            switch style {
            case .spaceDelimited:
                return decodeDelimited(split(list.decode(raw)[...], by: UInt8(ascii: " ")), keyValueSeparator: nil) {
                    String($0)
                }
            case .pipeDelimited:
                return decodeDelimited(split(list.decode(raw)[...], by: UInt8(ascii: "|")), keyValueSeparator: nil) {
                    String($0)
                }
            default:
                if case .primitive(let type) = shape { return type.coerce(decode(raw[...])) }
                return decodeDelimited(split(raw[...], by: UInt8(ascii: ",")), keyValueSeparator: nil, decode: decode)
            }
        }
    }

    /// `;color`, `;color=blue,black` (explode false) or `;color=blue;color=black` / `;R=100;G=200` (explode true).
    private func decodeMatrix(_ raw: String) -> JSONValue? {
        guard raw.utf8.first == UInt8(ascii: ";") else { return nil }
        let pairs = split(Substring(raw.utf8.dropFirst()), by: UInt8(ascii: ";")).map { pair in
            let (key, value) = Self.cut(pair, at: UInt8(ascii: "="))
            return (name: percentDecode(key), value: value)
        }
        if explode, case .object(let properties, let additional) = shape {
            var object = JSONObject()
            for pair in pairs where object[pair.name] == nil {
                object[pair.name] = (properties[pair.name] ?? additional).coerce(percentDecode(pair.value))
            }
            return .object(object)
        }
        guard pairs.allSatisfy({ $0.name == name }) else { return nil }
        if explode, case .array(let item) = shape {
            return .array(pairs.map { item.coerce(percentDecode($0.value)) })
        }
        return decodeDelimited(split(pairs.first?.value ?? "", by: UInt8(ascii: ",")), keyValueSeparator: nil, decode: percentDecode)
    }

    /// Turns the pieces of a delimited value into the shape: one scalar (pieces rejoined), an array, or an object
    /// from `key=value` pieces (`keyValueSeparator`) or alternating keys and values.
    private func decodeDelimited(
        _ pieces: [Substring], keyValueSeparator: UInt8?, decode: (Substring) -> String
    ) -> JSONValue {
        switch shape {
        case .primitive(let type):
            // Only `simple`/`form` values reach here split; they were split on ",", so rejoin on it.
            return type.coerce(decode(pieces.joined(separator: ",")[...]))
        case .array(let item):
            if pieces == [""] { return .array([]) }
            return .array(pieces.map { item.coerce(decode($0)) })
        case .object(let properties, let additional):
            var object = JSONObject()
            func add(_ key: Substring, _ value: Substring) {
                let key = decode(key)
                if object[key] == nil { object[key] = (properties[key] ?? additional).coerce(decode(value)) }
            }
            if let separator = keyValueSeparator {
                for piece in pieces where !piece.isEmpty {
                    let (key, value) = Self.cut(piece, at: separator)
                    add(key, value)
                }
            } else {
                var index = 0
                while index + 1 < pieces.count {
                    add(pieces[index], pieces[index + 1])
                    index += 2
                }
            }
            return .object(object)
        }
    }

    /// The pieces of `text` between the bytes `separator` (an ASCII delimiter), empty pieces kept. Delimiters are
    /// bytes, not characters: a combining mark after a `,` does not hide it, as a server splitting the bytes sees.
    private func split(_ text: Substring, by separator: UInt8) -> [Substring] {
        text.utf8.split(separator: separator, omittingEmptySubsequences: false).map(Substring.init)
    }

    /// `piece` before and after its first byte `separator` (an ASCII delimiter); all of it and `""` without one.
    private static func cut(_ piece: Substring, at separator: UInt8) -> (Substring, Substring) {
        guard let at = piece.utf8.firstIndex(of: separator) else { return (piece, "") }
        return (piece[..<at], Substring(piece.utf8[piece.utf8.index(after: at)...]))
    }

    private func percentDecode(_ text: Substring) -> String {
        PercentDecoding.decode(text) ?? String(text)
    }
}
