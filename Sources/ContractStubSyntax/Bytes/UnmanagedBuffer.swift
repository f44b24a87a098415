/// A copy of an array of plain values in memory of its own, read without reference counting: the tables of a
/// validating scan's plan that every core reads at once, where an array's reference count would be taken on
/// every read. The owner frees it once, with ``deallocate()``, when nothing reads it any more.
///
/// Every read is checked under `CONTRACTSTUB_CHECKED_READS` (see ``CheckedReads``). SPI-`public` with `@inlinable`
/// reads for the reason ``ByteSlice`` is.
@_spi(ContractStubBytes)
public struct UnmanagedBuffer<Element> {
    @usableFromInline let memory: UnsafeMutableBufferPointer<Element>

    /// A copy of `elements` (trivial values: nothing is deinitialized).
    package init(copying elements: [Element]) {
        memory = .allocate(capacity: Swift.max(elements.count, 1))
        _ = memory.initialize(from: elements)
        count = elements.count
    }

    /// How many elements it holds.
    public let count: Int

    /// The element at `index`, which lies in `0..<count`.
    @inlinable @inline(__always)
    public subscript(index: Int) -> Element {
        #if CONTRACTSTUB_CHECKED_READS
        if index < 0 || index >= count { CheckedReads.outOfBounds(index, count) }
        #endif
        // Safe: `index` is in 0..<count (the caller's proof), all of it initialized by `init(copying:)`.
        return memory.baseAddress.unsafelyUnwrapped[index]
    }

    /// Frees the memory; the buffer must not be read after.
    package func deallocate() {
        memory.deallocate()
    }
}

extension UnmanagedBuffer<UInt8> {
    /// The bytes `range`, which lies in `0..<count`, indexed as in the buffer.
    @inlinable
    public func bytes(_ range: Range<Int>) -> ByteSlice {
        #if CONTRACTSTUB_CHECKED_READS
        if range.lowerBound < 0 || range.upperBound > count { CheckedReads.outOfBounds(range.upperBound, count) }
        #endif
        // Safe: range lies in 0..<count (the caller's proof, checked under the flag); the memory always has an address (capacity >= 1).
        return ByteSlice(base: UnsafePointer(memory.baseAddress.unsafelyUnwrapped), range: range)
    }
}
