extension YAMLParser {
    /// Reads a node's content (no properties): a flow collection, a quoted scalar, an alias or a plain scalar.
    /// `blockIndent` is the indentation continuation lines must exceed.
    /// Needs `pos < end`.
    mutating func parseFlowNodeContent(blockIndent: Int, inFlow: Bool, multilinePlain: Bool) throws(YAMLSyntaxError) -> YAMLNode {
        // Safe: its three callers (parseFlowNode, parseBlockContent, parseImplicitKey) check `pos < end` just before.
        switch bytes[pos] {
        case 0x5B, 0x7B: return try parseFlowCollection(blockIndent: blockIndent)
        case 0x22: return try parseDoubleQuoted(blockIndent: blockIndent, inFlow: inFlow)
        case 0x27: return try parseSingleQuoted(blockIndent: blockIndent, inFlow: inFlow)
        case 0x2A: return try parseAlias()
        default: return try parsePlain(blockIndent: blockIndent, inFlow: inFlow, multiline: multilinePlain)
        }
    }

    /// Skips blanks, comments and line breaks inside a flow collection; lines must be indented more than `blockIndent`.
    private mutating func skipFlowSpace(blockIndent: Int) throws(YAMLSyntaxError) {
        if try skipToContent(), pos < end {
            if atDocumentMarker() { throw error("a document marker inside a flow collection; close it first") }
            if lineIndent <= blockIndent && !(tabAfterIndent && lineIndent > blockIndent) {
                throw error("this line of a flow collection must be indented more than the block around it")
            }
        }
    }

    /// Reads a flow sequence `[…]` or flow mapping `{…}`.
    mutating func parseFlowCollection(blockIndent: Int) throws(YAMLSyntaxError) -> YAMLNode {
        let start = pos
        try enterCollection(at: start)
        defer { depth -= 1 }
        let isMapping = bytes[pos] == 0x7B  // Safe: only parseFlowNodeContent calls this, at the '[' or '{' it read.
        let closer: UInt8 = isMapping ? 0x7D : 0x5D
        pos += 1
        var elements: [JSONValue] = []
        var builder = YAMLMappingBuilder(map: isMapping ? sourceMap(at: start) : nil)
        let sequenceMap = isMapping ? nil : sourceMap(at: start)
        var height = 1
        var size = 1
        while true {
            try skipFlowSpace(blockIndent: blockIndent)
            guard pos < end else { throw error("a flow collection is not closed", at: start) }
            if bytes[pos] == closer { break }  // Safe: the `guard pos < end` above.
            let entryStart = pos
            let (key, value) =
                isMapping
                ? try parseFlowEntry(blockIndent: blockIndent, inMapping: true)
                : try within(String(elements.count)) { parser throws(YAMLSyntaxError) in
                    try parser.parseFlowEntry(blockIndent: blockIndent, inMapping: false)
                }
            if isMapping {
                try add(key: key, value: value ?? emptyScalar(at: pos), to: &builder)
            } else if let value {
                var pair = YAMLMappingBuilder(map: sourceMap(at: entryStart))
                try add(key: key, value: value, to: &pair)
                let node = try finishMapping(pair, start: entryStart)
                elements.append(node.value)
                height = max(height, node.height + 1)
                size += node.size
                if let sequenceMap { sequenceMap.elements.append(node.positions ?? YAMLSourceMap(position: position(of: node.offset))) }
            } else {
                elements.append(key.value)
                height = max(height, key.height + 1)
                size += key.size
                if let sequenceMap { sequenceMap.elements.append(key.positions ?? YAMLSourceMap(position: position(of: key.offset))) }
            }
            try skipFlowSpace(blockIndent: blockIndent)
            guard pos < end else { throw error("a flow collection is not closed", at: start) }
            if bytes[pos] == 0x2C {  // Safe: the `guard pos < end` above.
                pos += 1
                continue
            }
            guard bytes[pos] == closer else {  // Safe: the `guard pos < end` above.
                throw error("expected ',' or '\(Self.describe(closer))' in a flow collection, found '\(Self.describe(bytes[pos]))'")
            }
        }
        pos += 1
        if isMapping { return try finishMapping(builder, start: start) }
        return try collection(.array(elements), height: height, size: size, start: start, map: sequenceMap)
    }

