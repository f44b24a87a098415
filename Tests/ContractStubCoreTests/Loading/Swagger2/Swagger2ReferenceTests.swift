import Foundation
import Testing

@testable import ContractStubCore

/// A `$ref` is looked up once, and the `{"$ref": …}` object it becomes under components is made once per section.
@Suite struct Swagger2ReferenceTests {
    static func converter() throws -> Swagger2Converter {
        guard case .object(let root) = try JSONValue(decoding: Data(Swagger2Fixtures.petShop.utf8)) else {
            throw CocoaError(.coderReadCorrupt)
        }
        return Swagger2Converter(root: root, url: SpecTestSupport.memoryURL, roots: ReferenceRoots(mainURL: SpecTestSupport.memoryURL))
    }

    @Test func aReferenceIsLookedUpOnce() throws {
        let converter = try Self.converter()
        let first = converter.reference("#/definitions/Pet")
        #expect(first === converter.reference("#/definitions/Pet"))
        #expect(first.target?.local == "/definitions/Pet")
        #expect(first.target?.object["properties"] != nil)
        #expect(converter.reference("#/definitions/Nothing").target == nil)
    }

    @Test func theMovedObjectFollowsTheSection() throws {
        let reference = try Self.converter().reference("#/parameters/Limit")
        let moved = JSONValue.object(JSONObject([("$ref", .string("#/components/parameters/Limit"))]))
        #expect(reference.movedObject("#/parameters/Limit", section: "parameters") == moved)
        // The same text read as a response reference is not a response: it stays as written.
        #expect(reference.movedObject("#/parameters/Limit", section: "responses")["$ref"]?.stringValue == "#/parameters/Limit")
        #expect(reference.movedObject("#/parameters/Limit", section: "parameters") == moved)
    }
}
