extension YAMLParser {
    /// Reads every document of the stream (none for a stream of comments only).
    mutating func documents() throws(YAMLSyntaxError) -> [YAMLNode] {
        var documents: [YAMLNode] = []
        var directivesAllowed = true
        while true {
            _ = try skipToContent()
            guard pos < end else { break }
            anchors = [:]
            tagHandles = [:]
            var sawDirective = false
            if bytes[pos] == 0x25, pos == lineStart {  // Safe: the `guard pos < end` above.
                guard directivesAllowed else {
                    throw error("a directive must come before its document's '---', after '...' ends the previous document")
                }
                try readDirectives()
                sawDirective = true
            }
            let start = pos
            var explicitStart = false
            if atDocumentMarker() {
                if bytes[pos] == 0x2E {  // Safe: a document marker has three bytes from `pos`.
                    if sawDirective { throw error("directives must be followed by '---'") }
                    pos += 3
                    try expectLineEnd("after '...'")
                    directivesAllowed = true
                    continue
                }
                pos += 3
                explicitStart = true
            } else if sawDirective {
                throw error("directives must be followed by '---'")
            } else if pos < end, bytes[pos] == 0 {
                throw error("YAML cannot contain NUL characters")
            }
            if !documents.isEmpty, !options.allowsMultipleDocuments {
                throw error(
                    "a second YAML document starts here; a spec is one document (remove the '---' line or split the file)",
                    code: .specYamlDocuments, at: start)
            }
            var node = try parseBlockNode(parentIndent: -1, context: .document, onIndicatorLine: explicitStart)
            if explicitStart, node.value.isNull, node.positions == nil, options.recordsPositions {
                node.positions = sourceMap(at: start)
            }
            documents.append(node)
            _ = try skipToContent()
            directivesAllowed = false
            guard pos < end else { break }
            if atDocumentMarker() {
                if bytes[pos] == 0x2E {  // Safe: a document marker has three bytes from `pos`.
                    pos += 3
                    try expectLineEnd("after '...'")
                    directivesAllowed = true
                }
                continue
            }
            if bytes[pos] == 0x25, pos == lineStart {  // Safe: the `guard pos < end` above.
                throw error("a directive must come before its document's '---', after '...' ends the previous document")
            }
            // Safe: the `guard pos < end` above.
            throw error("unexpected '\(Self.describe(bytes[pos]))' after the end of the document's top node")
        }
        return documents
    }

    /// Reads `%YAML` and `%TAG` directives (others are reserved and skipped), up to the line of `---`.
    private mutating func readDirectives() throws(YAMLSyntaxError) {
        var sawVersion = false
        while pos < end, bytes[pos] == 0x25, pos == lineStart {
            let nameStart = pos + 1
            pos += 1
            while !isBlankOrEnd(at: pos) { pos += 1 }
            let name = text(nameStart, pos)
            var parameters: [String] = []
            while true {
                skipBlanks()
                guard pos < end, !Self.isBreak(bytes[pos]), bytes[pos] != 0x23 else { break }
                let start = pos
                while !isBlankOrEnd(at: pos) { pos += 1 }
                parameters.append(text(start, pos))
            }
            switch name {
            case "YAML":
                if sawVersion { throw error("more than one %YAML directive for a document", at: nameStart - 1) }
                sawVersion = true
                guard parameters.count == 1, parameters[0].hasPrefix("1."), parameters[0].count > 2,
                    parameters[0].dropFirst(2).allSatisfy(\.isNumber)
                else { throw error("%YAML needs one version such as 1.2", at: nameStart - 1) }
            case "TAG":
                guard parameters.count == 2, parameters[0].hasPrefix("!"), parameters[0].hasSuffix("!") else {
                    throw error("%TAG needs a handle such as !e! and a prefix", at: nameStart - 1)
                }
                tagHandles[parameters[0]] = parameters[1]
            default:
                break
            }
            try expectLineEnd("after a directive")
            _ = try skipToContent()
        }
    }
}