    /// Reads one entry: a key and its value (`nil` when the entry has no `:`, so it is a sequence element or a key alone).
    private mutating func parseFlowEntry(blockIndent: Int, inMapping: Bool) throws(YAMLSyntaxError) -> (YAMLNode, YAMLNode?) {
        var explicit = false
        // Safe: parseFlowCollection calls this after `guard pos < end`.
        if bytes[pos] == 0x3F, isBlankOrEnd(at: pos + 1) {
            explicit = true
            pos += 1
            try skipFlowSpace(blockIndent: blockIndent)
        }
        let keyLine = lineStart
        // Safe: without `?`, `pos` has not moved since the caller's `pos < end`; after it, `!explicit` stops the read.
        if !explicit, bytes[pos] == 0x2C || bytes[pos] == 0x5D || bytes[pos] == 0x7D {
            throw error("an empty entry in a flow collection; remove the extra ','")
        }
        let key = try parseFlowNode(blockIndent: blockIndent)
        let keyEnd = pos
        let jsonLike = key.keyText == nil || (pos > 0 && (bytes[pos - 1] == 0x22 || bytes[pos - 1] == 0x27))  // Safe: 0 < pos <= end.
        try skipFlowSpace(blockIndent: blockIndent)
        guard pos < end, bytes[pos] == 0x3A else {
            return (key, explicit ? emptyScalar(at: pos) : nil)
        }
        let adjacentAllowed = jsonLike && keyEnd == pos
        guard isBlankOrEnd(at: pos + 1) || Self.isFlowIndicator(peek(1)) || adjacentAllowed || jsonLike else {
            throw error("unexpected ':' in a flow collection")
        }
        if !explicit && !inMapping && lineStart != keyLine { throw error("an implicit key must be on one line with its ':'") }
        pos += 1
        try skipFlowSpace(blockIndent: blockIndent)
        guard pos < end else { throw error("a flow collection is not closed") }
        // Safe: the `guard pos < end` above.
        if bytes[pos] == 0x2C || bytes[pos] == 0x5D || bytes[pos] == 0x7D { return (key, emptyScalar(at: pos)) }
        return (key, try within(key.keyText ?? "") { parser throws(YAMLSyntaxError) in try parser.parseFlowNode(blockIndent: blockIndent) })
    }

    /// Reads a node inside a flow collection: properties, then content (empty when an indicator follows).
    private mutating func parseFlowNode(blockIndent: Int) throws(YAMLSyntaxError) -> YAMLNode {
        // After an explicit key's `?` only blanks may be left: check the end before reading (issue 38).
        guard pos < end else { throw error("a flow collection is not closed") }
        var properties: YAMLProperties?
        if bytes[pos] == 0x26 || bytes[pos] == 0x21 {  // Safe: the `guard pos < end` above.
            properties = try readProperties(inFlow: true)
            try skipFlowSpace(blockIndent: blockIndent)
            guard pos < end else { throw error("a flow collection is not closed") }
        }
        let byte = bytes[pos]  // Safe: the `guard pos < end` above.
        if byte == 0x2A, properties != nil { throw error("an alias cannot have an anchor or tag") }
        if byte == 0x2C || byte == 0x5D || byte == 0x7D || (byte == 0x3A && (isBlankOrEnd(at: pos + 1) || Self.isFlowIndicator(peek(1)))) {
            return try finish(emptyScalar(at: pos), properties: properties)
        }
        let content = try recordingWhole(if: properties?.anchor != nil) { parser throws(YAMLSyntaxError) in
            try parser.parseFlowNodeContent(blockIndent: blockIndent, inFlow: true, multilinePlain: true)
        }
        return try finish(content, properties: properties)
    }
}
