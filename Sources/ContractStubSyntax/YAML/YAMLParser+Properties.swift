import Foundation

extension YAMLParser {
    /// Reads an anchor and a tag in either order (at least one is present), leaving `pos` after them.
    mutating func readProperties(inFlow: Bool) throws(YAMLSyntaxError) -> YAMLProperties {
        var properties = YAMLProperties()
        while pos < end, bytes[pos] == 0x26 || bytes[pos] == 0x21 {
            // Safe: pos < end, the loop's condition.
            if bytes[pos] == 0x26 {
                if properties.anchor != nil { throw error("a node can have only one anchor") }
                properties.anchor = try readName(kind: "anchor")
            } else {
                if properties.tag != nil { throw error("a node can have only one tag") }
                properties.tagOffset = pos
                properties.tag = try readTag()
            }
            let before = pos
            skipBlanks()
            if pos == before, pos < end, !Self.isBreak(bytes[pos]), !(inFlow && Self.isFlowIndicator(bytes[pos])) {
                throw error("expected a space after an anchor or tag")
            }
        }
        return properties
    }

    /// Reads an anchor or alias name after its `&` or `*`.
    mutating func readName(kind: String) throws(YAMLSyntaxError) -> String {
        pos += 1
        let start = pos
        while pos < end {
            // Safe: pos < end, the loop's condition.
            let byte = bytes[pos]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || Self.isFlowIndicator(byte) { break }
            pos += 1
        }
        guard pos > start else { throw error("an \(kind) needs a name") }
        return text(start, pos)
    }

    /// Reads a tag after `!` and resolves its handle.
    private mutating func readTag() throws(YAMLSyntaxError) -> String {
        let start = pos
        pos += 1
        if pos < end, bytes[pos] == 0x3C {
            let uriStart = pos + 1
            while pos < end, bytes[pos] != 0x3E, !isBlankOrEnd(at: pos) { pos += 1 }
            guard pos < end, bytes[pos] == 0x3E, pos > uriStart else { throw error("a verbatim tag !<…> is not closed", at: start) }
            pos += 1
            return text(uriStart, pos - 1)
        }
        var handleEnd = start + 1
        while pos < end {
            // Safe: pos < end, the loop's condition.
            let byte = bytes[pos]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || Self.isFlowIndicator(byte) { break }
            if byte == 0x21 {
                guard handleEnd == start + 1 else { throw error("a tag has one handle", at: start) }
                handleEnd = pos + 1
            }
            pos += 1
        }
        let handle = text(start, handleEnd)
        let suffix = percentDecoded(text(handleEnd, pos))
        if handle == "!" && suffix.isEmpty { return YAMLTag.nonSpecific }
        if let prefix = tagHandles[handle] { return prefix + suffix }
        switch handle {
        case "!": return "!" + suffix
        case "!!": return YAMLTag.prefix + suffix
        default: throw error("the tag handle \(handle) is not declared by a %TAG directive", code: .specYamlTag, at: start)
        }
    }

    /// `text` with `%xx` escapes decoded (left as is when malformed).
    private func percentDecoded(_ text: String) -> String {
        guard text.contains("%") else { return text }
        return text.removingPercentEncoding ?? text
    }

    /// Reads an alias (`*name`): the node its anchor named, counted against the expansion limit.
    mutating func parseAlias() throws(YAMLSyntaxError) -> YAMLNode {
        let start = pos
        let name = try readName(kind: "alias")
        guard var node = anchors[name] else {
            throw error("the alias *\(name) names no anchor defined before it", code: .specYamlAlias, at: start)
        }
        aliasExpansion += node.size
        if aliasExpansion > options.maximumAliasExpansion {
            throw error(
                "aliases expand to more than \(options.maximumAliasExpansion) nodes (an alias bomb?)", code: .specYamlLimit,
                at: start)
        }
        node.offset = start
        node.isMergeKey = false
        if node.positions == nil { node.positions = sourceMap(at: start) }
        return node
    }

