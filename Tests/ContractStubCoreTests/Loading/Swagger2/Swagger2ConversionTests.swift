import Foundation
import Testing

@testable import ContractStubCore

/// A Swagger 2.0 document is read into the one model as the OpenAPI 3.0 document it means.
@Suite struct Swagger2ConversionTests {
    static let converted: JSONValue = {
        let json = try! JSONValue(decoding: Data(Swagger2Fixtures.petShop.utf8))
        return try! SpecLoader.prepare(json: json, url: SpecTestSupport.memoryURL).json
    }()

    @Test func hostBasePathAndSchemesBecomeServers() {
        #expect(Self.converted["servers"] == .array([.object(JSONObject([("url", .string("https://pets.example.com/v1"))]))]))
        #expect(Self.converted["openapi"]?.stringValue == "3.0.3")
    }

    @Test func definitionsBecomeComponentSchemasAndReferencesFollow() {
        let pet = Self.converted["components"]?["schemas"]?["Pet"]
        #expect(pet?["discriminator"]?["propertyName"]?.stringValue == "kind")
        #expect(pet?["properties"]?["tag"]?["nullable"] == .bool(true))
        let items = Self.converted[
            JSONPointer(tokens: ["paths", "/pets", "get", "responses", "200", "content", "application/json", "schema", "items"])]
        #expect(items?["$ref"]?.stringValue == "#/components/schemas/Pet")
    }

    @Test func localReferencesMoveUnderComponentsComparedAsBytes() {
        let move = { (ref: String) in Swagger2Schema.localReference(ref, from: "definitions", to: "schemas") }
        #expect(move("#/definitions/Pet") == "#/components/schemas/Pet")
        #expect(move("#/definitions/Pet/properties/a~1b") == "#/components/schemas/Pet/properties/a~1b")
        // A combining mark right after the last `/` makes one Character with it, which a Character-level prefix missed.
        #expect(move("#/definitions/\u{301}Pet") == "#/components/schemas/\u{301}Pet")
        for unchanged in ["other.json#/definitions/Pet", "#/definitionsX/Pet", "#/definitions", "#definitions/Pet", "#/parameters/P"] {
            #expect(move(unchanged) == unchanged)
        }
        #expect(move("#/definitions/") == "#/components/schemas/")
        #expect(move("#/definitions/Ünïcödé-name-longer-than-fifteen") == "#/components/schemas/Ünïcödé-name-longer-than-fifteen")
        let parameter = Swagger2Schema.localReference("#/parameters/api-version", from: "parameters", to: "parameters")
        #expect(parameter == "#/components/parameters/api-version")
        #expect(Swagger2Schema.localReference("#/responses/Gone", from: "responses", to: "responses") == "#/components/responses/Gone")
        #expect(Swagger2Schema.localReference("#/responses/Gone", from: "parameters", to: "parameters") == "#/responses/Gone")
    }

    @Test func aBodyParameterBecomesTheRequestBodyUnderEachConsumedType() {
        let body = Self.converted[JSONPointer(tokens: ["paths", "/pets", "post", "requestBody"])]
        #expect(body?["required"] == .bool(true))
        #expect(body?["content"]?["application/json"]?["schema"]?["$ref"]?.stringValue == "#/components/schemas/Pet")
        #expect(Self.converted[JSONPointer(tokens: ["paths", "/pets", "post", "parameters"])] == nil)
    }

    @Test func formFieldsBecomeAMultipartOrURLEncodedObject() {
        let photo = Self.converted[JSONPointer(tokens: ["paths", "/pets/{id}/photo", "post", "requestBody", "content"])]
        #expect(photo?.objectValue?.keys == ["multipart/form-data"])
        let schema = photo?["multipart/form-data"]?["schema"]
        #expect(schema?["properties"]?["file"]?["format"]?.stringValue == "binary")
        #expect(schema?["required"] == .array([.string("file")]))
        let note = Self.converted[JSONPointer(tokens: ["paths", "/pets/{id}/notes", "post", "requestBody", "content"])]
        #expect(note?.objectValue?.keys == ["application/x-www-form-urlencoded"])
    }

    @Test func collectionFormatBecomesStyleAndExplode() {
        let parameters = Self.converted[JSONPointer(tokens: ["paths", "/pets", "get", "parameters"])]?.arrayValue ?? []
        #expect(parameters.count == 3)
        #expect(parameters[0]["$ref"]?.stringValue == "#/components/parameters/limit")
        #expect(parameters[1]["style"]?.stringValue == "form" && parameters[1]["explode"] == .bool(true))
        #expect(parameters[2]["style"]?.stringValue == "form" && parameters[2]["explode"] == .bool(false))
        #expect(parameters[2]["schema"]?["items"]?["type"]?.stringValue == "integer")
    }

    @Test func securityDefinitionsBecomeSecuritySchemes() {
        let schemes = Self.converted["components"]?["securitySchemes"]
        #expect(schemes?["basicAuth"]?["scheme"]?.stringValue == "basic")
        #expect(schemes?["key"]?["in"]?.stringValue == "header")
        #expect(schemes?["oauth"]?["flows"]?["authorizationCode"]?["tokenUrl"]?.stringValue == "https://a.example/token")
    }

    @Test func responseHeadersAndExamplesByMediaType() {
        let ok = Self.converted[JSONPointer(tokens: ["paths", "/pets", "get", "responses", "200"])]
        #expect(ok?["headers"]?["X-Total"]?["schema"]?["type"]?.stringValue == "integer")
        #expect(ok?["content"]?["application/json"]?["example"]?[0]?["name"]?.stringValue == "Rex")
    }

    @Test func theConvertedDocumentLoadsWithoutFindings() throws {
        let loaded = try SpecTestSupport.load(Swagger2Fixtures.petShop)
        #expect(SpecTestSupport.summary(loaded.diagnostics) == [])
        #expect(loaded.document.components.securitySchemes.count == 3)
    }
}

extension Swagger2ConversionTests {
    /// A shared response is read under the media types of the operation that uses it.
    @Test func aSharedResponseTakesTheOperationsMediaTypes() throws {
        let text = """
            {"swagger": "2.0", "info": {"title": "T", "version": "1"}, "produces": ["application/json"],
             "responses": {"Gone": {"description": "gone", "schema": {"type": "string"}}},
             "paths": {
               "/a": {"get": {"responses": {"410": {"$ref": "#/responses/Gone"}}}},
               "/b": {"get": {"produces": ["text/plain"], "responses": {"410": {"$ref": "#/responses/Gone"}}}}}}
            """
        let converted = try SpecLoader.prepare(json: JSONValue(decoding: Data(text.utf8)), url: SpecTestSupport.memoryURL).json
        let shared = converted[JSONPointer(tokens: ["paths", "/a", "get", "responses", "410", "$ref"])]
        #expect(shared?.stringValue == "#/components/responses/Gone")
        let own = converted[JSONPointer(tokens: ["paths", "/b", "get", "responses", "410", "content"])]
        #expect(own?.objectValue?.keys == ["text/plain"])
    }
}
