/// Visits a schema and every subschema written inside it (not through `$ref`), with their pointers.
///
/// Knows which keywords hold schemas (`properties`, `items`, `allOf`, …) in draft 4, OpenAPI 3.0 and 2020-12,
/// so values such as `default`, `example` or `enum` are never mistaken for schemas.
///
/// ```swift
/// SchemaWalker.visit(schemaJSON, at: "/components/schemas/Pet") { node, pointer in … }
/// ```
package enum SchemaWalker {
    /// Keywords whose value is one schema.
    static let singleSchemaKeywords = [
        "additionalProperties", "additionalItems", "items", "not", "if", "then", "else", "contains", "propertyNames",
        "unevaluatedItems", "unevaluatedProperties", "contentSchema",
    ]
    /// Keywords whose value is an array of schemas.
    static let schemaArrayKeywords = ["allOf", "anyOf", "oneOf", "prefixItems", "items"]
    /// Keywords whose value maps names to schemas.
    static let schemaMapKeywords = ["properties", "patternProperties", "definitions", "$defs", "dependentSchemas", "dependencies"]

    /// Calls `body` for `schema` and each subschema, parents before children.
    package static func visit(_ schema: JSONValue, at pointer: JSONPointer, _ body: (JSONValue, JSONPointer) -> Void) {
        guard case .object(let object) = schema else { return }
        body(schema, pointer)
        for keyword in singleSchemaKeywords {
            if let child = object[keyword], child.objectValue != nil { visit(child, at: pointer.appending(keyword), body) }
        }
        for keyword in schemaArrayKeywords {
            guard let children = object[keyword]?.arrayValue else { continue }
            for (index, child) in children.enumerated() { visit(child, at: pointer.appending(keyword).appending(index), body) }
        }
        for keyword in schemaMapKeywords {
            guard let children = object[keyword]?.objectValue else { continue }
            for (name, child) in children { visit(child, at: pointer.appending(keyword).appending(name), body) }
        }
    }
}
