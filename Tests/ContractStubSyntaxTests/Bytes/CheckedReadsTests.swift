import Foundation
import Testing

@testable import ContractStubSyntax

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
            #expect(buffer.word(at: 1) == 0x0908_0706_0504_0302)
            #expect(buffer.baseAddress!.byte(at: 8, before: 9) == 9)
            #expect(UnsafeRawBufferPointer(buffer).word(at: 0) == 0x0807_0605_0403_0201)
        }
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
            _ = bytes.withUnsafeBufferPointer { $0.word(at: 5) }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("offset 5 is outside 0..<12"))
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
