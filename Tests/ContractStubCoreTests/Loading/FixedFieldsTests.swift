import Foundation
import Testing

@testable import ContractStubCore

/// Every fixed field of every object of the specification's Fixed Fields tables, used where it applies, is accepted:
/// a guard against calling a real field unknown. The fields OpenAPI 3.1 added are unknown in 3.0.
@Suite("Fixed fields")
struct FixedFieldsTests {
    /// A 3.1 document that uses every fixed field once (Schema Object fields are the schema dialect's).
    static func everyField(version: String) -> String {
        #"""
        {"openapi": "\#(version)", "jsonSchemaDialect": "https://spec.openapis.org/oas/3.1/dialect/base",
         "info": {"title": "T", "summary": "S", "description": "D", "termsOfService": "https://example.com/terms",
           "contact": {"name": "N", "url": "https://example.com", "email": "a@example.com"},
           "license": {"name": "MIT", "identifier": "MIT"}, "version": "1"},
         "servers": [{"url": "https://{region}.example.com", "description": "D",
           "variables": {"region": {"enum": ["eu"], "default": "eu", "description": "D"}}}],
         "paths": {"/pets/{petId}": {"summary": "S", "description": "D", "servers": [{"url": "/"}],
           "parameters": [{"name": "petId", "in": "path", "description": "D", "required": true, "deprecated": false,
             "style": "simple", "explode": false, "schema": {"type": "string"}, "example": "a"}],
           "get": {"tags": ["pets"], "summary": "S", "description": "D", "externalDocs": {"description": "D", "url": "https://example.com"},
             "operationId": "showPet",
             "parameters": [{"name": "q", "in": "query", "allowEmptyValue": true, "allowReserved": true, "schema": {"type": "string"},
                             "examples": {"one": {"summary": "S", "description": "D", "value": "x"}}},
                            {"name": "f", "in": "query", "content": {"application/json": {"schema": {"type": "object"}}}}],
             "requestBody": {"description": "D", "required": true, "content": {"multipart/form-data": {"schema": {"type": "object"},
               "example": {}, "encoding": {"file": {"contentType": "image/png", "headers": {"X-A": {"schema": {"type": "string"}}},
                 "style": "form", "explode": true, "allowReserved": false}}}}},
             "responses": {"default": {"$ref": "#/components/responses/Problem", "summary": "S", "description": "D"},
               "200": {"description": "D", "headers": {"X-Rate": {"description": "D", "required": true, "deprecated": false,
                 "style": "simple", "explode": false, "schema": {"type": "integer"}, "examples": {"one": {"externalValue": "https://example.com/1"}}}},
                 "content": {"application/json": {"schema": {"type": "object"}, "examples": {"a": {"value": {}}}}},
                 "links": {"self": {"operationId": "showPet", "parameters": {"petId": "$request.path.petId"}, "requestBody": "$request.body",
                   "description": "D", "server": {"url": "/"}}, "ref": {"operationRef": "#/paths/~1pets~1{petId}/get"}}}},
             "callbacks": {"done": {"{$request.body#/url}": {"post": {"responses": {"200": {"description": "D"}}}}}},
             "deprecated": false, "security": [{"key": []}], "servers": [{"url": "/"}]}}},
         "webhooks": {"newPet": {"post": {"responses": {"200": {"description": "D"}}}}},
         "components": {"schemas": {"Pet": {"type": "object", "discriminator": {"propertyName": "kind", "mapping": {"dog": "#/components/schemas/Pet"}},
             "xml": {"name": "pet", "namespace": "https://example.com", "prefix": "p", "attribute": false, "wrapped": false},
             "externalDocs": {"url": "https://example.com"}, "example": {}}},
           "responses": {"Problem": {"description": "D"}}, "parameters": {}, "examples": {}, "requestBodies": {}, "headers": {},
           "securitySchemes": {"key": {"type": "apiKey", "description": "D", "name": "X-Key", "in": "header"},
             "basic": {"type": "http", "scheme": "bearer", "bearerFormat": "JWT"}, "tls": {"type": "mutualTLS"},
             "oidc": {"type": "openIdConnect", "openIdConnectUrl": "https://example.com/.well-known/openid-configuration"},
             "oauth": {"type": "oauth2", "flows": {
               "implicit": {"authorizationUrl": "https://example.com/a", "refreshUrl": "https://example.com/r", "scopes": {}},
               "password": {"tokenUrl": "https://example.com/t", "scopes": {}},
               "clientCredentials": {"tokenUrl": "https://example.com/t", "scopes": {}},
               "authorizationCode": {"authorizationUrl": "https://example.com/a", "tokenUrl": "https://example.com/t", "scopes": {"read": "R"}}}}},
           "links": {}, "callbacks": {}, "pathItems": {}},
         "security": [], "tags": [{"name": "pets", "description": "D", "externalDocs": {"url": "https://example.com"}}],
         "externalDocs": {"url": "https://example.com"}}
        """#
    }

    @Test func everyFixedFieldIsAcceptedIn31() throws {
        let spec = try SpecTestSupport.load(Self.everyField(version: "3.1.0"))
        #expect(SpecTestSupport.summary(spec.diagnostics) == [])
    }

    @Test func fieldsAddedIn31AreUnknownIn30() throws {
        let spec = try SpecTestSupport.load(Self.everyField(version: "3.0.3"))
        #expect(
            SpecTestSupport.summary(spec.diagnostics).sorted() == [
                "ref.sibling @ /paths/~1pets~1{petId}/get/responses/default/description",
                "ref.sibling @ /paths/~1pets~1{petId}/get/responses/default/summary",
                "spec.field.unknown @ /components/pathItems",
                "spec.field.unknown @ /info/license/identifier",
                "spec.field.unknown @ /info/summary",
                "spec.field.unknown @ /jsonSchemaDialect",
                "spec.field.unknown @ /webhooks",
                "spec.field.value @ /components/securitySchemes/tls/type",
            ])
    }
}
