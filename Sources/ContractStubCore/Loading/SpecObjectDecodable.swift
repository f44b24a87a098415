/// A spec object read by hand from JSON, tolerantly: problems become diagnostics on the decoder.
protocol SpecObjectDecodable: Sendable {
    /// The spec's name for the object, used in messages ("Parameter Object").
    static var objectName: String { get }
    /// Reads the object; `nil` when it is too broken to use (the reason is already reported).
    init?(reading reader: ObjectReader)
}

/// A spec object that may be written as a `$ref` and kept under `components`.
protocol ReferenceableObject: SpecObjectDecodable {
    /// Where such objects live under `components`.
    static var componentKind: ComponentKind { get }
}

extension ReferenceableObject {
    static var objectName: String { componentKind.objectName }
}
