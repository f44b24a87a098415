import Foundation
import Testing

@testable import ContractStubCore

@Suite("Contract")
struct ContractTests {
    static let petstore = Result { try Contract(contentsOf: SpecTestSupport.spec("petstore.json")) }
    static let bookshop = Result { try Contract(contentsOf: SpecTestSupport.spec("bookshop.json")) }

    @Test func petstoreLoadsWithoutDiagnostics() throws {
        let contract = try Self.petstore.get()
        #expect(SpecTestSupport.summary(contract.diagnostics) == [])
        #expect(contract.operations.map(\.operationId) == ["listPets", "createPet", "showPetById"])
        #expect(contract.operations.map { "\($0.method) \($0.path)" } == ["GET /pets", "POST /pets", "GET /pets/{petId}"])
        #expect(contract.dialect == .openAPI30)
    }

    @Test func bookshopUsesDraft2020() throws {
        let contract = try Self.bookshop.get()
        #expect(SpecTestSupport.summary(contract.diagnostics) == [])
        #expect(contract.dialect == .draft2020_12)
        #expect(contract.operations.count == 9)
    }

    @Test func operationsByIdAndByMethodAndPath() throws {
        let contract = try Self.petstore.get()
        #expect(contract.operation("showPetById")?.path == "/pets/{petId}")
        #expect(contract.operation(.post, "/pets")?.operationId == "createPet")
        #expect(contract.operation("nope") == nil)
        #expect(contract.operation(.delete, "/pets") == nil)
    }

    @Test func resolvedBodiesAndResponses() throws {
        let create = try #require(try Self.bookshop.get().operation("createBook"))
        #expect(create.requestBody?.description == "A book without its server-assigned id.")
        #expect(create.responses.map(\.key) == [.status(201), .range(4)])
        #expect(create.response(for: 201)?.response.headers["Location"]?.value?.required == true)
        #expect(create.response(for: 422)?.key == .range(4))
        #expect(create.response(for: 500) == nil)
    }

    @Test func operationParametersOverridePathItemParameters() throws {
        let contract = try Self.bookshop.get()
        let show = try #require(contract.operation("showBook"))
        #expect(show.parameters.map(\.name) == ["bookId"])
        #expect(show.parameters.first?.schema?.json["format"] == nil)
        let delete = try #require(contract.operation("deleteBook"))
        #expect(delete.parameters.count == 1)
        #expect(delete.parameters.first?.schema?.json["format"] == "uuid")
        let cover = try #require(contract.operation("uploadCover"))
        #expect(cover.parameters.map(\.name) == ["bookId"])
    }

    @Test func effectiveSecurity() throws {
        let contract = try Self.bookshop.get()
        let names = { (id: String) in contract.operation(id)?.security.map { Array($0.schemes.keys) } }
        #expect(names("listBooks") == [])
        #expect(names("deleteBook") == [["bearerAuth"], ["apiKey"]])
        #expect(names("showBook") == [["bearerAuth"], ["apiKey"], []])
        #expect(names("createBook") == [["oauth2"]])
        #expect(names("placeOrder") == [["oauth2", "apiKey"]])
        #expect(contract.operation("createBook")?.servers.first?.url == "https://{region}.bookshop.example/api")
    }

    @Test func schemasAreCompiledAndFoundByPointer() throws {
        let contract = try Self.bookshop.get()
        let book = try #require(contract.schema(at: "/components/schemas/Book"))
        #expect(
            book.isValid([
                "id": "0b5e1f7e-8a53-4d9c-9a8e-1f0b3a7f2c11", "kind": "book", "isbn": "9780261103573", "title": "T", "authors": ["A"],
            ]))
        #expect(!book.isValid(["kind": "magazine"]))
        let order = try #require(contract.operation("showOrder")?.response(for: 200)?.response.content["application/json"]?.schema)
        #expect(contract.schema(for: order) != nil)
        // A location that is not a schema position of its own is compiled on request.
        #expect(contract.schema(at: "/components/schemas/Book/$defs/Money")?.isValid(["amount": 1, "currency": "EUR"]) == true)
        #expect(contract.schema(at: "/components/schemas/Nope") == nil)
    }

    @Test func openAPI31DialectIsHonoured() throws {
        let base =
            #"{"openapi": "3.1.0", "info": {"title": "T", "version": "1"}, "components": {"schemas": {"N": {"type": ["string", "null"]}}}"#
        let standard = try Contract(data: Data((base + "}").utf8), baseURL: SpecTestSupport.memoryURL)
        #expect(standard.dialect == .draft2020_12)
        #expect(standard.schema(at: "/components/schemas/N")?.isValid(.null) == true)
        let odd = try Contract(
            data: Data((base + #", "jsonSchemaDialect": "https://example.com/my-dialect"}"#).utf8), baseURL: SpecTestSupport.memoryURL)
        #expect(SpecTestSupport.summary(odd.diagnostics) == ["spec.dialect.unknown @ /jsonSchemaDialect"])
    }

    @Test func duplicateOperationIdsAreReported() throws {
        let json = SpecTestSupport.document(
            paths: """
                {"/a": {"get": {"operationId": "same", "responses": {"200": {"description": "ok"}}}},
                 "/b": {"get": {"operationId": "same", "responses": {"200": {"description": "ok"}}}}}
                """)
        let contract = try Contract(data: Data(json.utf8), baseURL: SpecTestSupport.memoryURL)
        #expect(SpecTestSupport.summary(contract.diagnostics) == ["spec.operation-id.duplicate @ /paths/~1b/get/operationId"])
        #expect(contract.operation("same")?.path == "/a")
    }

    @Test(arguments: ["petstore.json", "bookshop.json", "multi-file/openapi.json"])
    func everyExampleInOurSpecsIsValid(spec: String) throws {
        let contract = try Contract(contentsOf: SpecTestSupport.spec(spec))
        var checked = 0
        func check(_ schema: OpenAPI.SchemaObject?, _ examples: [JSONValue], _ direction: ValidationDirection, _ place: String) {
            guard let schema, let compiled = contract.schema(for: schema) else { return }
            for example in examples {
                checked += 1
                let problems = compiled.validate(example, direction: direction)
                #expect(problems.isEmpty, "\(spec) \(place): \(problems.map(\.description))")
            }
        }
        func examples(_ example: JSONValue?, _ named: OrderedMap<OpenAPI.ReferenceOr<OpenAPI.Example>>) -> [JSONValue] {
            (example.map { [$0] } ?? []) + named.values.compactMap { $0.value?.value }
        }
        for operation in contract.operations {
            let name = operation.operationId ?? operation.path
            for parameter in operation.parameters {
                check(parameter.schema, examples(parameter.example, parameter.examples), .request, "\(name) \(parameter.name)")
            }
            for (type, media) in operation.requestBody?.content ?? OrderedMap() {
                check(media.schema, examples(media.example, media.examples), .request, "\(name) request \(type)")
            }
            for (key, response) in operation.responses.map({ ($0.key, $0.response) }) {
                for (type, media) in response.content {
                    check(media.schema, examples(media.example, media.examples), .response, "\(name) \(key) \(type)")
                }
                for (header, value) in response.headers {
                    guard let value = value.value else { continue }
                    check(value.schema, examples(value.example, value.examples), .response, "\(name) \(key) \(header)")
                }
            }
        }
        #expect(checked > 3)
    }
}
