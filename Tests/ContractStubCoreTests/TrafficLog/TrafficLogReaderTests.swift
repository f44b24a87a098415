import Foundation
import Testing

@testable import ContractStubCore

extension EngineTests {
    /// The chunked reader hands out the same lines, with the same indexes, whatever the chunk size.
    @Suite struct TrafficLogReaderTests {
        /// Every non-blank line `(index, text)` the reader finds in `text` read `chunkSize` bytes at a time.
        static func lines(_ text: String, chunkSize: Int) throws -> [String] {
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("contractstub-\(UUID().uuidString).jsonl")
            try Data(text.utf8).write(to: url)
            defer { try? FileManager.default.removeItem(at: url) }
            let reader = try TrafficLogReader(contentsOf: url, chunkSize: chunkSize)
            var lines: [String] = []
            while let batch = try reader.nextBatch() {
                lines += batch.lines.map { "\($0.index) \(String(decoding: batch.bytes[$0.range], as: UTF8.self))" }
            }
            return lines
        }

        static let log = "first line\r\n\n  \t\r\nfourth, longer than some chunks\nfifth\r\n\n7th"

        @Test(arguments: [1, 2, 3, 5, 7, 11, 16, 64, 4 << 20])
        func linesSpanningChunksAreWholeAndBlankLinesCount(_ chunkSize: Int) throws {
            #expect(
                try Self.lines(Self.log, chunkSize: chunkSize) == [
                    "0 first line", "3 fourth, longer than some chunks", "4 fifth", "6 7th",
                ])
        }

        @Test func aFinalLineBreakAddsNoLine() throws {
            #expect(try Self.lines("a\nb\n", chunkSize: 3) == ["0 a", "1 b"])
            #expect(try Self.lines("", chunkSize: 3) == [])
            #expect(try Self.lines("\n\n", chunkSize: 1) == [])
        }

        @Test func aLineLongerThanManyChunksIsOneLine() throws {
            let long = String(repeating: "x", count: 100_000)
            #expect(try Self.lines("a\n\(long)\nb", chunkSize: 4096) == ["0 a", "1 \(long)", "2 b"])
        }

        @Test func batchesSplitTheSameWayAsOneWholeBatch() throws {
            let whole = TrafficLogBatch(bytes: Array(Self.log.utf8), firstLine: 0)
            #expect(whole.lines.map(\.index) == [0, 3, 4, 6])
            #expect(whole.lineCount == 7)
        }

        @Test func aMissingFileIsAnError() {
            #expect(throws: (any Error).self) {
                try TrafficLogReader(contentsOf: URL(fileURLWithPath: "/nonexistent/contractstub.jsonl"))
            }
        }
    }
}
