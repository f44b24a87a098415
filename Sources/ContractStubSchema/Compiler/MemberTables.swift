@_spi(ContractStubBytes) import ContractStubSyntax
import Foundation

/// The property names and `required` names of a ``ScanPlan``'s nodes, found by the UTF-8 bytes of an instance's key:
/// one open-addressing hash table per node, all of them in shared flat buffers. Only ASCII names are laid out (a node
/// with another name is delegated), because only for ASCII is byte equality the `String` equality the tree validator
/// uses (`"\u{212A}"`, the Kelvin sign, equals `"K"` as a `String`).
final class MemberTables: @unchecked Sendable {
    /// A name of one node.
    struct Member {
        /// Its bytes in ``MemberTables/keyBytes``.
        let keyStart: Int32
        let keyCount: Int32
        /// The `properties` subschema (a node index), or ``ScanPlan/none`` for a name that is only required.
        let property: Int32
        /// The property is `readOnly` (refused in requests) or `writeOnly` (refused in responses).
        let isReadOnly: Bool
        let isWriteOnly: Bool
    }

    /// A `required` name of one node.
    struct Required {
        /// The member it is, relative to its table's first member.
        let member: Int32
        /// Its absence is allowed in a request (a `readOnly` property) or in a response (a `writeOnly` one).
        let exemptInRequest: Bool
        let exemptInResponse: Bool
    }

    /// One node's table.
    struct Table {
        /// `slotMask + 1` slots from `slotStart`, each 0 (empty) or a member's relative index + 1.
        let slotStart: Int32
        let slotMask: Int32
        /// The members and required names.
        let memberStart: Int32
        let memberCount: Int32
        let requiredStart: Int32
        let requiredCount: Int32
    }

    /// One node's names, as the plan builder collects them.
    struct Draft {
        /// Each name: its property subschema (or ``ScanPlan/none``) and its `readOnly`/`writeOnly`.
        var members: [(name: String, property: Int32, isReadOnly: Bool, isWriteOnly: Bool)] = []
        /// The required names, as indexes in `members`, with their exemptions.
        var required: [(member: Int, exemptInRequest: Bool, exemptInResponse: Bool)] = []
    }

    /// The tables' memory, for lookups that take no reference counts.
    let view: View

    /// The buffers of the tables, valid while the ``MemberTables`` lives.
    struct View {
        let tables: UnmanagedBuffer<Table>
        let members: UnmanagedBuffer<Member>
        let required: UnmanagedBuffer<Required>
        let slots: UnmanagedBuffer<Int32>
        let keyBytes: UnmanagedBuffer<UInt8>

        /// The member of `table` named by the bytes `key` (relative to the table's first member), or -1.
        func member(of table: Table, named key: ByteSlice) -> Int32 {
            let mask = Int(table.slotMask)
            var slot = Int(truncatingIfNeeded: MemberTables.hash(key) >> 32) & mask
            while true {
                let entry = slots[Int(table.slotStart) + slot]
                if entry == 0 { return -1 }
                let member = members[Int(table.memberStart) + Int(entry) - 1]
                let start = Int(member.keyStart)
                if keyBytes.bytes(start..<start + Int(member.keyCount)).hasSameBytes(as: key) { return entry - 1 }
                slot = (slot + 1) & mask
            }
        }
    }

    /// The tables of `drafts`, in order.
    init(_ drafts: [Draft]) {
        var tables: [Table] = []
        var members: [Member] = []
        var required: [Required] = []
        var slots: [Int32] = []
        var keyBytes: [UInt8] = []
        for draft in drafts {
            let slotCount = max(4, Self.powerOfTwo(atLeast: draft.members.count * 2))
            let slotStart = slots.count
            slots += repeatElement(0, count: slotCount)
            for (offset, member) in draft.members.enumerated() {
                let bytes = Array(member.name.utf8)
                let hash = ByteSlice.withUTF8(of: member.name, Self.hash)
                var slot = Int(truncatingIfNeeded: hash >> 32) & (slotCount - 1)
                while slots[slotStart + slot] != 0 { slot = (slot + 1) & (slotCount - 1) }
                slots[slotStart + slot] = Int32(offset + 1)
                members.append(
                    Member(
                        keyStart: Int32(keyBytes.count), keyCount: Int32(bytes.count), property: member.property,
                        isReadOnly: member.isReadOnly, isWriteOnly: member.isWriteOnly))
                keyBytes += bytes
            }
            let requiredStart = required.count
            required += draft.required.map {
                Required(member: Int32($0.member), exemptInRequest: $0.exemptInRequest, exemptInResponse: $0.exemptInResponse)
            }
            tables.append(
                Table(
                    slotStart: Int32(slotStart), slotMask: Int32(slotCount - 1), memberStart: Int32(members.count - draft.members.count),
                    memberCount: Int32(draft.members.count), requiredStart: Int32(requiredStart), requiredCount: Int32(draft.required.count)
                ))
        }
        view = View(
            tables: UnmanagedBuffer(copying: tables), members: UnmanagedBuffer(copying: members),
            required: UnmanagedBuffer(copying: required), slots: UnmanagedBuffer(copying: slots),
            keyBytes: UnmanagedBuffer(copying: keyBytes))
    }

    deinit {
        view.tables.deallocate()
        view.members.deallocate()
        view.required.deallocate()
        view.slots.deallocate()
        view.keyBytes.deallocate()
    }

    /// A hash of `bytes`, eight at a time.
    static func hash(_ bytes: ByteSlice) -> UInt64 {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        var hash = UInt64(truncatingIfNeeded: bytes.count) &* multiplier
        var offset = bytes.startIndex
        while offset + 8 <= bytes.endIndex {
            hash = (hash ^ bytes.word(at: offset)) &* multiplier
            hash ^= hash >> 32
            offset += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while offset < bytes.endIndex {
            tail |= UInt64(bytes[offset]) << shift
            shift += 8
            offset += 1
        }
        hash = (hash ^ tail) &* multiplier
        return hash ^ (hash >> 29)
    }

    private static func powerOfTwo(atLeast count: Int) -> Int {
        var power = 1
        while power < count { power <<= 1 }
        return power
    }
}
