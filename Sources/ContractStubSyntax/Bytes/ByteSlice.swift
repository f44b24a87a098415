import Foundation

/// A run of bytes read in place (a string's UTF-8, a string of a body, a key): what code outside ContractStubSyntax
/// reads bytes through, so that each of its reads is checked under `CONTRACTSTUB_CHECKED_READS` (see
/// ``CheckedReads``) like the readers' own.
///
/// A slice of it shares its indices, as `Slice` does: `bytes[4..<8].startIndex == 4`. It is valid only while the
/// memory it was made from is (inside the closure or the reader that handed it out).
///
/// It is `public` only as SPI (`@_spi(ContractStubBytes)`), with `@inlinable` reads: the other layers' hot loops (the
/// validating scan, the formats, the member tables) must inline them, and an `@inlinable package` body is not
/// available to another module's optimizer (measured: the scan ran 3× slower with package-only reads).
@_spi(ContractStubBytes)
public struct ByteSlice: RandomAccessCollection {
    /// The memory the indices count from; `nil` only when the slice is empty.
    @usableFromInline let base: UnsafePointer<UInt8>?
    public let startIndex: Int
    public let endIndex: Int

    /// The bytes `range` of the memory at `base`, which the caller has proved are readable.
    @usableFromInline
    init(base: UnsafePointer<UInt8>?, range: Range<Int>) {
        self.base = base
        startIndex = range.lowerBound
        endIndex = range.upperBound
    }

    /// All of `buffer`, indexed from 0.
    @inlinable
    init(_ buffer: UnsafeBufferPointer<UInt8>) {
        self.init(base: buffer.baseAddress, range: 0..<buffer.count)
    }

    /// Runs `body` on the UTF-8 of `string` (indexed from 0), read in place when the string is native.
    @inlinable
    public static func withUTF8<Value>(of string: String, _ body: (ByteSlice) throws -> Value) rethrows -> Value {
        var string = string
        return try string.withUTF8 { try body(ByteSlice($0)) }
    }

    // The collection members the formats and scanners call in their loops, written out: the defaults
    // `RandomAccessCollection` supplies are generic, and an unoptimized (debug) build runs them through metadata
    // lookups on every call — the test suite spent a third of its corpus time in the default `count` alone.

    /// The number of bytes.
    @inlinable @inline(__always)
    public var count: Int { endIndex - startIndex }

    /// Whether there are no bytes.
    @inlinable @inline(__always)
    public var isEmpty: Bool { endIndex == startIndex }

    /// The first byte, or `nil` when there are none.
    @inlinable
    public var first: UInt8? { isEmpty ? nil : self[startIndex] }

    /// The last byte, or `nil` when there are none.
    @inlinable
    public var last: UInt8? { isEmpty ? nil : self[endIndex - 1] }

    /// The index after `index`.
    @inlinable @inline(__always)
    public func index(after index: Int) -> Int { index + 1 }

    /// The index before `index`.
    @inlinable @inline(__always)
    public func index(before index: Int) -> Int { index - 1 }

    /// How many bytes lie from `start` to `end`.
    @inlinable @inline(__always)
    public func distance(from start: Int, to end: Int) -> Int { end - start }

    /// The byte at `position`, which lies in `startIndex..<endIndex` (as for every collection; checked under
    /// `CONTRACTSTUB_CHECKED_READS`).
    @inlinable @inline(__always)
    public subscript(position: Int) -> UInt8 {
        #if CONTRACTSTUB_CHECKED_READS
        if position < startIndex || position >= endIndex { CheckedReads.outOfBounds(position, endIndex) }
        #endif
        // Safe: `position` is in startIndex..<endIndex (the caller's proof), and the slice was made of readable memory.
        return base.unsafelyUnwrapped[position]
    }

    /// The bytes `bounds`, which lie in `startIndex..<endIndex`, with the same indices.
    @inlinable @inline(__always)
    public subscript(bounds: Range<Int>) -> ByteSlice {
        #if CONTRACTSTUB_CHECKED_READS
        if bounds.lowerBound < startIndex || bounds.upperBound > endIndex { CheckedReads.outOfBounds(bounds.upperBound, endIndex) }
        #endif
        return ByteSlice(base: base, range: bounds)
    }

    /// The eight bytes from `offset` as one little-endian word (the first byte in the lowest bits); they lie in
    /// `startIndex..<endIndex`.
    @inlinable @inline(__always)
    public func word(at offset: Int) -> UInt64 {
        #if CONTRACTSTUB_CHECKED_READS
        if offset < startIndex { CheckedReads.outOfBounds(offset, endIndex, width: 8) }
        #endif
        // Safe: the caller proved offset + 8 <= endIndex (checked, with offset >= startIndex, under the flag).
        return base.unsafelyUnwrapped.word(at: offset, before: endIndex)
    }

    /// Whether `other` holds the same bytes.
    @inlinable
    public func hasSameBytes(as other: ByteSlice) -> Bool {
        guard count == other.count else { return false }
        guard let base, let otherBase = other.base, !isEmpty else { return true }
        // Safe: both slices hold count readable bytes from their start.
        return memcmp(base + startIndex, otherBase + other.startIndex, count) == 0
    }

    /// Runs `body` on the bytes in place, so that `String(decoding:as:)` and `Data(_:)` copy them whole.
    @inlinable
    public func withContiguousStorageIfAvailable<Value>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Value) rethrows -> Value? {
        // Safe: the slice was made of count readable bytes from startIndex.
        try body(UnsafeBufferPointer(start: base.map { $0 + startIndex }, count: count))
    }
}
