import Foundation

/// Two small versions of a pets spec written to temporary files, for `diff` tests: the new one changes the server's
/// base path (breaking, about the document), removes `GET /pets`' response property `name` (breaking) and its
/// optional query parameter `limit` (a warning), removes `DELETE /pets/{id}` with its whole path (breaking) and adds
/// `GET /owners` (info).
enum DiffSpecPair {
    /// The old version's path, then the new one's.
    static func write() throws -> (old: String, new: String) {
        let old = try spec(server: "https://api.example.com/v1", withDelete: true, withOwners: false, limit: true, name: true)
        let new = try spec(server: "https://api.example.com/v2", withDelete: false, withOwners: true, limit: false, name: false)
        return (try TemporaryFile.write("old.json", old), try TemporaryFile.write("new.json", new))
    }

    private static func spec(server: String, withDelete: Bool, withOwners: Bool, limit: Bool, name: Bool) throws -> String {
        var properties: [String: Any] = ["id": ["type": "integer"]]
        if name { properties["name"] = ["type": "string"] }
        let pet: [String: Any] = ["type": "object", "properties": properties]
        var list: [String: Any] = [
            "operationId": "listPets",
            "responses": ["200": ["description": "ok", "content": ["application/json": ["schema": pet]]]],
        ]
        if limit { list["parameters"] = [["name": "limit", "in": "query", "schema": ["type": "integer"]]] }
        var paths: [String: Any] = ["/pets": ["get": list]]
        if withDelete {
            paths["/pets/{id}"] = [
                "delete": [
                    "operationId": "deletePet",
                    "parameters": [["name": "id", "in": "path", "required": true, "schema": ["type": "integer"]]],
                    "responses": ["204": ["description": "deleted"]],
                ]
            ]
        }
        if withOwners { paths["/owners"] = ["get": ["operationId": "listOwners", "responses": ["200": ["description": "ok"]]]] }
        let document: [String: Any] = [
            "openapi": "3.0.3", "info": ["title": "pets", "version": "1"], "servers": [["url": server]], "paths": paths,
        ]
        let data = try JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }
}
