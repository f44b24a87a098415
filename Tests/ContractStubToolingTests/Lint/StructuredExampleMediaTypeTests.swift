import Foundation
import Testing

@testable import ContractStubTooling

/// Which media types hold their examples as JSON values (and so are checked against the schema as data): read as
/// bytes, with the same answers as reading the lower-cased text.
@Suite struct StructuredExampleMediaTypeTests {
    /// The reading by text (lower-cased, split at `;`, searched): the answer the byte reading must give.
    static func byText(_ mediaType: String) -> Bool {
        let type = mediaType.lowercased().split(separator: ";").first.map(String.init) ?? ""
        return type.contains("json") || type.hasPrefix("*/") || type == "application/*"
    }

    static let mediaTypes = [
        "application/json", "Application/JSON; charset=utf-8", "application/vnd.github+json", "application/x-ndjson",
        "application/json-patch+json", "text/json", "*/*", "*/json", "application/*", "APPLICATION/*", "application/*+xml",
        "application/xml", "text/plain", "multipart/form-data", "application/x-www-form-urlencoded", "", ";", ";json",
        ";;application/json", "text/plain; profile=json", "application/jso", "application/js on", "jsonjson", "JSON",
        "image/*", "a*/", "application/*;q=1", "application/* ", "applicatión/json", "application/ＪＳＯＮ",
    ]

    @Test(arguments: mediaTypes)
    func bytesAnswerAsText(_ mediaType: String) {
        #expect(ExampleSiteCollector.holdsStructuredExamples(mediaType) == Self.byText(mediaType), "\(mediaType)")
    }

    @Test func theAnswersAreNotAllTheSame() {
        let answers = Set(Self.mediaTypes.map(ExampleSiteCollector.holdsStructuredExamples))
        #expect(answers == [true, false])
    }
}
