import Foundation
import Testing

@testable import ContractStubCore

extension EngineTests {
    @Suite struct TrafficLogTests {
        @Test func readsBodiesHeadersAndSkipsBlankLines() throws {
            let log = """
                {"request":{"method":"POST","url":"https://h/v1/pets","headers":{"content-TYPE":"application/json"},"body":"{\\"name\\":\\"Rex\\"}","extra":1},"response":{"status":201,"headers":{"Content-Type":"application/json"},"bodyBase64":"e30="},"note":"ignored"}

                {"request":{"method":"GET","url":"https://h/v1/pets"}}
                """
            let exchanges = try TrafficLog.read(Data(log.utf8))
            #expect(exchanges.map(\.line) == [0, 2])
            #expect(exchanges[0].exchange.request.headers["Content-Type"] == "application/json")
            #expect(exchanges[0].exchange.request.body == Data(#"{"name":"Rex"}"#.utf8))
            #expect(exchanges[0].exchange.response?.body == Data("{}".utf8))
            #expect(exchanges[1].exchange.response == nil)
        }

        @Test(arguments: [
            ("{\"request\":{\"method\":\"GET\",\"url\":\"https://h/\"}}\nnot json", 2, "not a JSON object"),
            ("{\"response\":{}}", 1, "\"request\" is missing"),
            ("{\"request\":{\"method\":\"GET\",\"url\":\"https://h/\"},\"response\":{\"status\":\"200\"}}", 1, "response.status"),
            ("{\"request\":{\"method\":\"GET\",\"url\":\"https://h/\",\"bodyBase64\":\"%%%\"}}", 1, "bodyBase64"),
        ])
        func badLinesAreNamed(_ log: String, _ line: Int, _ fragment: String) {
            #expect {
                try TrafficLog.read(Data(log.utf8))
            } throws: { error in
                guard let error = error as? TrafficLogError else { return false }
                return error.line == line && error.message.contains(fragment)
            }
        }

        /// A traffic-log error is a diagnostic like any other: its code and its line.
        @Test func anInvalidLineConvertsToADiagnostic() {
            let error: any DiagnosticError = TrafficLogError(line: 3, message: "\"request.url\" must be a URL string")
            #expect(error.diagnostic.code == "traffic.line.invalid")
            #expect(error.diagnostic.position?.line == 3)
        }
    }
}
