import Testing

@testable import ContractStubCore

@Suite("Response keys and parameter styles")
struct ResponseKeyAndStyleTests {
    @Test(arguments: [
        ("200", OpenAPI.ResponseKey.status(200)), ("2XX", .range(2)), ("5xx", .range(5)), ("default", .default),
    ])
    func validKeys(text: String, key: OpenAPI.ResponseKey) {
        #expect(OpenAPI.ResponseKey(text) == key)
    }

    @Test(arguments: ["20", "600", "2X0", "Default", "099", "abc"])
    func invalidKeys(text: String) {
        #expect(OpenAPI.ResponseKey(text) == nil)
    }

    @Test func keysMatchStatuses() {
        #expect(OpenAPI.ResponseKey.range(4).matches(404))
        #expect(!OpenAPI.ResponseKey.range(4).matches(500))
        #expect(OpenAPI.ResponseKey.default.matches(302))
        #expect(OpenAPI.ResponseKey.range(2).description == "2XX")
    }

    @Test func defaultStylesFollowTheSpec() {
        typealias Style = OpenAPI.Parameter.Style
        #expect(Style.defaultStyle(for: .query) == .form)
        #expect(Style.defaultStyle(for: .cookie) == .form)
        #expect(Style.defaultStyle(for: .path) == .simple)
        #expect(Style.defaultStyle(for: .header) == .simple)
        #expect(Style.deepObject.isAllowed(in: .query) && !Style.deepObject.isAllowed(in: .path))
        #expect(Style.matrix.isAllowed(in: .path) && !Style.matrix.isAllowed(in: .header))
    }

    @Test func versionsParse() {
        #expect(OpenAPIVersion("3.0.3") == OpenAPIVersion(major: 3, minor: 0, patch: 3))
        #expect(OpenAPIVersion("3.1") == OpenAPIVersion(major: 3, minor: 1))
        #expect(OpenAPIVersion("3.1.0-rc1")?.isSupported == true)
        #expect(OpenAPIVersion("3.2.0")?.isSupported == true)
        #expect(OpenAPIVersion("3.2.0")?.isAtLeast32 == true && OpenAPIVersion("3.1.1")?.isAtLeast32 == false)
        #expect(OpenAPIVersion("3.3.0")?.isSupported == false)
        #expect(OpenAPIVersion("three") == nil)
    }
}
