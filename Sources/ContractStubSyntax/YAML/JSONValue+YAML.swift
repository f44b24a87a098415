import Foundation

extension JSONValue {
    /// Reads a YAML 1.2 document into the value JSON would give: core schema for untagged plain scalars
    /// (`2024-10-01` stays a string), anchors and aliases resolved, `<<` merge keys applied.
    ///
    /// ```swift
    /// let value = try JSONValue(yaml: Data("tags: [a, b]\\ncount: 0x10\\n".utf8))
    /// value["count"]  // 16
    /// ```
    /// - Throws: ``YAMLSyntaxError`` for malformed YAML, more than one document, tags outside the core schema,
    ///   duplicate or non-scalar keys, and input past the nesting or alias-expansion limits.
    package init(yaml data: Data) throws(YAMLSyntaxError) {
        self = try YAMLDocument(data: data, options: .spec).value
    }
}

/// One YAML document read with the reader's options, and optionally where each node is.
package struct YAMLDocument: Sendable {
    /// The document's value (`null` for an empty stream).
    package let value: JSONValue
    /// Where each node is, when the options asked for positions.
    package let sourceMap: YAMLSourceMap?
    /// Whether the stream held a document (`false` for nothing but comments and blank lines).
    package let hasDocument: Bool

    /// Reads the single document in `data`.
    /// - Throws: ``YAMLSyntaxError``; `spec.yaml.documents` when the stream holds more than one document.
    package init(data: Data, options: YAMLOptions) throws(YAMLSyntaxError) {
        var options = options
        options.allowsMultipleDocuments = false
        let document = try YAMLStream.nodes(in: data, options: options).first
        value = document?.value ?? .null
        sourceMap = document?.positions
        hasDocument = document != nil
    }
}

/// A YAML stream of any number of documents (the conformance suite reads these; a spec is one document).
package enum YAMLStream {
    /// The value of every document in `data`, in order.
    /// - Throws: ``YAMLSyntaxError``.
    package static func documents(in data: Data, options: YAMLOptions) throws(YAMLSyntaxError) -> [JSONValue] {
        var options = options
        options.allowsMultipleDocuments = true
        return try nodes(in: data, options: options).map(\.value)
    }

    /// The composed nodes of every document in `data`. Input that might nest deeply is read on a thread with a large
    /// stack, so that the nesting limit, not the stack, is what stops it.
    static func nodes(in data: Data, options: YAMLOptions) throws(YAMLSyntaxError) -> [YAMLNode] {
        let read = { @Sendable () -> Result<[YAMLNode], YAMLSyntaxError> in
            data.withUnsafeBytes { raw in
                var parser = YAMLParser(bytes: raw.bindMemory(to: UInt8.self), options: options)
                do throws(YAMLSyntaxError) {
                    return .success(try parser.documents())
                } catch {
                    return .failure(error)
                }
            }
        }
        let mayNestDeeply = data.withUnsafeBytes {
            YAMLNestingBound.exceeds(YAMLNestingBound.safeOnAnyStack, in: $0.bindMemory(to: UInt8.self))
        }
        return try (mayNestDeeply ? LargeStackThread.run(read) : read()).get()
    }
}
