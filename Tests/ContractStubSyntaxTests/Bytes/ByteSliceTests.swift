import Foundation
import Testing

@_spi(ContractStubBytes) @testable import ContractStubSyntax

@Suite("ByteSlice as a collection")
struct ByteSliceTests {
    /// The collection members written out on ByteSlice agree with those of an array slice of the same bytes, for
    /// slices that start past 0 (they share their base's indices) and empty ones.
    @Test(arguments: [0..<0, 0..<1, 3..<3, 2..<9, 0..<11, 10..<11])
    func membersAgreeWithAnArraySlice(_ range: Range<Int>) {
        let bytes = Array("hello, json".utf8)
        let expected = bytes[range]
        bytes.withUnsafeBufferPointer { buffer in
            let slice = ByteSlice(buffer)[range]
            #expect(slice.count == expected.count)
            #expect(slice.isEmpty == expected.isEmpty)
            #expect(slice.first == expected.first)
            #expect(slice.last == expected.last)
            #expect(slice.startIndex == expected.startIndex && slice.endIndex == expected.endIndex)
            #expect(slice.distance(from: slice.startIndex, to: slice.endIndex) == expected.count)
            #expect(Array(slice) == Array(expected))
            #expect(Array(slice.reversed()) == Array(expected.reversed()))
        }
    }
}
