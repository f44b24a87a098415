/// Where a block node stands, which decides what may start on the indicator's line.
enum YAMLBlockContext {
    /// The top node of a document.
    case document
    /// After `- `: a compact sequence or mapping may start on the same line.
    case sequenceEntry
    /// After `key:`: a sequence may sit at the key's own indentation on the next lines.
    case mappingValue
    /// After `? ` or an explicit `: `: a compact collection may start on the same line.
    case explicitEntry
}

extension YAMLParser {
    /// Reads the block node that follows an indicator (or starts a document); an absent node is an empty scalar.
    mutating func parseBlockNode(
        parentIndent indent: Int, context: YAMLBlockContext, onIndicatorLine: Bool
    ) throws(YAMLSyntaxError) -> YAMLNode {
        let entry = pos
        let crossed = try skipToContent()
        var sameLine = onIndicatorLine && !crossed
        if pos >= end || atDocumentMarker() || (!sameLine && !isIndented(more: indent, context: context)) {
            return emptyScalar(at: pos)
        }
        // Properties on a line of their own belong to the node; on the content's line, to an implicit key if there is one.
        var nodeProperties: YAMLProperties?
        var lineProperties: YAMLProperties?
        var start = pos
        if bytes[pos] == 0x26 || bytes[pos] == 0x21 {  // Safe: `pos >= end` returned above.
            let properties = try readProperties(inFlow: false)
            if try skipToContent() {
                if pos >= end || atDocumentMarker() || !isIndented(more: indent, context: context) {
                    return try finish(emptyScalar(at: pos), properties: properties)
                }
                nodeProperties = properties
                sameLine = false
                start = pos
                if bytes[pos] == 0x26 || bytes[pos] == 0x21 {  // Safe: `pos >= end` returned just above.
                    let more = try readProperties(inFlow: false)
                    if try skipToContent() {
                        // Anchor and tag on lines of their own, one after the other.
                        guard properties.anchor == nil || more.anchor == nil, properties.tag == nil || more.tag == nil else {
                            throw error("a node can have only one anchor and one tag", at: start)
                        }
                        nodeProperties = YAMLProperties(
                            anchor: properties.anchor ?? more.anchor, tag: properties.tag ?? more.tag,
                            tagOffset: properties.tag == nil ? more.tagOffset : properties.tagOffset)
                        if pos >= end || atDocumentMarker() || !isIndented(more: indent, context: context) {
                            return try finish(emptyScalar(at: pos), properties: nodeProperties)
                        }
                        start = pos
                    } else {
                        lineProperties = more
                    }
                }
            } else if pos >= end {
                return try finish(emptyScalar(at: pos), properties: properties)
            } else {
                lineProperties = properties
            }
        }
        return try recordingWhole(if: nodeProperties?.anchor != nil || lineProperties?.anchor != nil) { parser throws(YAMLSyntaxError) in
            try parser.parseBlockContent(
                parentIndent: indent, context: context, sameLine: sameLine, entry: entry, start: start,
                nodeProperties: nodeProperties, lineProperties: lineProperties)
        }
    }

