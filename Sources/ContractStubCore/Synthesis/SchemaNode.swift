import Foundation

/// A raw schema and where it lives, so `$ref`s resolve relative to its document and candidates can be checked
/// against the compiled schema of the same location.
struct SchemaNode {
    /// The schema JSON (an object or a Boolean).
    let value: JSONValue
    /// The absolute URI of its document, without fragment.
    let document: String
    /// Its location inside the document.
    let pointer: JSONPointer

    /// The member `key` (object-valued or Boolean), as a node.
    func child(_ key: String) -> SchemaNode? {
        value[key].map { SchemaNode(value: $0, document: document, pointer: pointer.appending(key)) }
    }

    /// The schema at `value[key][name]`.
    func child(_ key: String, _ name: String) -> SchemaNode? {
        value[key]?[name].map { SchemaNode(value: $0, document: document, pointer: pointer.appending(key).appending(name)) }
    }

    /// The schemas of the array `value[key]`.
    func children(_ key: String) -> [SchemaNode] {
        guard let array = value[key]?.arrayValue else { return [] }
        return array.indices.map { SchemaNode(value: array[$0], document: document, pointer: pointer.appending(key).appending($0)) }
    }

    /// Whether `value[key]` is `true`.
    func flag(_ key: String) -> Bool { value[key]?.boolValue == true }

    /// The document and pointer as a key for cycle checks.
    var locationKey: String { document + "#" + pointer.description }
}
