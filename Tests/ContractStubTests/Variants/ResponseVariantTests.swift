import Foundation
import Testing

@testable import ContractStub

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A client model that forgot `tag` is optional: it decodes the spec's example and fails on the variant without it.
private struct FragilePet: Decodable {
    let id: Int
    let name: String
    let tag: String
}

/// The same model written as the spec says.
private struct Pet: Decodable {
    let id: Int
    let name: String
    let tag: String?
}

/// Response variants: every shape the spec allows, each valid, named, and served to the client's own code.
@Suite struct ResponseVariantTests {
    private func fetch<Model: Decodable>(_ type: Model.Type, from stub: ContractStub, _ path: String) async throws -> Model {
        let (data, _) = try await stub.makeSession().data(from: Petstore.url(path))
        return try JSONDecoder().decode(Model.self, from: data)
    }

    @Test func theVariantsOfAPetAreNamedAndValid() throws {
        let stub = try Petstore.stub()
        let variants = stub.responseVariants(for: "showPetById")
        #expect(variants.map(\.name) == ["default", "id=int64.max", "name=minLength", "tag=absent", "body+extra"])
        #expect(String(decoding: variants[1].body, as: UTF8.self) == #"{"id":9223372036854775807,"name":"Rex","tag":"dog"}"#)
        #expect(String(decoding: variants[2].body, as: UTF8.self) == #"{"id":1,"name":"R","tag":"dog"}"#)
        #expect(String(decoding: variants[3].body, as: UTF8.self) == #"{"id":1,"name":"Rex"}"#)
        #expect(variants.allSatisfy { $0.response.status == 200 && $0.response.headers["Content-Type"] == "application/json" })
        #expect(stub.violations.isEmpty)
    }

    @Test func aListVariesItsItemsAndLength() throws {
        let variants = try Petstore.stub().responseVariants(for: "listPets")
        let names = variants.map(\.name)
        #expect(names.first == "default")
        #expect(names.contains("body=[]"))
        #expect(names.contains("body=[1]"))
        #expect(names.contains("body=[maxItems]"))
        #expect(names.contains("[0].tag=absent"))
        let longest = try #require(variants.first { $0.name == "body=[maxItems]" })
        #expect(try JSONValue(decoding: longest.body).arrayValue?.count == 100)
    }

    @Test func variantsAreTheSameOnEveryRun() throws {
        let first = try Petstore.stub().responseVariants(for: "listPets")
        let second = try Petstore.stub().responseVariants(for: "listPets")
        #expect(first == second)
    }

    @Test func aFragileDecoderFailsOnExactlyTheVariantsItCannotHandle() async throws {
        let stub = try Petstore.stub()
        var failed: [String] = []
        for variant in stub.responseVariants(for: "showPetById") {
            stub.respond(to: "showPetById", with: variant)
            do {
                _ = try await fetch(FragilePet.self, from: stub, "/pets/1")
            } catch {
                failed.append(variant.name)
            }
            _ = try await fetch(Pet.self, from: stub, "/pets/1")
        }
        #expect(failed == ["tag=absent"])
        #expect(stub.violations.isEmpty)
    }

    @Test func aDateFormatWithoutFractionalSecondsFailsOnExactlyThatVariant() async throws {
        // The everyday bug: a date format written for the server's usual "…59Z" rejects "…59.123Z", which RFC 3339
        // and so the spec allow. (Fixed-format DateFormatter in en_US_POSIX: the same on Apple platforms and Linux.)
        struct Event: Decodable { let at: Date }
        let spec = #"""
            {"openapi": "3.0.3", "info": {"title": "Events", "version": "1"}, "servers": [{"url": "https://events.test"}],
             "paths": {"/event": {"get": {"operationId": "getEvent", "responses": {"200": {"description": "An event",
               "content": {"application/json": {"schema": {"type": "object", "required": ["at"], "additionalProperties": false,
                 "properties": {"at": {"type": "string", "format": "date-time"}}}}}}}}}}}
            """#
        let stub = ContractStub(try Contract(data: Data(spec.utf8), baseURL: URL(string: "https://events.test/spec.json")!))
        let format = DateFormatter()
        format.locale = Locale(identifier: "en_US_POSIX")
        format.timeZone = TimeZone(identifier: "UTC")
        format.dateFormat = "yyyy-MM-dd'T'HH:mm:ssXXXXX"
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .formatted(format)
        var failed: [String] = []
        for variant in stub.responseVariants(for: "getEvent") {
            stub.respond(to: "getEvent", with: variant)
            let (data, _) = try await stub.makeSession().data(from: URL(string: "https://events.test/event")!)
            if (try? decoder.decode(Event.self, from: data)) == nil { failed.append(variant.name) }
        }
        #expect(failed == ["at=date-time.fraction"])
        #expect(stub.violations.isEmpty)
    }

    @Test func checkNamesTheVariantAndShowsItsBody() async throws {
        let stub = try Petstore.stub()
        let variant = try #require(stub.responseVariants(for: "showPetById").first { $0.name == "tag=absent" })
        stub.respond(to: "showPetById", with: variant)
        await withKnownIssue {
            await variant.check { _ = try await fetch(FragilePet.self, from: stub, "/pets/1") }
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("on variant 'tag=absent' of showPetById (200): {\"id\":1,\"name\":\"Rex\"}")
        }
    }

    @Test func forEachServesEveryVariantInTurn() async throws {
        let stub = try Petstore.stub()
        var seen: [String] = []
        await stub.forEachResponseVariant(of: "showPetById") { variant in
            let pet = try await fetch(Pet.self, from: stub, "/pets/1")
            seen.append("\(variant.name):\(pet.tag ?? "-")")
        }
        #expect(seen == ["default:dog", "id=int64.max:dog", "name=minLength:dog", "tag=absent:-", "body+extra:dog"])
    }

    @Test(arguments: try ContractStub.responseVariants(spec: "specs/petstore.json", for: "showPetById"))
    func eachVariantIsATestCase(variant: ResponseVariant) async throws {
        let stub = try Petstore.stub()
        stub.respond(to: "showPetById", with: variant)
        await variant.check { _ = try await fetch(Pet.self, from: stub, "/pets/1") }
        #expect(stub.violations.isEmpty)
    }

    @Test func aStatusTheDefaultResponseCoversHasItsOwnVariants() throws {
        let variants = try Petstore.stub().responseVariants(for: "showPetById", status: 418)
        #expect(variants.map(\.name) == ["default", "code=int32.max", "body+extra"])
        #expect(variants.allSatisfy { $0.response.status == 418 })
    }

    @Test func anUnknownOperationGivesNoVariantsAndAViolation() throws {
        let stub = try Petstore.stub()
        #expect(stub.responseVariants(for: "adoptPet").isEmpty)
        #expect(stub.violations.map(\.code) == ["stub.target.unknown"])
        #expect(throws: ContractStub.VariantsUnavailable.self) {
            try ContractStub.responseVariants(spec: "specs/petstore.json", for: "adoptPet")
        }
    }
}