    /// The rest of ``parseBlockNode(parentIndent:context:onIndicatorLine:)``: the content after the properties.
    private mutating func parseBlockContent(
        parentIndent indent: Int, context: YAMLBlockContext, sameLine: Bool, entry: Int, start: Int,
        nodeProperties: YAMLProperties?, lineProperties: YAMLProperties?
    ) throws(YAMLSyntaxError) -> YAMLNode {
        guard pos < end else {
            // Properties (on their own line and then at the very end) of an empty node.
            return try finish(finish(emptyScalar(at: pos), properties: lineProperties), properties: nodeProperties)
        }
        let compactAllowed = context == .sequenceEntry || context == .explicitEntry
        let separatedByTab = sameLine && UnsafeBufferPointer(rebasing: bytes[entry..<start]).contains(0x09)  // Safe: entry <= start <= pos.
        let byte = bytes[pos]  // Safe: the `guard pos < end` above.
        if (byte == 0x2D || byte == 0x3F) && isBlankOrEnd(at: pos + 1) {
            if lineProperties != nil {
                throw error("a block collection cannot start on the line of its anchor or tag")
            }
            if sameLine && !compactAllowed {
                throw error(
                    byte == 0x2D
                        ? "a block sequence cannot start on the line of its key; put '- ' on the next line"
                        : "'?' cannot start a mapping on this line")
            }
            if (!sameLine && tabAfterIndent) || separatedByTab { throw tabError(at: start) }
            let node =
                byte == 0x2D
                ? try parseBlockSequence(indent: column) : try parseBlockMapping(indent: column, firstKey: nil, start: start)
            return try finish(node, properties: nodeProperties)
        }
        if byte == 0x2A, lineProperties != nil { throw error("an alias cannot have an anchor or tag") }
        if byte == 0x7C || byte == 0x3E {
            return try finish(finish(parseBlockScalar(parentIndent: indent), properties: lineProperties), properties: nodeProperties)
        }
        let keyLine = lineStart
        var node = try parseFlowNodeContent(blockIndent: indent, inFlow: false, multilinePlain: true)
        if lineStart == keyLine {
            skipBlanks()
            if pos < end, bytes[pos] == 0x3A, isBlankOrEnd(at: pos + 1) {
                if sameLine && !compactAllowed {
                    throw error("a mapping cannot start on this line; put its keys on the following lines, indented", at: start)
                }
                if (!sameLine && tabAfterIndent) || separatedByTab { throw tabError(at: start) }
                node = try finish(node, properties: lineProperties)
                return try finish(parseBlockMapping(indent: start - lineStart, firstKey: node, start: start), properties: nodeProperties)
            }
            try expectLineEnd("after a value")
        }
        guard let nodeProperties, let lineProperties else { return try finish(node, properties: lineProperties ?? nodeProperties) }
        guard nodeProperties.anchor == nil || lineProperties.anchor == nil, nodeProperties.tag == nil || lineProperties.tag == nil
        else { throw error("a node can have only one anchor and one tag", at: start) }
        let tagged = nodeProperties.tag == nil ? lineProperties : nodeProperties
        return try finish(
            node,
            properties: YAMLProperties(
                anchor: nodeProperties.anchor ?? lineProperties.anchor, tag: tagged.tag, tagOffset: tagged.tagOffset))
    }

    /// Whether content on a new line (``lineIndent``) belongs to a node whose parent is indented `indent`.
    private func isIndented(more indent: Int, context: YAMLBlockContext) -> Bool {
        if lineIndent > indent { return true }
        // Safe: both callers return for `pos >= end` before asking.
        return context == .mappingValue && lineIndent == indent && !tabAfterIndent && bytes[pos] == 0x2D
            && isBlankOrEnd(at: pos + 1)
    }

    /// The error for a tab that indents a line.
    func tabError(at offset: Int? = nil) -> YAMLSyntaxError {
        error("a tab indents this line; YAML indentation must be spaces", code: .specYamlTab, at: offset ?? lineStart + lineIndent)
    }

    /// After an entry of a block collection indented `indent`: moves to the next content and says whether it is another
    /// entry of that collection (at `indent`), throwing for content indented more.
    private mutating func continuesBlock(indent: Int) throws(YAMLSyntaxError) -> Bool {
        let crossed = try skipToContent()
        if pos >= end || atDocumentMarker() { return false }
        guard crossed else { throw error("unexpected '\(Self.describe(bytes[pos]))' after a value") }  // Safe: `pos >= end` returned.
        if lineIndent < indent { return false }
        if tabAfterIndent { throw tabError() }
        if lineIndent > indent { throw error("this line is indented more than the entries before it") }
        return true
    }

    /// Reads a block sequence whose `-` entries sit at column `indent`.
    mutating func parseBlockSequence(indent: Int) throws(YAMLSyntaxError) -> YAMLNode {
        let start = pos
        try enterCollection(at: start)
        defer { depth -= 1 }
        var elements: [JSONValue] = []
        var index = 0
        var height = 1
        var size = 1
        let map = sourceMap(at: start)
        repeat {
            // Safe: the caller read '-' at `pos` first; then continuesBlock returned true only for `pos < end`.
            guard bytes[pos] == 0x2D, isBlankOrEnd(at: pos + 1) else { break }
            pos += 1
            let element = try within(String(index)) { parser throws(YAMLSyntaxError) in
                try parser.parseBlockNode(parentIndent: indent, context: .sequenceEntry, onIndicatorLine: true)
            }
            index += 1
            if !skims { elements.append(element.value) }
            height = max(height, element.height + 1)
            size += element.size
            if let map { map.elements.append(element.positions ?? YAMLSourceMap(position: position(of: element.offset))) }
        } while try continuesBlock(indent: indent)
        return try collection(.array(elements), height: height, size: size, start: start, map: map)
    }

