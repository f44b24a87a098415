import Foundation
import Testing

@testable import ContractStubCore

@Suite("Document decoding")
struct DocumentDecodingTests {
    static let bookshop = Result { try SpecLoader.load(contentsOf: SpecTestSupport.spec("bookshop.json")) }
    static let petstore = Result { try SpecLoader.load(contentsOf: SpecTestSupport.spec("petstore.json")) }

    @Test func bookshopHasNoDiagnostics() throws {
        #expect(SpecTestSupport.summary(try Self.bookshop.get().diagnostics) == [])
    }

    @Test func rootInfoServersTagsAndDialect() throws {
        let document = try Self.bookshop.get().document
        #expect(document.version == OpenAPIVersion(major: 3, minor: 1, patch: 0))
        #expect(document.jsonSchemaDialect == "https://spec.openapis.org/oas/3.1/dialect/base")
        #expect(document.info.title == "Bookshop")
        #expect(document.info.summary == "Books, covers, shelves and orders.")
        #expect(document.info.license?.identifier == "Apache-2.0")
        #expect(document.info.contact?.email == "api@bookshop.example")
        #expect(document.info.extensions["x-audience"] == "internal")
        #expect(document.servers.first?.url == "https://{region}.bookshop.example/api")
        #expect(document.servers.first?.variables["region"]?.enumValues == ["eu", "us"])
        #expect(document.servers.first?.variables["region"]?.defaultValue == "eu")
        #expect(document.tags.map(\.name) == ["books", "orders"])
        #expect(document.webhooks["orderShipped"]?.value?.operation(for: .post) != nil)
        #expect(Array(document.paths.keys.prefix(2)) == ["/books", "/books/{bookId}"])
    }

