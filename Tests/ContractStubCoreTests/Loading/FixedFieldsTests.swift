import Testing

@testable import ContractStubCore

/// An object's fixed fields follow the document's OpenAPI version: a field a later version added is unknown before it.
@Suite struct FixedFieldsTests {
    let fields = FixedFields(["description"], addedIn31: ["summary"], addedIn32: ["kind"])

    @Test func eachVersionKnowsTheFieldsItHas() {
        #expect(fields.known(in: OpenAPIVersion(major: 3, minor: 0, patch: 3)) == ["description"])
        #expect(fields.known(in: OpenAPIVersion(major: 3, minor: 1)) == ["description", "summary"])
        #expect(fields.known(in: OpenAPIVersion(major: 3, minor: 2)) == ["description", "summary", "kind"])
    }

    @Test func theVersionThatAddedAFieldIsKept() {
        #expect(fields.addedIn31 == ["summary"])
        #expect(fields.addedIn32 == ["kind"])
    }
}
