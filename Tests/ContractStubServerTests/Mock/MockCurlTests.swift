import Foundation
import Testing

@testable import ContractStubServer

/// Where `curl` is installed, if it is.
enum Curl {
    static let url: URL? = ["/usr/bin/curl", "/usr/local/bin/curl", "/opt/homebrew/bin/curl"].lazy
        .map(URL.init(fileURLWithPath:)).first { FileManager.default.isExecutableFile(atPath: $0.path) }
    static let isInstalled = url != nil
}

/// The mock driven by `curl`, a client with its own HTTP/1.1 code; skipped (visibly) where curl is not installed.
@Suite(.enabled(if: Curl.isInstalled, "curl is not installed"))
struct MockCurlTests {
    /// curl's standard output and error (`-v` writes the conversation to the error) for `arguments`.
    private static func run(_ arguments: [String]) throws -> (output: String, conversation: String) {
        let run = try ChildProcess.run(try #require(Curl.url), ["-s", "-v", "--max-time", "10"] + arguments)
        return (String(decoding: run.standardOutput, as: UTF8.self), String(decoding: run.standardError, as: UTF8.self))
    }

    @Test func reusesOneConnectionForTwoRequests() throws {
        let mock = try MockFixture()
        let run = try Self.run([mock.url("/pets").absoluteString, mock.url("/pets/1").absoluteString])
        #expect(run.output.hasPrefix(#"[{"id":1,"name":"Tom"}]"#))
        #expect(run.conversation.contains("Re-using existing connection") || run.conversation.contains("Reusing existing"))
    }

    @Test func sendsAChunkedBodyWithExpectContinue() throws {
        let mock = try MockFixture()
        let run = try Self.run([
            "-H", "Content-Type: application/json", "-H", "Transfer-Encoding: chunked", "-H", "Expect: 100-continue",
            "--data-binary", #"{"id":3,"name":"Kit"}"#, mock.url("/pets").absoluteString,
        ])
        #expect(run.conversation.contains("HTTP/1.1 100 Continue"))
        #expect(run.conversation.contains("HTTP/1.1 201 Created"))
        #expect(mock.server.violationCount == 0)
    }

    @Test func asksHEADAndPrefer() throws {
        let mock = try MockFixture()
        let head = try Self.run(["-I", mock.url("/pets").absoluteString])
        #expect(head.output.hasPrefix("HTTP/1.1 200 OK") && head.output.contains("Content-Length: "))
        let missing = try Self.run(["-H", "Prefer: code=404", mock.url("/pets").absoluteString])
        #expect(missing.conversation.contains("HTTP/1.1 404 Not Found"))
        let refused = try Self.run([mock.url("/pets?limit=1000").absoluteString])
        #expect(refused.conversation.contains("HTTP/1.1 400 Bad Request") && refused.output.contains("\"violations\""))
    }

    @Test func setsTheNextAnswersAsTheDocsShow() throws {
        let mock = try MockFixture()
        let set = try Self.run([
            mock.url("/__contractstub/answers").absoluteString, "-H", "Content-Type: application/json", "-d",
            #"{"operation": "listPets", "answers": [{"status": 404, "headers": {"Retry-After": "1"}}, {"example": "dogs"}]}"#,
        ])
        #expect(set.output == #"{"operation":"listPets","queued":2}"#)
        let missing = try Self.run([mock.url("/pets").absoluteString])
        #expect(missing.conversation.contains("HTTP/1.1 404 Not Found") && missing.conversation.contains("Retry-After: 1"))
        #expect(try Self.run([mock.url("/pets").absoluteString]).output.contains("Rex"))
        let refused = try Self.run([
            mock.url("/__contractstub/answers").absoluteString, "-d", #"{"operation": "listPets", "answers": [{"status": 503}]}"#,
        ])
        #expect(refused.conversation.contains("HTTP/1.1 422") && refused.output.contains("stub.status.undeclared"))
    }
}
