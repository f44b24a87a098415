import Foundation
import Testing

@_spi(ContractStubBytes) @testable import ContractStubSyntax

/// The readers' unchecked reads are checked in debug builds (so in every `swift test`): an out-of-bounds read stops
/// the process with the `CONTRACTSTUB_CHECKED_READS` message rather than reading past the input.
@Suite("Checked reads")
struct CheckedReadsTests {
    @Test func debugBuildsCheckEveryRead() {
        #expect(CheckedReads.areEnabled)
    }

    @Test func wordsAreLittleEndianAndBytesAreThemselves() {
        let bytes: [UInt8] = [1, 2, 3, 4, 5, 6, 7, 8, 9]
        bytes.withUnsafeBufferPointer { buffer in
            #expect(buffer.baseAddress!.word(at: 1, before: 9) == 0x0908_0706_0504_0302)
            #expect(buffer.baseAddress!.byte(at: 8, before: 9) == 9)
            #expect(ByteSlice(buffer).word(at: 0) == 0x0807_0605_0403_0201)
        }
    }

    /// The view the other targets read bytes through: a slice keeps its parent's indices, as `Slice` does.
    @Test func aByteSliceSharesItsParentsIndices() {
        ByteSlice.withUTF8(of: "2024-02-29T12:00:00Z") { bytes in
            let time = bytes[11...]
            #expect(time.startIndex == 11)
            #expect(time[11] == UInt8(ascii: "1"))
            #expect(Array(time.prefix(2)) == Array("12".utf8))
            ByteSlice.withUTF8(of: "2024") { year in
                #expect(bytes[0..<4].hasSameBytes(as: year))
                #expect(!bytes[1..<5].hasSameBytes(as: year))
            }
        }
    }

    /// The cursor of the validating scan reads a string's bytes where ``InstanceReader/scanString()`` found them.
    @Test func theInstanceReadersCursorReadsWhatItScanned() {
        let outcome = InstanceReader.reading(Data(#" "ab\"c" "#.utf8)) { start -> String? in
            var reader = start
            reader.skipWhitespace()
            guard reader.nextByte == UInt8(ascii: "\""), let contents = try? reader.scanString() else { return nil }
            return reader.withBytes(of: contents) { String(decoding: $0, as: UTF8.self) }
        }
        #expect(outcome == "ab\"c")
        #expect((InstanceReader.reading(Data()) { $0.nextByte } ?? nil) == nil)
    }

    #if compiler(>=6.2)
    @Test func aPointerReadPastTheBoundStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let bytes: [UInt8] = [1, 2, 3]
            _ = bytes.withUnsafeBufferPointer { $0.baseAddress!.byte(at: 3, before: 3) }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("CONTRACTSTUB_CHECKED_READS"))
    }

    @Test func aWordReadPastTheBoundStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let bytes = [UInt8](repeating: 0x20, count: 12)
            _ = bytes.withUnsafeBufferPointer { ByteSlice($0).word(at: 5) }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("offset 5 is outside 0..<12"))
    }

    /// What the schema scanner reads a string through: its cursor's slice of the input is checked against the slice,
    /// not against the whole input.
    @Test func aByteSliceReadPastItsEndStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = InstanceReader.reading(Data(#""key": 1"#.utf8)) { reader in reader.input(1..<4)[4] }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("offset 4 is outside 0..<3"))
    }

    @Test func aCursorSliceBeyondTheInputStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = InstanceReader.reading(Data("[1]".utf8)) { reader in reader.input(2..<4).count }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("offset 4 is outside 0..<3"))
    }

    @Test func anUnmanagedBufferReadPastTheEndStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let buffer = UnmanagedBuffer(copying: [Int32(7), 8])
            defer { buffer.deallocate() }
            _ = buffer[2]
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("offset 2 is outside 0..<2"))
    }

    /// Why the readers' plain `bytes[i]` is checked: the core's buffer subscript, not the standard library's (whose
    /// own check is gone in release builds), answers it; seen here through the `@testable` import.
    @Test func aBufferSubscriptPastTheEndStopsWithTheModulesMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let bytes: [UInt8] = [1, 2, 3]
            _ = bytes.withUnsafeBufferPointer { $0[3] }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("CONTRACTSTUB_CHECKED_READS"))
    }
    #endif
}
