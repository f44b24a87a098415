import Foundation

@testable import ContractStubCore

/// Swagger 2.0 documents written inline, and how to load them from a temporary file (so findings get line:col).
enum Swagger2Fixtures {
    /// A pet shop in Swagger 2.0 using most of what 2.0 has: host/basePath/schemes, a body parameter, form fields
    /// with a file, collectionFormat csv and multi, a header, examples by media type, x-nullable, a discriminator and
    /// the three kinds of security definition.
    static let petShop = """
        {
          "swagger": "2.0",
          "info": {"title": "Pets", "version": "1"},
          "host": "pets.example.com",
          "basePath": "/v1",
          "schemes": ["https"],
          "consumes": ["application/json"],
          "produces": ["application/json"],
          "securityDefinitions": {
            "basicAuth": {"type": "basic"},
            "key": {"type": "apiKey", "name": "X-Key", "in": "header"},
            "oauth": {"type": "oauth2", "flow": "accessCode", "authorizationUrl": "https://a.example/auth",
                      "tokenUrl": "https://a.example/token", "scopes": {"read": "read pets"}}
          },
          "parameters": {
            "limit": {"name": "limit", "in": "query", "type": "integer", "maximum": 50}
          },
          "paths": {
            "/pets": {
              "get": {
                "operationId": "listPets",
                "parameters": [
                  {"$ref": "#/parameters/limit"},
                  {"name": "tags", "in": "query", "type": "array", "items": {"type": "string"}, "collectionFormat": "multi"},
                  {"name": "ids", "in": "query", "type": "array", "items": {"type": "integer"}}
                ],
                "responses": {
                  "200": {
                    "description": "pets",
                    "headers": {"X-Total": {"type": "integer"}},
                    "schema": {"type": "array", "items": {"$ref": "#/definitions/Pet"}},
                    "examples": {"application/json": [{"id": 7, "name": "Rex", "kind": "dog", "tag": null}]}
                  }
                }
              },
              "post": {
                "operationId": "addPet",
                "parameters": [{"name": "pet", "in": "body", "required": true, "schema": {"$ref": "#/definitions/Pet"}}],
                "responses": {"201": {"description": "added", "schema": {"$ref": "#/definitions/Pet"}}}
              }
            },
            "/pets/{id}/photo": {
              "parameters": [{"name": "id", "in": "path", "required": true, "type": "integer"}],
              "post": {
                "operationId": "uploadPhoto",
                "consumes": ["multipart/form-data"],
                "parameters": [
                  {"name": "file", "in": "formData", "type": "file", "required": true},
                  {"name": "caption", "in": "formData", "type": "string"}
                ],
                "responses": {"204": {"description": "stored"}}
              }
            },
            "/pets/{id}/notes": {
              "post": {
                "operationId": "addNote",
                "consumes": ["application/x-www-form-urlencoded"],
                "parameters": [
                  {"name": "id", "in": "path", "required": true, "type": "integer"},
                  {"name": "text", "in": "formData", "type": "string", "required": true, "maxLength": 20}
                ],
                "responses": {"204": {"description": "noted"}}
              }
            }
          },
          "definitions": {
            "Pet": {
              "type": "object",
              "required": ["id", "name", "kind"],
              "discriminator": "kind",
              "properties": {
                "id": {"type": "integer", "minimum": 1},
                "name": {"type": "string"},
                "kind": {"type": "string"},
                "tag": {"type": "string", "x-nullable": true}
              }
            }
          }
        }
        """

    /// A file holding `text` under a fresh temporary folder, named `name`.
    static func file(_ text: String, named name: String = "swagger.json") throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("contractstub-swagger2-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    /// The findings of loading `text` from a file, located (`line:col` and pointers into the 2.0 document).
    static func locatedFindings(_ text: String, named name: String = "swagger.json") throws -> [Diagnostic] {
        let url = try file(text, named: name)
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let contract = try Contract(contentsOf: url)
        var locator = DiagnosticLocator(mainFile: url)
        return locator.locate(contract.diagnostics)
    }
}
