import Foundation
import Testing

@testable import ContractStubCore

/// A `swagger` field that is not the string "2.0", or stands next to `openapi`, is refused at its line and column.
@Suite struct Swagger2KindTests {
    static func refusal(_ text: String) throws -> SpecLoadError? {
        let url = try Swagger2Fixtures.file(text)
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        do {
            _ = try Contract(contentsOf: url)
            return nil
        } catch {
            return error
        }
    }

    @Test(arguments: [
        ("{\"openapi\": \"3.0.3\",\n \"swagger\": \"2.0\", \"info\": {}, \"paths\": {}}", "both"),
        ("{\"info\": {},\n \"swagger\": \"1.2\", \"paths\": {}}", "'1.2'"),
        ("{\"info\": {},\n \"swagger\": 2, \"paths\": {}}", "the number 2"),
    ])
    func isRefusedAtTheSwaggerField(text: String, saying: String) throws {
        let error = try #require(try Self.refusal(text))
        #expect(error.code == "spec.swagger2")
        #expect(error.message.contains(saying))
        #expect(error.position?.line == 2)
    }
}
