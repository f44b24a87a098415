import Foundation
import Testing

@testable import ContractStubCore

/// A few broken `$ref`s break only the operations that read them (issue 32, cause 9): the contract loads, the broken
/// operations are listed with diagnostics naming each reference and its pointer, and every other operation works.
@Suite struct BrokenReferenceTests {
    /// Three operations: `good` works; `missing` reads a response, a parameter and a request body that do not exist;
    /// `mistyped` reads a parameter `$ref` that lands on a schema.
    static let spec = """
        {"openapi": "3.0.3", "info": {"title": "t", "version": "1"},
         "paths": {
          "/good": {"get": {"operationId": "good", "responses": {"200": {"$ref": "#/components/responses/Pet"}}}},
          "/missing": {"post": {"operationId": "missing",
            "parameters": [{"$ref": "#/components/parameters/Nowhere"}],
            "requestBody": {"$ref": "#/components/requestBodies/Nowhere"},
            "responses": {"200": {"$ref": "#/components/responses/DoesNotExist"}}}},
          "/mistyped": {"get": {"operationId": "mistyped",
            "parameters": [{"$ref": "#/components/schemas/Pet"}],
            "responses": {"204": {"description": "none"}}}}},
         "components": {
          "schemas": {"Pet": {"type": "object", "required": ["name"], "properties": {"name": {"type": "string"}}}},
          "responses": {"Pet": {"description": "a pet",
            "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Pet"}}}}}}}
        """

    static func contract(_ text: String = spec) throws -> Contract {
        try Contract(data: Data(text.utf8), baseURL: URL(fileURLWithPath: "/tmp/broken-refs.json"))
    }

    static func request(_ method: String, _ path: String, body: String? = nil) -> HTTPRequest {
        HTTPRequest(
            method: method, url: URL(string: "https://api.test\(path)")!,
            headers: body == nil ? [:] : ["Content-Type": "application/json"], body: body.map { Data($0.utf8) })
    }

    @Test func theContractLoadsAndListsTheBrokenOperations() throws {
        let contract = try Self.contract()
        #expect(contract.operations.count == 3)
        #expect(contract.brokenOperations.map(\.operationId) == ["missing", "mistyped"])
        #expect(contract.operation("good")?.isBroken == false)

        let missing = try #require(contract.operation("missing")).referenceFailures
        #expect(missing.map(\.code) == ["ref.unresolved", "ref.unresolved", "ref.unresolved"])
        #expect(
            missing.map { $0.specPointer?.description }
                == ["/paths/~1missing/post/parameters/0", "/paths/~1missing/post/requestBody", "/paths/~1missing/post/responses/200"])
        #expect(missing.allSatisfy { $0.operationId == "missing" && $0.severity == .error })
        #expect(missing.last?.message.contains("'#/components/responses/DoesNotExist'") == true)

