import Foundation
import Testing

@testable import ContractStubCore
@testable import ContractStubTooling

/// A team moving its spec from Swagger 2.0 to OpenAPI 3.0 sees only the real changes in `diff`.
@Suite("Swagger 2.0: diff and generate")
struct Swagger2DiffTests {
    static let swagger2 = """
        {
          "swagger": "2.0",
          "info": {"title": "Shop", "version": "1"},
          "host": "shop.example.com", "basePath": "/v1", "schemes": ["https"],
          "consumes": ["application/json"], "produces": ["application/json"],
          "securityDefinitions": {"key": {"type": "apiKey", "name": "X-Key", "in": "header"}},
          "security": [{"key": []}],
          "paths": {
            "/items": {
              "get": {
                "operationId": "listItems",
                "parameters": [
                  {"name": "tag", "in": "query", "type": "array", "items": {"type": "string"}, "collectionFormat": "multi"},
                  {"name": "limit", "in": "query", "type": "integer", "maximum": 100}
                ],
                "responses": {"200": {"description": "items", "schema": {"type": "array", "items": {"$ref": "#/definitions/Item"}}}}
              },
              "post": {
                "operationId": "addItem",
                "parameters": [{"name": "item", "in": "body", "required": true, "schema": {"$ref": "#/definitions/Item"}}],
                "responses": {"201": {"description": "added", "schema": {"$ref": "#/definitions/Item"}}}
              }
            },
            "/items/{id}": {
              "get": {
                "operationId": "getItem",
                "parameters": [{"name": "id", "in": "path", "required": true, "type": "integer"}],
                "responses": {"200": {"description": "item", "schema": {"$ref": "#/definitions/Item"}}, "404": {"description": "none"}}
              }
            }
          },
          "definitions": {
            "Item": {"type": "object", "required": ["id"], "properties": {"id": {"type": "integer"}, "note": {"type": "string", "x-nullable": true}}}
          }
        }
        """

    /// `swagger2` migrated to OpenAPI 3.0 by hand.
    static let openAPI3 = """
        {
          "openapi": "3.0.3",
          "info": {"title": "Shop", "version": "1"},
          "servers": [{"url": "https://shop.example.com/v1"}],
          "security": [{"key": []}],
          "paths": {
            "/items": {
              "get": {
                "operationId": "listItems",
                "parameters": [
                  {"name": "tag", "in": "query", "style": "form", "explode": true, "schema": {"type": "array", "items": {"type": "string"}}},
                  {"name": "limit", "in": "query", "schema": {"type": "integer", "maximum": 100}}
                ],
                "responses": {"200": {"description": "items", "content": {"application/json": {"schema": {"type": "array", "items": {"$ref": "#/components/schemas/Item"}}}}}}
              },
              "post": {
                "operationId": "addItem",
                "requestBody": {"required": true, "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Item"}}}},
                "responses": {"201": {"description": "added", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Item"}}}}}
              }
            },
            "/items/{id}": {
              "get": {
                "operationId": "getItem",
                "parameters": [{"name": "id", "in": "path", "required": true, "schema": {"type": "integer"}}],
                "responses": {
                  "200": {"description": "item", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Item"}}}},
                  "404": {"description": "none"}
                }
              }
            }
          },
          "components": {
            "schemas": {
              "Item": {"type": "object", "required": ["id"], "properties": {"id": {"type": "integer"}, "note": {"type": "string", "nullable": true}}}
            },
            "securitySchemes": {"key": {"type": "apiKey", "name": "X-Key", "in": "header"}}
          }
        }
        """

    static func contract(_ text: String, _ name: String) throws -> Contract {
        try Contract(data: Data(text.utf8), baseURL: URL(fileURLWithPath: "/tmp/\(name)"))
    }

    @Test func aSwagger2SpecAndItsHandMigrationDifferInNothing() throws {
        let old = try Self.contract(Self.swagger2, "swagger.json")
        let new = try Self.contract(Self.openAPI3, "openapi.json")
        #expect(old.diagnostics.isEmpty && new.diagnostics.isEmpty)
        #expect(SpecDiff(old: old, new: new).changes.map { "\($0)" } == [])
        #expect(SpecDiff(old: new, new: old).changes.map { "\($0)" } == [])
    }

    @Test func aRealChangeBetweenTheTwoIsFound() throws {
        let old = try Self.contract(Self.swagger2, "swagger.json")
        let tightened = Self.openAPI3.replacingOccurrences(of: #""maximum": 100"#, with: #""maximum": 10"#)
        let new = try Self.contract(tightened, "openapi.json")
        #expect(SpecDiff(old: old, new: new).changes.count == 1)
    }

    @Test func generateNamesTheOperationsOfASwagger2Spec() throws {
        let source = StubGenerator.source(for: try Self.contract(Self.swagger2, "swagger.json"))
        for name in ["listItems", "addItem", "getItem"] { #expect(source.contains(name)) }
        #expect(source.contains("/items/{id}"))
    }
}

extension Swagger2DiffTests {
    /// A change found in a 2.0 file is shown at its pointer and line in that file.
    @Test func aChangeInASwagger2FileIsLocatedInIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("contractstub-swagger2-diff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let oldURL = folder.appendingPathComponent("openapi.json")
        let newURL = folder.appendingPathComponent("swagger.json")
        try Data(Self.openAPI3.utf8).write(to: oldURL)
        try Data(Self.swagger2.replacingOccurrences(of: #""maximum": 100"#, with: #""maximum": 10"#).utf8).write(to: newURL)
        let changes = SpecDiff.locate(SpecDiff(old: try Contract(contentsOf: oldURL), new: try Contract(contentsOf: newURL)).changes)
        let site = try #require(changes.first?.new)
        #expect(site.location.pointer.description.hasPrefix("/paths/~1items/get/parameters/1"))
        #expect(!site.location.pointer.description.contains("schema"))
        #expect(site.position?.line == 14)
    }
}
