import Foundation

@testable import ContractStubCore

/// Small specs whose schemas refer back to themselves, for the lifetime tests: compiled, they are cyclic graphs.
enum RecursiveSpecs {
    /// OpenAPI 3.0: a tree whose children are trees, a linked list, and two schemas that refer to each other.
    static let openAPI30 = ##"""
        {"openapi": "3.0.3", "info": {"title": "Recursive", "version": "1"},
         "paths": {"/trees": {"post": {"operationId": "createTree",
           "requestBody": {"required": true, "content": {"application/json": {"schema": {"$ref": "#/components/schemas/TreeNode"}}}},
           "responses": {"201": {"description": "Created", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/LinkedList"}}}}}}}},
         "components": {"schemas": {
           "TreeNode": {"type": "object", "required": ["value"],
             "properties": {"value": {"type": "integer"}, "children": {"type": "array", "items": {"$ref": "#/components/schemas/TreeNode"}}}},
           "LinkedList": {"type": "object", "nullable": true, "required": ["head"],
             "properties": {"head": {"type": "string"}, "next": {"$ref": "#/components/schemas/LinkedList"}}},
           "Expression": {"oneOf": [{"type": "integer"}, {"$ref": "#/components/schemas/Sum"}]},
           "Sum": {"type": "object", "required": ["left", "right"], "additionalProperties": false,
             "properties": {"left": {"$ref": "#/components/schemas/Expression"}, "right": {"$ref": "#/components/schemas/Expression"}}}}}}
        """##

    /// OpenAPI 3.1: the same tree, plus a generic tree extended through `$dynamicRef` (a labelled tree whose children
    /// must be labelled trees too).
    static let openAPI31 = ##"""
        {"openapi": "3.1.0", "info": {"title": "Recursive", "version": "1"},
         "paths": {"/trees": {"post": {"operationId": "createTree",
           "requestBody": {"required": true, "content": {"application/json": {"schema": {"$ref": "#/components/schemas/LabelledTree"}}}},
           "responses": {"201": {"description": "Created"}}}}},
         "components": {"schemas": {
           "TreeNode": {"type": "object", "required": ["value"],
             "properties": {"value": {"type": "integer"}, "children": {"type": "array", "items": {"$ref": "#/components/schemas/TreeNode"}}}},
           "Tree": {"$id": "https://example.test/tree", "$dynamicAnchor": "node", "type": "object",
             "properties": {"children": {"type": "array", "items": {"$dynamicRef": "#node"}}}},
           "LabelledTree": {"$id": "https://example.test/labelled-tree", "$dynamicAnchor": "node",
             "$ref": "https://example.test/tree", "required": ["label"], "properties": {"label": {"type": "string"}}}}}}
        """##

    /// The spec for an OpenAPI version, `"3.0"` or `"3.1"`.
    static func text(_ version: String) -> String {
        version == "3.0" ? openAPI30 : openAPI31
    }

    /// The spec for `version`, loaded as if from the tests' in-memory URL.
    static func contract(_ version: String) throws -> Contract {
        try Contract(data: Data(text(version).utf8), baseURL: SpecTestSupport.memoryURL)
    }
}
