import Foundation
import Testing

@testable import ContractStubCore
@testable import ContractStubTooling

@Suite struct TrafficVerifierTests {
    @Test func hiddenBodiesAreWarnedAboutNotReportedMissing() throws {
        let log = """
            {"request":{"method":"POST","url":"https://h/v1/pets","headers":{"Content-Type":"application/json"},"bodyVisible":false}}
            """
        let exchanges = try TrafficLog.read(Data(log.utf8))
        #expect(exchanges[0].exchange.request.bodyVisibility == .hidden)
        let findings = TrafficVerifier(contract: EngineFixtures.petstore).verify(exchanges)
        #expect(findings.map(\.diagnostic.code) == ["request.body.hidden"])
        #expect(findings.allSatisfy { $0.diagnostic.severity == .warning })
    }

    @Test func verifierTagsFindingsWithTheirExchange() throws {
        let log = """
            {"request":{"method":"GET","url":"https://h/v1/pets?limit=3"},"response":{"status":200,"headers":{"Content-Type":"application/json"},"body":"[]"}}
            {"request":{"method":"GET","url":"https://h/v1/pets/7"},"response":{"status":200,"headers":{"Content-Type":"application/json"},"body":"{\\"id\\":7}"}}
            """
        let findings = TrafficVerifier(contract: EngineFixtures.petstore).verify(try TrafficLog.read(Data(log.utf8)))
        #expect(findings.map { "\($0.exchange) \($0.diagnostic.code) \($0.diagnostic.instancePointer!)" } == ["1 schema.required /body"])
    }
}
