import ContractStubCore
@_spi(ContractStubSpecialized) import ContractStubSyntax

/// The protocol classes stubs are given, one per live stub: the carrier that reaches a `URLProtocol` on every
/// platform, because the loader instantiates exactly the class the session's `protocolClasses` lists.
///
/// Slot `n` has its own class, `StubURLProtocol<Number>` with `Number` spelling `n` (``SlotNumber``), and the
/// table keeps a weak reference to the stub leasing it. A slot is leased again only after its stub is gone, so
/// a class never reaches a stub other than the one it was made for while that stub exists. There is no cap:
/// the table grows to the largest number of stubs alive at once, and each slot's class is made once.
enum ProtocolClassSlots {
    private struct Slot {
        weak var registry: (any InterceptedStub)?
        /// Tells apart the stubs that leased this slot over time (see ``StubCarrierHeader``).
        var serial: UInt64
        let protocolClass: ContractURLProtocol.Type
    }

    private struct Table {
        var slots: [Slot] = []
        var free: [Int] = []
        var nextSerial: UInt64 = 1
    }

    private static let table = Locked(Table())

    /// A free slot (a new one when none is free), leased until the lease is released.
    static func lease() -> ProtocolClassLease {
        table.withLock { table in
            let serial = table.nextSerial
            table.nextSerial += 1
            let slot: Int
            if let reused = table.free.popLast() {
                slot = reused
                table.slots[slot].serial = serial
            } else {
                slot = table.slots.count
                table.slots.append(Slot(serial: serial, protocolClass: protocolClass(forSlot: slot)))
            }
            return ProtocolClassLease(slot: slot, serial: serial, protocolClass: table.slots[slot].protocolClass)
        }
    }

    /// Points the lease's slot at `registry`; called once, when the registry is fully made.
    static func bind(_ lease: ProtocolClassLease, to registry: any InterceptedStub) {
        table.withLock { $0.slots[lease.slot].registry = registry }
    }

    /// The serial and the live registry (if any) of `slot`; `nil` for a slot never leased.
    static func occupant(of slot: Int) -> (serial: UInt64, registry: (any InterceptedStub)?)? {
        table.withLock { table in
            guard table.slots.indices.contains(slot) else { return nil }
            return (table.slots[slot].serial, table.slots[slot].registry)
        }
    }

    /// Makes `slot` free again: its stub is gone.
    fileprivate static func release(_ slot: Int) {
        table.withLock { table in
            table.slots[slot].registry = nil
            table.free.append(slot)
        }
    }

    /// The class of `slot`: distinct for every slot.
    static func protocolClass(forSlot slot: Int) -> ContractURLProtocol.Type {
        protocolClass(numbered: SlotZero.type(spelling: slot))
    }

    private static func protocolClass<Number: SlotNumber>(numbered: Number.Type) -> ContractURLProtocol.Type {
        StubURLProtocol<Number>.self
    }
}

/// One stub's hold on a slot of ``ProtocolClassSlots``: the slot is free again when the lease is released,
/// which happens when its ``StubRegistry`` is (the registry owns the lease).
final class ProtocolClassLease: Sendable {
    /// The slot's number.
    let slot: Int
    /// Which of the slot's successive stubs this lease is for.
    let serial: UInt64
    /// The class sessions of this stub list in `protocolClasses`.
    let protocolClass: ContractURLProtocol.Type

    fileprivate init(slot: Int, serial: UInt64, protocolClass: ContractURLProtocol.Type) {
        self.slot = slot
        self.serial = serial
        self.protocolClass = protocolClass
    }

    deinit {
        ProtocolClassSlots.release(slot)
    }
}

/// The protocol class of slot `Number.value`: it adds nothing to ``ContractURLProtocol`` but its slot, so
/// every request its sessions send can find the stub from `type(of: self)`.
final class StubURLProtocol<Number: SlotNumber>: ContractURLProtocol {
    override class var slot: Int? { Number.value }
}