        let mistyped = try #require(contract.operation("mistyped")).referenceFailures
        #expect(mistyped.map(\.code) == ["ref.type"])
        #expect(mistyped.first?.specPointer?.description == "/paths/~1mistyped/get/parameters/0")
        #expect(mistyped.first?.message.contains("'#/components/schemas/Pet'") == true)
        // The failures stay among the contract's diagnostics too.
        #expect(contract.diagnostics.filter { $0.code.hasPrefix("ref.") }.count == 4)
    }

    @Test func theGoodOperationValidatesAndSynthesizes() throws {
        let contract = try Self.contract()
        let validator = RequestValidator(contract: contract)
        #expect(validator.validate(Self.request("GET", "/good")).diagnostics.isEmpty)
        let good = try #require(contract.operation("good"))
        let response = try ResponseSynthesizer(contract: contract).response(for: good)
        #expect(response.status == 200)
        #expect(ResponseValidator(contract: contract).validate(response, for: good).isEmpty)
        let wrong = HTTPResponse(status: 200, headers: ["Content-Type": "application/json"], body: Data(#"{"name": 1}"#.utf8))
        #expect(ResponseValidator(contract: contract).validate(wrong, for: good).map(\.code) == ["schema.type"])
    }

    @Test func aBrokenOperationAnswersWithItsReferenceFailures() throws {
        let contract = try Self.contract()
        let missing = try #require(contract.operation("missing"))
        let validation = RequestValidator(contract: contract).validate(Self.request("POST", "/missing", body: "{}"))
        #expect(validation.operation?.operationId == "missing")
        #expect(validation.diagnostics == missing.referenceFailures)
        #expect(validation.hasErrors)

        let response = HTTPResponse(status: 200, headers: ["Content-Type": "application/json"], body: Data("{}".utf8))
        #expect(ResponseValidator(contract: contract).validate(response, for: missing) == missing.referenceFailures)

        let error = expectError(SynthesisError.self) { try ResponseSynthesizer(contract: contract).response(for: missing) }
        #expect(error?.code == "ref.unresolved")
        #expect(error?.message.contains("'#/components/responses/DoesNotExist'") == true)
        #expect(error?.message.contains("/paths/~1missing/post/responses/200") == true)
    }

    /// A broken `$ref` in a component breaks every operation that reaches the component, through any chain; one in
    /// a component no operation reads breaks none.
    @Test func aFailureInsideAReferencedComponentBreaksTheOperationsThatReachIt() throws {
        let contract = try Self.contract(
            """
            {"openapi": "3.0.3", "info": {"title": "t", "version": "1"},
             "paths": {
              "/a": {"get": {"operationId": "a", "responses": {"200": {"$ref": "#/components/responses/Listed"}}}},
              "/b": {"get": {"operationId": "b", "responses": {"200": {"$ref": "#/components/responses/Plain"}}}},
              "/c": {"get": {"operationId": "c", "responses": {"200": {"description": "x",
                "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Wrapper"}}}}}}}},
             "components": {
              "schemas": {"Wrapper": {"properties": {"inner": {"$ref": "#/components/schemas/Gone"}}},
                          "Unused": {"$ref": "#/components/schemas/AlsoGone"}},
              "headers": {"Rate": {"$ref": "#/components/headers/Missing"}},
              "responses": {
               "Listed": {"description": "x", "headers": {"X-Rate": {"$ref": "#/components/headers/Rate"}}},
               "Plain": {"description": "x"}}}}
            """)
        #expect(contract.brokenOperations.map(\.operationId) == ["a", "c"])
        let a = try #require(contract.operation("a")).referenceFailures
        #expect(a.map(\.code) == ["ref.unresolved"])
        // Reported where the chain starts, in the response component the operation reads.
        #expect(a.first?.specPointer?.description == "/components/responses/Listed/headers/X-Rate")
        #expect(a.first?.message.contains("'#/components/headers/Rate'") == true)
        let c = try #require(contract.operation("c")).referenceFailures
        #expect(c.map(\.code) == ["ref.unresolved"])
        #expect(c.first?.message.contains("#/components/schemas/Gone") == true)
        #expect(RequestValidator(contract: contract).validate(Self.request("GET", "/b")).diagnostics.isEmpty)
    }

    /// Path-item parameters are read by every operation of the path.
    @Test func aBrokenPathItemParameterBreaksEveryOperationOfThePath() throws {
        let contract = try Self.contract(
            """
            {"openapi": "3.1.0", "info": {"title": "t", "version": "1"},
             "paths": {
              "/a": {"parameters": [{"$ref": "#/components/parameters/Gone"}],
                     "get": {"responses": {"204": {"description": "x"}}}, "put": {"responses": {"204": {"description": "x"}}}},
              "/b": {"get": {"responses": {"204": {"description": "x"}}}}}}
            """)
        #expect(contract.brokenOperations.map { "\($0.method.rawValue) \($0.path)" } == ["get /a", "put /a"])
    }

    /// A response `$ref` into `components/requestBodies` whose target is a valid Response Object is followed, with a
    /// `ref.type` warning (no OpenAPI rule forbids it); the operation works.
    @Test func aResponseReferenceIntoRequestBodiesThatReadsAsAResponseIsAWarning() throws {
        let contract = try Self.contract(
            """
            {"openapi": "3.0.3", "info": {"title": "t", "version": "1"},
             "paths": {"/pet": {"get": {"operationId": "pet", "responses": {"200": {"$ref": "#/components/requestBodies/Pet"}}}}},
             "components": {"requestBodies": {"Pet": {"description": "a pet",
               "content": {"application/json": {"schema": {"type": "object", "required": ["name"],
                 "properties": {"name": {"type": "string"}}}}}}}}}
            """)
        #expect(contract.brokenOperations.isEmpty)
        let warning = try #require(contract.diagnostics.first { $0.code == "ref.type" })
        #expect(warning.severity == .warning)
        #expect(warning.specPointer?.description == "/paths/~1pet/get/responses/200")
        #expect(warning.message.contains("'#/components/requestBodies/Pet'"))
        let pet = try #require(contract.operation("pet"))
        #expect(pet.response(for: 200)?.response.description == "a pet")
        let response = try ResponseSynthesizer(contract: contract).response(for: pet)
        #expect(response.status == 200)
        #expect(ResponseValidator(contract: contract).validate(response, for: pet).isEmpty)
    }

    /// A `$ref` into another kind of component whose target does not read as the kind expected stays an error.
    @Test(arguments: [
        #"{"description": "a pet", "required": true, "content": {}}"#,  // `required` is no Response Object field
        #"{"content": {"application/json": {}}}"#,  // no `description`
    ])
    func aReferenceIntoAnotherKindThatDoesNotFitIsAnError(target: String) throws {
        let contract = try Self.contract(
            """
            {"openapi": "3.0.3", "info": {"title": "t", "version": "1"},
             "paths": {"/pet": {"get": {"operationId": "pet", "responses": {"200": {"$ref": "#/components/requestBodies/Pet"}}}}},
             "components": {"requestBodies": {"Pet": \(target)}}}
            """)
        let failures = try #require(contract.operation("pet")).referenceFailures
        #expect(failures.map(\.code) == ["ref.type"])
        #expect(failures.first?.severity == .error)
    }

    /// The command line's load (``Contract/init(contentsOf:allowedRefRoots:acceptingRemoteReferences:)``) still
    /// refuses the spec as a whole, one diagnostic per failing `$ref`.
    @Test func theCommandLineLoadStillRefusesTheSpec() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("broken-refs-\(UUID().uuidString).json")
        try Data(Self.spec.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let error = expectError(SpecLoadError.self) {
            try Contract(contentsOf: file, allowedRefRoots: [], acceptingRemoteReferences: true)
        }
        #expect(error?.code == "spec.refs.unresolved")
        #expect(error?.diagnostics.count == 4)
        #expect(try Contract(contentsOf: file).brokenOperations.count == 2)
    }
}
