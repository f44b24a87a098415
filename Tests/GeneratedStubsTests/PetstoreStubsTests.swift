import ContractStub
import Foundation
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The golden file for `specs/petstore.json` (Generated/APIStubs.swift, default options) compiled and used.
@Suite struct PetstoreStubsTests {
    @Test func namedStatusAnswersWithTheSpecExample() async throws {
        let stub = try Specs.stub("petstore.json")
        stub.api.showPetById.respond(.notFound)
        let (data, response) = try await stub.makeSession().data(from: Specs.petstore(APIStubs.ShowPetById.path(petId: 42)))
        #expect(response.status == 404)
        #expect(try JSONDecoder().decode(JSONValue.self, from: data)["message"] == "no pet with id 42")
        #expect(stub.violations.isEmpty)
    }

    @Test func aGeneratedVariantCaseServesThatShape() async throws {
        let stub = try Specs.stub("petstore.json")
        stub.api.showPetById.respond(.tagAbsent)
        let (data, _) = try await stub.makeSession().data(from: Specs.petstore(APIStubs.ShowPetById.path(petId: 1)))
        #expect(String(decoding: data, as: UTF8.self) == #"{"id":1,"name":"Rex"}"#)
        #expect(stub.violations.isEmpty)
    }

    @Test func everyGeneratedVariantIsOneTheStubStillGives() async throws {
        let stub = try Specs.stub("petstore.json")
        #expect(APIStubs.ListPets.Variant.allCases.map(\.rawValue) == stub.responseVariants(for: "listPets").map(\.name))
        for variant in APIStubs.ListPets.Variant.allCases {
            stub.api.listPets.respond(variant)
            let (_, response) = try await stub.makeSession().data(from: Specs.petstore("/pets"))
            #expect(response.status == 200)
        }
        #expect(stub.violations.isEmpty)
    }

    @Test func anotherStatusHasItsOwnVariantEnum() async throws {
        let stub = try Specs.stub("petstore.json")
        let variants = stub.responseVariants(for: "showPetById", status: 404)
        #expect(APIStubs.ShowPetById.NotFoundVariant.allCases.map(\.rawValue) == variants.map(\.name))
        stub.api.showPetById.respond(notFound: .codeInt32Max)
        let (data, response) = try await stub.makeSession().data(from: Specs.petstore(APIStubs.ShowPetById.path(petId: 1)))
        #expect(response.status == 404)
        #expect(try JSONDecoder().decode(JSONValue.self, from: data)["code"] == 2_147_483_647)  // Int32.max
        #expect(stub.violations.isEmpty)
    }

    @Test func aVariantTheSpecNoLongerGivesIsAViolation() throws {
        let stub = try Specs.stub("petstore.json")
        stub.respond(to: "showPetById", variant: "owner=null")
        #expect(stub.violations.map(\.code) == ["stub.variant.unknown"])
        #expect(stub.violations.first?.message.hasPrefix("showPetById has no response variant 'owner=null'") == true)
    }

    @Test func withoutAStatusTheLowestSuccessIsSent() async throws {
        let stub = try Specs.stub("petstore.json")
        stub.api.listPets.respond()
        let (_, response) = try await stub.makeSession().data(from: Specs.petstore("/pets"))
        #expect(response.status == 200)
        #expect(stub.violations.isEmpty)
    }

    @Test func defaultIsSentWithACodeNothingElseClaims() async throws {
        let stub = try Specs.stub("petstore.json")
        stub.api.listPets.respond(inOrder: [.default, .ok])
        let session = stub.makeSession()
        let (_, first) = try await session.data(from: Specs.petstore("/pets"))
        let (_, second) = try await session.data(from: Specs.petstore("/pets"))
        #expect(first.status == 500)
        #expect(second.status == 200)
        #expect(APIStubs.ListPets.Status.default.code == 500)
        #expect(stub.violations.isEmpty)
    }

    @Test func anyStatusIsCoveredByDefault() async throws {
        let stub = try Specs.stub("petstore.json")
        stub.api.createPet.respond(.status(409))
        var request = URLRequest(url: Specs.petstore("/pets"))
        request.httpMethod = "POST"
        request.httpBody = Data(#"{"name":"Rex"}"#.utf8)
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        let (_, response) = try await stub.makeSession().data(for: request)
        #expect(response.status == 409)
        #expect(stub.violations.isEmpty)
    }

    @Test func failSimulatesANetworkError() async throws {
        let stub = try Specs.stub("petstore.json")
        stub.api.listPets.fail(with: URLError(.timedOut))
        await #expect(throws: URLError.self) { try await stub.makeSession().data(from: Specs.petstore("/pets")) }
    }

    @Test func explicitBodyIsCheckedAgainstTheSpec() async throws {
        let stub = try Specs.stub("petstore.json")
        stub.api.showPetById.respond(.ok, body: Data(#"{"id":7,"name":"Bo"}"#.utf8), headers: ["X-Trace": "1"])
        let (data, response) = try await stub.makeSession().data(from: Specs.petstore(APIStubs.ShowPetById.path(petId: 7)))
        #expect(try JSONDecoder().decode(JSONValue.self, from: data)["name"] == "Bo")
        #expect((response as? HTTPURLResponse)?.value(forHTTPHeaderField: "X-Trace") == "1")
        #expect(stub.violations.isEmpty)
    }
}
