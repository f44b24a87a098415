import Testing

@testable import ContractStubCore

/// Specification extensions are the names that start with `x-`, compared as bytes.
@Suite struct ExtensionNameTests {
    @Test func namesStartingWithXDashAreExtensions() {
        for name in ["x-", "x-amazon-apigateway", "x-\u{301}accent"] { #expect(OpenAPI.isExtension(name)) }
        for name in ["", "x", "X-Amazon", "-x", "xx-", "\u{301}x-", "ｘ-wide"] { #expect(!OpenAPI.isExtension(name)) }
    }
}
