import Foundation
import Testing

@testable import ContractStubCore
@testable import ContractStubTooling

/// Malformed pacts are refused with a located error, never a crash.
@Suite("Malformed pacts")
struct PactReadErrorTests {
    static func error(_ text: String, maximumSize: Int = PactFile.maximumSize) -> Diagnostic? {
        do {
            _ = try PactFile.read(Data(text.utf8), maximumSize: maximumSize)
            return nil
        } catch {
            return error.diagnostic
        }
    }

    static let head = #"{"consumer": {"name": "c"}, "provider": {"name": "p"}, "#

    @Test func notJSONIsAJSONSyntaxErrorAtItsLine() throws {
        let found = try #require(Self.error("{\n  \"consumer\": oops\n}"))
        #expect(found.code == "json.syntax")
        #expect(found.position?.line == 2)
    }

    @Test func anUnsupportedVersionIsLocated() throws {
        let found = try #require(
            Self.error(Self.head + "\"interactions\": [],\n\"metadata\": {\"pactSpecification\": {\"version\": \"5.0.0\"}}}"))
        #expect(found.code == "pact.file.invalid")
        #expect(found.message.contains("'5.0.0'"))
        #expect(found.position?.line == 2)
    }

    /// Broken pacts and what the error names. (Typed as a property: Swift 6.0 cannot type-check the tuple array
    /// in `@Test(arguments:)` in reasonable time.)
    static let brokenPacts: [(String, String)] = [
        (#"{"provider": {"name": "p"}, "interactions": []}"#, "'name' is missing"),
        (Self.head + #""interactions": {}}"#, "'interactions' must be an array"),
        (
            Self.head + #""interactions": [{"request": {"method": "GET", "path": "/"}, "response": {"status": 200}}]}"#,
            "'description' is missing"
        ),
        (
            Self.head + #""interactions": [{"description": "d", "request": {"path": "/"}, "response": {"status": 200}}]}"#,
            "'method' is missing"
        ),
        (Self.head + #""interactions": [{"description": "d", "request": {"method": "GET", "path": "/"}, "response": {}}]}"#, "no 'status'"),
        (
            Self.head
                + #""interactions": [{"description": "d", "request": {"method": "GET", "path": "/"}, "response": {"status": 9000}}]}"#,
            "HTTP status"
        ),
        (Self.head + #""messages": []}"#, "message pacts"),
        ("[]", "must be a JSON object"),
    ]

    @Test(arguments: brokenPacts)
    func missingOrMistypedFieldsAreNamed(_ text: String, _ expected: String) throws {
        let found = try #require(Self.error(text))
        #expect(found.code == "pact.file.invalid")
        #expect(found.message.contains(expected), "\(found.message)")
        #expect(found.position != nil)
    }

    @Test func tenThousandDeepBodiesAreRefusedNotCrashedOn() throws {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        let found = try #require(
            Self.error(
                Self.head
                    + #""interactions": [{"description": "d", "request": {"method": "GET", "path": "/"}, "response": {"status": 200, "body": \#(deep)}}]}"#
            ))
        #expect(found.code == "json.syntax")
        #expect(found.position != nil)
    }

    @Test func filesAboveTheSizeLimitAreRefused() throws {
        let found = try #require(Self.error(Self.head + #""interactions": []}"#, maximumSize: 10))
        #expect(found.code == "pact.file.invalid")
        #expect(found.message.contains("over 10 bytes"))
    }
}

/// A v4 pact's interactions of other types than `Synchronous/HTTP` are left out of the checked interactions and
/// counted by type, so commands can say they were not checked.
@Suite("Pact interactions that are not HTTP")
struct PactOtherInteractionTests {
    @Test func areCountedByTypeAndNotRead() throws {
        let text =
            PactReadErrorTests.head + #""metadata": {"pactSpecification": {"version": "4.0"}}, "interactions": ["#
            + #"{"type": "Synchronous/HTTP", "description": "a pet", "request": {"method": "GET", "path": "/pets/1"}, "response": {"status": 200}},"#
            + #"{"type": "Asynchronous/Messages", "description": "sold", "contents": {}},"#
            + #"{"type": "Synchronous/Messages", "description": "ask", "request": {}, "response": []},"#
            + #"{"type": "Asynchronous/Messages", "description": "sold again", "contents": {}},"#
            + #"{"description": "untyped"}]}"#
        let pact = try PactFile.read(Data(text.utf8))
        #expect(pact.interactions.map(\.description) == ["a pet"])
        #expect(pact.otherInteractions == ["Asynchronous/Messages": 2, "Synchronous/Messages": 1, "(no type)": 1])
    }

    @Test func beforeV4EveryInteractionIsHTTP() throws {
        let text =
            PactReadErrorTests.head + #""metadata": {"pactSpecification": {"version": "3.0.0"}}, "interactions": ["#
            + #"{"description": "a pet", "request": {"method": "GET", "path": "/pets/1"}, "response": {"status": 200}}]}"#
        let pact = try PactFile.read(Data(text.utf8))
        #expect(pact.interactions.count == 1)
        #expect(pact.otherInteractions.isEmpty)
    }
}
