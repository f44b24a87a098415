import ContractStubCore

/// A whole number written as a type, so that a number of protocol classes can be made while the tests run:
/// `SlotBit1<SlotBit0<SlotBit1<SlotZero>>>` is 5 (binary 101, most significant digit innermost).
///
/// Every number has exactly one spelling (no leading zero digits), so distinct numbers are distinct types, and
/// `StubURLProtocol<Number>` is a distinct class for each: see ``ProtocolClassSlots``.
protocol SlotNumber {
    /// The number this type spells.
    static var value: Int { get }
}

/// Zero, and the innermost digit of every other number.
enum SlotZero: SlotNumber {
    static var value: Int { 0 }
}

/// `High` followed by the binary digit 0.
enum SlotBit0<High: SlotNumber>: SlotNumber {
    static var value: Int { High.value &* 2 }
}

/// `High` followed by the binary digit 1.
enum SlotBit1<High: SlotNumber>: SlotNumber {
    static var value: Int { High.value &* 2 &+ 1 }
}

extension SlotZero {
    /// The type that spells `number` (not negative).
    static func type(spelling number: Int) -> any SlotNumber.Type {
        precondition(number >= 0, "slot numbers are not negative")
        guard number > 0 else { return SlotZero.self }
        return appending(digit: number & 1, to: type(spelling: number >> 1))
    }

    private static func appending<High: SlotNumber>(digit: Int, to high: High.Type) -> any SlotNumber.Type {
        digit == 0 ? SlotBit0<High>.self : SlotBit1<High>.self
    }
}
