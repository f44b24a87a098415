/// The one place where the readers of outside input (specs, bodies, traffic logs, HAR and Pact files) read bytes
/// without a bounds check, and the switch that puts the check back.
///
/// In a release build a read through `UnsafeBufferPointer`'s subscript or an `UnsafePointer` is not checked: the
/// readers rely on a proof at each site (a bound tested in the same condition, or a `// Safe:` comment giving the
/// reason). Built with `-D CONTRACTSTUB_CHECKED_READS` every such read is checked and an out-of-bounds one stops the
/// process with the offset and the bound, so a wrong proof fails loudly instead of reading past the input:
/// - the buffer subscripts below shadow the standard library's ones for this module (a module's own declaration is
///   preferred to an imported one of the same signature), so every `bytes[i]` and `bytes[range]` on an `UnsafeBufferPointer` or `UnsafeRawBufferPointer` is checked;
/// - reads through a bare pointer go through `byte(at:before:)` and `word(at:before:)`, which take the bound the
///   caller proved; `word(at:before:)` is the one eight-byte load of the package (every word loop calls it, directly
///   or through ``ByteSlice/word(at:)``);
/// - the other targets read bytes only through this module's API: ``ByteSlice``, ``UnmanagedBuffer``,
///   ``InstanceReader``'s cursor methods and the traffic-line scanner (`JSONLines/`), all checked here.
///
/// Package.swift defines the flag for debug builds, so `swift test` always runs with it; `make fuzz-build` defines it
/// for the fuzz targets. Release builds (the CLI users run) keep the unchecked reads.
@usableFromInline
enum CheckedReads {
    /// Whether this build checks every read (see the type's documentation).
    #if CONTRACTSTUB_CHECKED_READS
    static let areEnabled = true
    #else
    static let areEnabled = false
    #endif

    /// Stops the process: a read at `offset` was outside `0..<bound`.
    @inline(never) @usableFromInline
    static func outOfBounds(_ offset: Int, _ bound: Int, width: Int = 1) -> Never {
        preconditionFailure("CONTRACTSTUB_CHECKED_READS: a \(width)-element read at offset \(offset) is outside 0..<\(bound)")
    }
}

// SPI-`public` so that ``ByteSlice``'s and ``InstanceReader``'s `@inlinable` reads can use them.
extension UnsafePointer<UInt8> {
    /// The byte at `offset`, which the caller has proved lies in `0..<end`.
    @inlinable @inline(__always)
    @_spi(ContractStubBytes) public func byte(at offset: Int, before end: Int) -> UInt8 {
        #if CONTRACTSTUB_CHECKED_READS
        if offset < 0 || offset >= end { CheckedReads.outOfBounds(offset, end) }
        #endif
        return self[offset]
    }

    /// The eight bytes from `offset` as one little-endian word (the first byte in the lowest bits), which the caller
    /// has proved lie in `0..<end`.
    @inlinable @inline(__always)
    @_spi(ContractStubBytes) public func word(at offset: Int, before end: Int) -> UInt64 {
        #if CONTRACTSTUB_CHECKED_READS
        if offset < 0 || offset + 8 > end { CheckedReads.outOfBounds(offset, end, width: 8) }
        #endif
        return UInt64(littleEndian: UnsafeRawPointer(self + offset).loadUnaligned(as: UInt64.self))
    }
}

#if CONTRACTSTUB_CHECKED_READS
extension UnsafeBufferPointer {
    /// The standard library's subscript, checked in every build (see ``CheckedReads``).
    @inline(__always)
    subscript(position: Int) -> Element {
        if position < 0 || position >= count { CheckedReads.outOfBounds(position, count) }
        // Safe: checked on the line above.
        return baseAddress.unsafelyUnwrapped[position]
    }

    /// The standard library's slicing subscript, checked in every build.
    @inline(__always)
    subscript(bounds: Range<Int>) -> Slice<UnsafeBufferPointer<Element>> {
        if bounds.lowerBound < 0 || bounds.upperBound > count { CheckedReads.outOfBounds(bounds.upperBound, count) }
        return Slice(base: self, bounds: bounds)
    }
}

extension UnsafeRawBufferPointer {
    /// The standard library's subscript, checked in every build (see ``CheckedReads``).
    @inline(__always)
    subscript(position: Int) -> UInt8 {
        if position < 0 || position >= count { CheckedReads.outOfBounds(position, count) }
        // Safe: checked on the line above.
        return baseAddress.unsafelyUnwrapped.load(fromByteOffset: position, as: UInt8.self)
    }

    /// The standard library's slicing subscript, checked in every build.
    @inline(__always)
    subscript(bounds: Range<Int>) -> Slice<UnsafeRawBufferPointer> {
        if bounds.lowerBound < 0 || bounds.upperBound > count { CheckedReads.outOfBounds(bounds.upperBound, count) }
        return Slice(base: self, bounds: bounds)
    }
}
#endif
