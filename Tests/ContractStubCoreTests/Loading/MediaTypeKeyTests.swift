import Foundation
import Testing

@testable import ContractStubCore

/// Content keys are media types or media ranges (OpenAPI 3.0–3.2, Media Type Object maps): any other key is reported
/// as `spec.media.key` where it is written, with the media type it most likely means when that is obvious.
@Suite struct MediaTypeKeyTests {
    static func findings(_ content: String, version: String = "3.1.0") throws -> [Diagnostic] {
        let spec = SpecTestSupport.document(
            version: version,
            paths: """
                {"/a": {"post": {"requestBody": {"content": {"application/json": {}}},
                  "responses": {"200": {"description": "ok", "content": \(content)}}}}}
                """)
        return try SpecTestSupport.load(spec).diagnostics.filter { $0.code == "spec.media.key" }
    }

    @Test(arguments: ["3.0.3", "3.1.0", "3.2.0"])
    func aKeyThatIsNotAMediaTypeIsAnError(version: String) throws {
        let findings = try Self.findings(#"{"undefined": {}, "text/plain": {}}"#, version: version)
        #expect(findings.count == 1)
        let finding = try #require(findings.first)
        #expect(finding.severity == .error)
        #expect(finding.specPointer?.description == "/paths/~1a/post/responses/200/content/undefined")
        #expect(finding.message.contains("'undefined'"))
        #expect(finding.suggestion == nil)
    }

    @Test(arguments: [
        ("json", "application/json"), ("string", "text/plain"), ("xml", "application/xml"), ("image", "image/*"), ("*", "*/*"),
    ])
    func anObviousMeaningIsSuggested(key: String, meant: String) throws {
        let findings = try Self.findings(#"{"\#(key)": {}}"#)
        #expect(findings.count == 1)
        #expect(findings.first?.suggestion == "did you mean '\(meant)'?")
    }

    @Test func mediaTypesAndRangesAreNotReported() throws {
        let content = #"{"application/json": {}, "image/*": {}, "*/*": {}, "text/plain; charset=utf-8": {}, "application/vnd.a+json": {}}"#
        #expect(try Self.findings(content).isEmpty)
    }
}
