import ContractStubCore
import Foundation
import Testing

@testable import ContractStub

/// Where fixtures go, and which headers recordings redact.
@Suite struct FixtureTests {
    @Test func aTestsFixtureSitsBesideItsFile() {
        let fixture = ContractStub.Fixture.forTest("listsPets()", filePath: "/repo/Tests/AppTests/PetClientTests.swift")
        #expect(fixture.url.path == "/repo/Tests/AppTests/__ContractFixtures__/PetClientTests/listsPets.jsonl")
    }

    @Test func aFolderCanBeGiven() {
        let folder = URL(fileURLWithPath: "/fixtures")
        let fixture = ContractStub.Fixture.forTest("testShowsPet", filePath: "/repo/Tests/A/PetTests.swift", folder: folder)
        #expect(fixture.url.path == "/fixtures/PetTests/testShowsPet.jsonl")
    }

    static let safeFileNames: [(String, String)] = [
        ("shows(pet:)", "shows_pet__.jsonl"), ("a b/c", "a_b_c.jsonl"), ("()", "test.jsonl"), ("é", "_.jsonl"),
    ]

    @Test(arguments: safeFileNames)
    func testNamesBecomeSafeFileNames(name: String, file: String) {
        #expect(ContractStub.Fixture.fileName(forTest: name) == file)
    }

    @Test func theRunningSwiftTestingTestNamesTheDefaultFixture() {
        let fixture = ContractStub.Fixture.forCurrentTest(testName: "ignored()", filePath: "/ignored.swift")
        #expect(fixture.url.lastPathComponent == "theRunningSwiftTestingTestNamesTheDefaultFixture.jsonl")
        #expect(fixture.url.deletingLastPathComponent().lastPathComponent == "FixtureTests")
    }

    @Test func defaultRedactionCoversSecretsAndTokens() {
        let redaction = HeaderRedaction(HeaderRedaction.defaultNames)
        let headers: HTTPHeaders = [
            "authorization": "Bearer x", "Cookie": "a=b; theme=dark", "Set-Cookie": "c=d; Path=/", "X-Auth-Token": "t",
            "Accept": "application/json", "Tokens": "kept", "Proxy-Authorization": "Basic dTpw",
        ]
        let redacted = redaction.apply(to: headers)
        #expect(redacted["Authorization"] == "Bearer REDACTED")
        #expect(redacted["Proxy-Authorization"] == "Basic \(HeaderRedaction.basicPlaceholder)")
        #expect(redacted["cookie"] == "a=REDACTED; theme=REDACTED")
        #expect(redacted["Set-Cookie"] == "c=REDACTED; Path=/")
        #expect(redacted["X-Auth-Token"] == "REDACTED")
        #expect(redacted["Accept"] == "application/json")
        #expect(redacted["Tokens"] == "kept")
    }

    @Test func redactionCanBeConfigured() {
        let redaction = HeaderRedaction(["X-Api-Key"])
        #expect(redaction.covers("x-api-key"))
        #expect(!redaction.covers("Authorization"))
    }
}
