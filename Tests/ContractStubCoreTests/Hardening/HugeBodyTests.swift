import Foundation
import Testing

@testable import ContractStubCore

extension HardeningTests {
    /// A 50 MB request body is parsed and validated in bounded time (1.2 s in a debug build on a shared 2-core machine). (A 50 MB array of small numbers is not
    /// tested here: in a debug build decoding its ~13 million values takes minutes.)
    @Suite struct HugeBodyTests {
        static let size = 50 * 1024 * 1024

        /// Wall time of `body`, in seconds.
        static func seconds(_ body: () -> Void) -> Double {
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        }

        static func post(_ body: Data) -> HTTPRequest {
            HTTPRequest(
                method: "POST", url: URL(string: "https://petstore.example.com/v1/pets")!,
                headers: ["Content-Type": "application/json"], body: body)
        }

        @Test func aFiftyMegabyteStringIsValidated() {
            var body = Data(#"{"name":""#.utf8)
            body.append(Data(repeating: UInt8(ascii: "x"), count: Self.size))
            body.append(Data(#""}"#.utf8))
            var diagnostics: [Diagnostic] = []
            let time = Self.seconds { diagnostics = EngineFixtures.petstoreRequests.validate(Self.post(body)).diagnostics }
            #expect(diagnostics.isEmpty)
            #expect(time < 60, "50 MB string body took \(time) s")
        }
    }
}
