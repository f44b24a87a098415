import Foundation
import Testing

@testable import ContractStub

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The protocol-class carrier alone: a distinct class per slot, a slot per live stub, reuse only after its stub is gone.
@Suite struct ProtocolClassSlotsTests {
    @Test func everyNumberHasItsOwnTypeAndClass() {
        let numbers = Array(0..<2_048) + [4_095, 65_536, 1 << 40, Int.max]
        var classes = Set<ObjectIdentifier>()
        for number in numbers {
            #expect(SlotZero.type(spelling: number).value == number)
            let protocolClass = ProtocolClassSlots.protocolClass(forSlot: number)
            #expect(protocolClass.slot == number)
            classes.insert(ObjectIdentifier(protocolClass))
        }
        #expect(classes.count == numbers.count, "one class per slot, never shared")
        #expect(
            ObjectIdentifier(ProtocolClassSlots.protocolClass(forSlot: 9)) == ObjectIdentifier(ProtocolClassSlots.protocolClass(forSlot: 9))
        )
        #expect(ContractURLProtocol.slot == nil, "the base class carries no stub")
    }

    @Test func liveStubsNeverShareASlot() throws {
        let stubs = try (0..<64).map { _ in try Petstore.stub() }
        let slots = Set(stubs.map(\.registry.lease.slot))
        #expect(slots.count == stubs.count)
        for stub in stubs {
            #expect(ProtocolClassSlots.occupant(of: stub.registry.lease.slot)?.registry === stub.registry)
        }
    }

    @Test func aSlotIsLeasedAgainOnlyAfterItsStubIsGone() throws {
        weak var firstRegistry: StubRegistry?
        var first: ContractStub? = try Petstore.stub()
        firstRegistry = first?.registry
        let (slot, serial) = try #require(first.map { ($0.registry.lease.slot, $0.registry.lease.serial) })
        #expect(ProtocolClassSlots.occupant(of: slot)?.serial == serial)

        first = nil
        #expect(firstRegistry == nil, "nothing else holds the stub's registry")
        #expect(ProtocolClassSlots.occupant(of: slot)?.registry == nil, "the class no longer reaches the stub")

        // Lease until the freed slot is leased again, to one of these stubs or to a parallel test's (which may hold it
        // for as long as that test runs); it comes with a new serial and a live stub.
        var held: [ContractStub] = []
        while held.count < 10_000, ProtocolClassSlots.occupant(of: slot)?.registry == nil {
            held.append(try Petstore.stub())
        }
        let occupant = try #require(ProtocolClassSlots.occupant(of: slot))
        #expect(occupant.registry != nil)
        #expect(occupant.serial != serial)
        if let successor = held.first(where: { $0.registry.lease.slot == slot }) {
            #expect(occupant.registry === successor.registry)
            #expect(successor.registry.lease.serial == occupant.serial)
        }
    }

    @Test func aSessionKeepsItsStubsSlotLeased() throws {
        weak var registry: StubRegistry?
        var stub: ContractStub? = try Petstore.stub()
        registry = stub?.registry
        let slot = try #require(stub?.registry.lease.slot)
        let session = try #require(stub?.makeSession())
        stub = nil
        #expect(registry != nil, "the session's configuration still holds the stub")
        #expect(ProtocolClassSlots.occupant(of: slot)?.registry === registry)
        withExtendedLifetime(session) {}
    }
}