    /// Reads a block mapping whose keys sit at column `indent`; `firstKey` is a key already read (`pos` at its `:`).
    mutating func parseBlockMapping(indent: Int, firstKey: YAMLNode?, start: Int) throws(YAMLSyntaxError) -> YAMLNode {
        try enterCollection(at: start)
        defer { depth -= 1 }
        var builder = YAMLMappingBuilder(map: sourceMap(at: start))
        var pendingKey = firstKey
        while true {
            let key: YAMLNode
            var value: YAMLNode
            if let known = pendingKey {
                key = known
                pendingKey = nil
                pos += 1
                value = try within(key.keyText ?? "") { parser throws(YAMLSyntaxError) in
                    try parser.parseBlockNode(parentIndent: indent, context: .mappingValue, onIndicatorLine: true)
                }
            } else if bytes[pos] == 0x3F, isBlankOrEnd(at: pos + 1) {  // Safe: read by the caller or after continuesBlock's `pos < end`.
                pos += 1
                key = try parseBlockNode(parentIndent: indent, context: .explicitEntry, onIndicatorLine: true)
                let crossed = try skipToContent()
                if pos < end, !atDocumentMarker(), !crossed || lineIndent == indent, bytes[pos] == 0x3A,
                    isBlankOrEnd(at: pos + 1)
                {
                    if crossed && tabAfterIndent { throw tabError() }
                    pos += 1
                    value = try within(key.keyText ?? "") { parser throws(YAMLSyntaxError) in
                        try parser.parseBlockNode(parentIndent: indent, context: .explicitEntry, onIndicatorLine: true)
                    }
                } else {
                    value = emptyScalar(at: pos)
                    try add(key: key, value: value, to: &builder)
                    if pos >= end || atDocumentMarker() || !crossed || lineIndent < indent { break }
                    if tabAfterIndent { throw tabError() }
                    if lineIndent > indent { throw error("this line is indented more than the keys before it") }
                    continue
                }
            } else {
                key = try parseImplicitKey()
                pos += 1
                value = try within(key.keyText ?? "") { parser throws(YAMLSyntaxError) in
                    try parser.parseBlockNode(parentIndent: indent, context: .mappingValue, onIndicatorLine: true)
                }
            }
            try add(key: key, value: value, to: &builder)
            guard try continuesBlock(indent: indent) else { break }
            if bytes[pos] == 0x2D, isBlankOrEnd(at: pos + 1) {  // Safe: continuesBlock returned true only for `pos < end`.
                throw error("a sequence entry where a key of the mapping was expected")
            }
        }
        return try finishMapping(builder, start: start)
    }

    /// Reads a block mapping's implicit key (one line: properties, then a scalar, alias or flow collection) up to its `:`.
    private mutating func parseImplicitKey() throws(YAMLSyntaxError) -> YAMLNode {
        let line = lineStart
        var properties: YAMLProperties?
        if bytes[pos] == 0x26 || bytes[pos] == 0x21 {  // Safe: called by parseBlockMapping at a `pos < end` it or continuesBlock checked.
            properties = try readProperties(inFlow: false)
            skipBlanks()
            if pos < end, bytes[pos] == 0x2A { throw error("an alias cannot have an anchor or tag") }
        }
        var key: YAMLNode
        if pos < end, bytes[pos] == 0x3A, isBlankOrEnd(at: pos + 1) {
            key = emptyScalar(at: pos)
        } else if pos >= end || Self.isBreak(bytes[pos]) || bytes[pos] == 0x23 {
            throw error("a key needs ':' after it on the same line")
        } else {
            key = try parseFlowNodeContent(blockIndent: -1, inFlow: false, multilinePlain: false)
        }
        key = try finish(key, properties: properties)
        skipBlanks()
        guard lineStart == line, pos < end, bytes[pos] == 0x3A, isBlankOrEnd(at: pos + 1) else {
            throw error(lineStart == line ? "expected ':' after the key" : "a key must fit on one line")
        }
        return key
    }

    /// Opens a collection, refusing nesting past the limit.
    mutating func enterCollection(at offset: Int) throws(YAMLSyntaxError) {
        depth += 1
        if depth > options.maximumDepth {
            throw error("the YAML nests deeper than \(options.maximumDepth) levels", code: .specYamlLimit, at: offset)
        }
    }

    /// A finished collection node, checking the nesting that aliases may have added.
    func collection(_ value: JSONValue, height: Int, size: Int, start: Int, map: YAMLSourceMap?) throws(YAMLSyntaxError) -> YAMLNode {
        if height > options.maximumDepth {
            throw error("the YAML nests deeper than \(options.maximumDepth) levels", code: .specYamlLimit, at: start)
        }
        return YAMLNode(collection: value, height: height, size: size, offset: start, positions: map)
    }
}
