import Foundation
import Testing

@testable import ContractStub

/// How the protocol decides from what the carriers said: agreement, nothing, or a conflict (never a guess).
@Suite struct CarrierReadingsTests {
    private let one = StubRegistry(contract: try! Petstore.contract(), options: .init())
    private let other = StubRegistry(contract: try! Petstore.contract(), options: .init())

    static let carrierCombinations: [(Bool, Bool, Bool)] = [
        (true, false, false), (false, true, false), (false, false, true), (true, true, false), (true, false, true),
        (false, true, true), (true, true, true),
    ]

    @Test(arguments: carrierCombinations)
    func anyCarriersThatArriveAndAgreeFindTheStub(byClass: Bool, byCache: Bool, byHeader: Bool) throws {
        let readings = CarrierReadings(
            protocolClass: byClass ? .stub(one) : .absent("no class"),
            urlCache: byCache ? .stub(one) : .absent("no cache"),
            header: byHeader ? .stub(one) : .absent("no header"))
        let found = try readings.agreedStub().get()
        #expect(found === one)
    }

    @Test func noCarrierNamesEveryCarrierTried() {
        let readings = CarrierReadings(
            protocolClass: .absent("class says A"), urlCache: .absent("cache says B"), header: .lost("header says C"))
        guard case .failure(.noStub(let detail)) = readings.agreedStub() else {
            Issue.record("expected no stub")
            return
        }
        #expect(detail == "protocol class: class says A; URL cache: cache says B; X-ContractStub-Carrier header: header says C")
    }

    @Test func carriersLeadingToDifferentStubsConflict() {
        let readings = CarrierReadings(protocolClass: .stub(one), urlCache: .stub(other), header: .absent("none"))
        guard case .failure(.conflict(_, let stubs)) = readings.agreedStub() else {
            Issue.record("expected a conflict")
            return
        }
        #expect(stubs.count == 2 && stubs[0] === one && stubs[1] === other)
    }

    @Test func aCarrierLeadingToAStubThatIsGoneConflictsWithALiveOne() {
        let readings = CarrierReadings(protocolClass: .stub(one), urlCache: .absent("none"), header: .lost("names stub 3.9"))
        guard case .failure(.conflict(let detail, let stubs)) = readings.agreedStub() else {
            Issue.record("expected a conflict")
            return
        }
        #expect(stubs.count == 1 && stubs[0] === one)
        #expect(detail.contains("names stub 3.9"))
    }
}