    @Test func parametersOfEveryStyle() throws {
        let document = try Self.bookshop.get().document
        let list = try #require(document.paths["/books"]?.value?.operation(for: .get))
        let parameters = list.parameters.compactMap(\.value)
        let styles = parameters.map { "\($0.name):\($0.location.rawValue):\($0.style.rawValue):\($0.explode)" }
        #expect(
            styles == [
                "cursor:query:form:true", "genre:query:form:false", "tag:query:form:true", "authors:query:spaceDelimited:false",
                "isbns:query:pipeDelimited:false", "price:query:deepObject:true", "Accept-Language:header:simple:false",
                "session:cookie:form:true",
            ])
        #expect(list.parameters[0].reference?.ref == "#/components/parameters/Cursor")
        #expect(parameters[1].example == ["fantasy", "poetry"])
        #expect(parameters[4].examples["two"]?.value?.value == ["9780261103573", "9780141439518"])
        let shelf = try #require(document.paths["/shelves/{shelfId}"]?.value?.operation(for: .get)?.parameters.first?.value)
        #expect(shelf.style == .label && shelf.required)
        let author = try #require(document.paths["/authors/{name}"]?.value?.operation(for: .get)?.parameters.first?.value)
        #expect(author.style == .matrix)
        #expect(shelf.specLocation.pointer == "/paths/~1shelves~1{shelfId}/get/parameters/0")
    }

    @Test func requestBodiesMediaTypesAndEncodings() throws {
        let document = try Self.bookshop.get().document
        let create = try #require(document.paths["/books"]?.value?.operation(for: .post))
        let body = try #require(create.requestBody?.value)
        #expect(create.requestBody?.reference?.target?.pointer == "/components/requestBodies/NewBook")
        #expect(body.required)
        #expect(body.content["application/json"]?.schema?.ref == "#/components/schemas/Book")
        let cover = try #require(document.paths["/books/{bookId}/cover"]?.value?.operation(for: .put)?.requestBody?.value)
        let multipart = try #require(cover.content["multipart/form-data"])
        #expect(multipart.encoding["image"]?.contentType == "image/png, image/jpeg")
        #expect(multipart.encoding["image"]?.headers["X-Image-Checksum"]?.value?.schema != nil)
        let order = try #require(document.paths["/orders"]?.value?.operation(for: .post)?.requestBody?.value)
        let form = try #require(order.content["application/x-www-form-urlencoded"])
        #expect(form.encoding["giftWrap"]?.style == .form)
        #expect(form.example?["quantity"] == 2)
    }

    @Test func responsesHeadersAndExamples() throws {
        let document = try Self.bookshop.get().document
        let responses = try #require(document.paths["/books"]?.value?.operation(for: .get)?.responses)
        #expect(responses.entries.map(\.key) == [.status(200), .range(4), .default])
        #expect(responses.response(for: 200)?.key == .status(200))
        #expect(responses.response(for: 404)?.key == .range(4))
        #expect(responses.response(for: 503)?.key == .default)
        let ok = try #require(responses[.status(200)]?.value)
        let header = try #require(ok.headers["X-Rate-Limit-Remaining"]?.value)
        #expect(header.required)
        #expect(header.schema?.json["type"] == "integer")
        let json = try #require(ok.content["application/json"])
        #expect(json.examples["firstPage"]?.reference?.ref == "#/components/examples/FirstPage")
        #expect(json.examples["firstPage"]?.value?.summary == "One book and a next page")
        #expect(json.examples["empty"]?.value?.value?["next"] == .null)
        let problem = try #require(responses[.range(4)]?.value)
        #expect(problem.content["application/problem+json"] != nil)
    }

    @Test func componentsAndSecuritySchemes() throws {
        let components = try Self.bookshop.get().document.components
        #expect(Array(components.schemas.keys) == ["Genre", "Book", "BookPage", "Order", "CardPayment", "VoucherPayment", "Problem"])
        #expect(components.schemas["Book"]?.specLocation.pointer == "/components/schemas/Book")
        #expect(Array(components.parameters.keys) == ["Cursor", "BookId"])
        #expect(Array(components.headers.keys) == ["RateLimitRemaining"])
        #expect(Array(components.requestBodies.keys) == ["NewBook"])
        #expect(Array(components.responses.keys) == ["Problem", "NotFound"])
        #expect(Array(components.examples.keys) == ["Fellowship", "FirstPage"])
        guard case .apiKey(let name, let location)? = components.securitySchemes["apiKey"]?.value?.kind else {
            Issue.record("apiKey scheme not decoded")
            return
        }
        #expect(name == "X-API-Key" && location == .header)
        guard case .http(let scheme, let format)? = components.securitySchemes["bearerAuth"]?.value?.kind else {
            Issue.record("bearer scheme not decoded")
            return
        }
        #expect(scheme == "bearer" && format == "JWT")
        guard case .oauth2(let flows)? = components.securitySchemes["oauth2"]?.value?.kind else {
            Issue.record("oauth2 scheme not decoded")
            return
        }
        #expect(flows.authorizationCode?.tokenUrl == "https://auth.bookshop.example/token")
        #expect(Array(flows.authorizationCode?.scopes.keys ?? []) == ["books:write", "orders:read", "orders:write"])
    }

    @Test func securityEmptyVersusAbsent() throws {
        let document = try Self.bookshop.get().document
        #expect(document.security?.map { Array($0.schemes.keys) } == [["bearerAuth"], ["apiKey"]])
        #expect(document.paths["/books"]?.value?.operation(for: .get)?.security?.isEmpty == true)
        #expect(document.paths["/books/{bookId}"]?.value?.operation(for: .delete)?.security == nil)
        let place = document.paths["/orders"]?.value?.operation(for: .post)?.security
        #expect(place?.first?.schemes["oauth2"] == ["orders:write"])
        #expect(place?.first?.schemes["apiKey"] == [])
    }

    @Test func callbacksLinksAndMoreSecuritySchemeKinds() throws {
        let spec = try SpecTestSupport.load(
            SpecTestSupport.document(
                version: "3.1.0",
                paths: """
                    {"/subscribe": {"post": {"operationId": "subscribe",
                      "callbacks": {"onEvent": {"{$request.body#/url}": {"post": {"responses": {"200": {"description": "ok"}}}}}},
                      "responses": {"201": {"description": "ok", "links": {"unsubscribe": {"operationId": "unsubscribe",
                        "parameters": {"id": "$response.body#/id"}}}}}}}}
                    """,
                components: """
                    {"securitySchemes": {"tls": {"type": "mutualTLS"}, "oidc": {"type": "openIdConnect", "openIdConnectUrl": "https://id.example/.well-known"}},
                     "pathItems": {"Ping": {"get": {"responses": {"204": {"description": "pong"}}}}},
                     "links": {"Self": {"operationRef": "#/paths/~1subscribe/post"}},
                     "callbacks": {"Again": {"{$url}": {"$ref": "#/components/pathItems/Ping"}}}}
                    """))
        #expect(SpecTestSupport.summary(spec.diagnostics) == [])
        let operation = try #require(spec.document.paths["/subscribe"]?.value?.operation(for: .post))
        let callback = try #require(operation.callbacks["onEvent"]?.value)
        #expect(callback.pathItems["{$request.body#/url}"]?.value?.operation(for: .post) != nil)
        let link = try #require(operation.responses?[.status(201)]?.value?.links["unsubscribe"]?.value)
        #expect(link.operationId == "unsubscribe" && link.parameters["id"] == "$response.body#/id")
        let components = spec.document.components
        guard case .mutualTLS? = components.securitySchemes["tls"]?.value?.kind else {
            Issue.record("mutualTLS not decoded")
            return
        }
        guard case .openIdConnect(let url)? = components.securitySchemes["oidc"]?.value?.kind else {
            Issue.record("openIdConnect not decoded")
            return
        }
        #expect(url == "https://id.example/.well-known")
        #expect(components.callbacks["Again"]?.value?.pathItems["{$url}"]?.value?.operation(for: .get) != nil)
        #expect(components.links["Self"]?.value?.operationRef == "#/paths/~1subscribe/post")
    }

    @Test func versions30And31ReadIntoTheSameModel() throws {
        let body = """
            {"/a": {"get": {"operationId": "a", "parameters": [{"name": "q", "in": "query", "schema": {"type": "string"}}],
              "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": {"type": "integer"}}}}}}}}
            """
        let old = try SpecTestSupport.load(SpecTestSupport.document(version: "3.0.0", paths: body))
        let new = try SpecTestSupport.load(SpecTestSupport.document(version: "3.1.0", paths: body))
        for spec in [old, new] {
            #expect(spec.diagnostics.isEmpty)
            let operation = try #require(spec.document.paths["/a"]?.value?.operation(for: .get))
            #expect(operation.operationId == "a")
            #expect(operation.parameters.first?.value?.style == .form)
            #expect(operation.responses?[.status(200)]?.value?.content["application/json"]?.schema?.json == ["type": "integer"])
        }
        #expect(old.document.version.isAtLeast31 == false)
        #expect(new.document.version.isAtLeast31)
    }

    @Test func extensionsAreKeptOnEveryLevel() throws {
        let spec = try SpecTestSupport.load(
            SpecTestSupport.document(
                paths: """
                    {"x-paths-ext": 1, "/a": {"x-item": true, "get": {"x-op": "yes",
                      "parameters": [{"name": "q", "in": "query", "schema": {"type": "string"}, "x-param": [1]}],
                      "responses": {"x-responses": {}, "200": {"description": "ok", "x-response": null}}}}}
                    """, extra: #", "x-root": {"a": 1}"#))
        #expect(spec.diagnostics.isEmpty)
        let item = try #require(spec.document.paths["/a"]?.value)
        let operation = try #require(item.operation(for: .get))
        #expect(spec.document.extensions["x-root"] == ["a": 1])
        #expect(item.extensions["x-item"] == true)
        #expect(operation.extensions["x-op"] == "yes")
        #expect(operation.parameters.first?.value?.extensions["x-param"] == [1])
        #expect(operation.responses?.extensions["x-responses"] == [:])
        #expect(operation.responses?[.status(200)]?.value?.extensions["x-response"] == .null)
        #expect(spec.document.paths["x-paths-ext"] == nil)
    }

    @Test func petstoreModel() throws {
        let document = try Self.petstore.get().document
        let list = try #require(document.paths["/pets"]?.value?.operation(for: .get))
        #expect(list.operationId == "listPets")
        #expect(list.parameters.first?.value?.schema?.json["maximum"] == 100)
        #expect(list.responses?[.default]?.reference?.target?.pointer == "/components/responses/Error")
        #expect(document.components.schemas["Pet"]?.json["required"] == ["id", "name"])
    }
}