    /// An empty node: null.
    func emptyScalar(at offset: Int) -> YAMLNode {
        YAMLNode(scalar: .null, text: "", offset: offset, positions: sourceMap(at: offset))
    }

    /// Reads an anchored node's content with every position below it recorded (when positions are wanted at all), so
    /// that aliases and merges elsewhere find them.
    mutating func recordingWhole<T>(
        if anchored: Bool, _ body: (inout YAMLParser) throws(YAMLSyntaxError) -> T
    ) throws(YAMLSyntaxError) -> T {
        guard anchored, skims else { return try body(&self) }
        let saved = wanted
        wanted = .everything
        defer { wanted = saved }
        return try body(&self)
    }

    /// `node` with its tag applied and its anchor recorded.
    mutating func finish(_ node: YAMLNode, properties: YAMLProperties?) throws(YAMLSyntaxError) -> YAMLNode {
        guard let properties else { return node }
        var node = node
        if let tag = properties.tag { node = try applying(tag, to: node, at: properties.tagOffset) }
        if let anchor = properties.anchor { anchors[anchor] = node }
        return node
    }

    /// `node` converted as `tag` says.
    private func applying(_ tag: String, to node: YAMLNode, at offset: Int) throws(YAMLSyntaxError) -> YAMLNode {
        var node = node
        node.isMergeKey = false
        node.isPlain = false
        guard let text = node.keyText else {
            switch (tag, node.value) {
            case (YAMLTag.map, .object), (YAMLTag.seq, .array), (YAMLTag.nonSpecific, _): return node
            case (YAMLTag.map, _), (YAMLTag.seq, _), (YAMLTag.str, _), (YAMLTag.int, _), (YAMLTag.float, _),
                (YAMLTag.bool, _), (YAMLTag.null, _):
                throw error("the tag \(Self.shortName(tag)) does not fit a \(node.value.typeName)", code: .specYamlTag, at: offset)
            default: return try unknown(tag, node: node, at: offset)
            }
        }
        switch tag {
        case YAMLTag.str, YAMLTag.nonSpecific:
            node.value = .string(text)
        case YAMLTag.int, YAMLTag.float, YAMLTag.bool, YAMLTag.null:
            let resolved = YAMLCoreSchema.resolve(text)
            let fits: Bool
            switch (tag, resolved) {
            case (YAMLTag.int, .number(let number)): fits = number.isInteger
            case (YAMLTag.float, .number): fits = true
            case (YAMLTag.bool, .bool), (YAMLTag.null, .null): fits = true
            default: fits = false
            }
            guard fits else {
                throw error("'\(text)' is not a valid \(Self.shortName(tag))", code: .specYamlTag, at: offset)
            }
            node.value = resolved
        case YAMLTag.map, YAMLTag.seq:
            if text.isEmpty, node.value.isNull {
                node.value = tag == YAMLTag.map ? .object(JSONObject()) : .array([])
                node.keyText = nil
                return node
            }
            throw error("the tag \(Self.shortName(tag)) does not fit a scalar", code: .specYamlTag, at: offset)
        default:
            node = try unknown(tag, node: node, at: offset)
            node.value = .string(text)
        }
        return node
    }

    /// Refuses a tag outside the core schema, or lets it through when the options say so.
    private func unknown(_ tag: String, node: YAMLNode, at offset: Int) throws(YAMLSyntaxError) -> YAMLNode {
        if options.refusesUnknownTags {
            throw error(
                "the tag \(Self.shortName(tag)) is not one of the core schema's (!!str, !!int, !!float, !!bool, !!null, !!map, !!seq)",
                code: .specYamlTag, at: offset)
        }
        return node
    }

    /// `!!str` for `tag:yaml.org,2002:str`; other tags as they are.
    static func shortName(_ tag: String) -> String {
        tag.hasPrefix(YAMLTag.prefix) ? "!!" + tag.dropFirst(YAMLTag.prefix.count) : tag
    }
}
