import Foundation
import Testing

@testable import ContractStubCore
@testable import ContractStubSyntax

extension EngineTests {
    /// The chunked reader hands out the same lines, with the same indexes, whatever the chunk size.
    @Suite struct TrafficLogReaderTests {
        /// Every non-blank line `(index, text)` the reader finds in `text` read `chunkSize` bytes at a time. The
        /// batches are all kept until the end, so a batch whose memory were handed out again would show it.
        static func lines(_ text: String, chunkSize: Int) throws -> [String] {
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("contractstub-\(UUID().uuidString).jsonl")
            try Data(text.utf8).write(to: url)
            defer { try? FileManager.default.removeItem(at: url) }
            let reader = try TrafficLogReader(contentsOf: url, chunkSize: chunkSize)
            var batches: [TrafficLogBatch] = []
            while let batch = try reader.nextBatch() { batches.append(batch) }
            return batches.flatMap { batch in
                let bytes = batch.bytes
                return batch.lines.map { "\($0.index) \(String(decoding: bytes[$0.range], as: UTF8.self))" }
            }
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

        @Test func batchesReadOneAtATimeSeeTheSameLinesAsBatchesKeptTogether() throws {
            let text = (0..<500).map { "line \($0) " + String(repeating: "ab", count: $0 % 37) }.joined(separator: "\n")
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("contractstub-\(UUID().uuidString).jsonl")
            try Data(text.utf8).write(to: url)
            defer { try? FileManager.default.removeItem(at: url) }
            let reader = try TrafficLogReader(contentsOf: url, chunkSize: 100)
            var lines: [String] = []
            while let batch = try reader.nextBatch() {  // each batch is freed before the next is read into its memory
                let bytes = batch.bytes
                lines += batch.lines.map { "\($0.index) \(String(decoding: bytes[$0.range], as: UTF8.self))" }
            }
            let chunked = try Self.lines(text, chunkSize: 100)
            #expect(lines == chunked)
            #expect(lines.count == 500)
        }

        @Test func freedMemoryIsHandedOutAgainOnlyWhenLargeEnough() {
            let pool = TrafficLogBufferPool(blockSize: 64)
            let first = pool.memory(byteCount: 10)
            #expect(first.count == 64)
            pool.giveBack(first)
            let again = pool.memory(byteCount: 64)
            #expect(again.baseAddress == first.baseAddress)
            pool.giveBack(again)
            let larger = pool.memory(byteCount: 65)
            #expect(larger.baseAddress != first.baseAddress)
            #expect(larger.count == 65)
            pool.giveBack(larger)
        }

        @Test func aBatchGivesItsMemoryBackWhenItsLastCopyIsGone() {
            let pool = TrafficLogBufferPool(blockSize: 64)
            let memory = pool.memory(byteCount: 4)
            memory.copyBytes(from: Array("a\nb\n".utf8))
            do {
                let batch = TrafficLogBatch(buffer: TrafficLogBuffer(memory: memory, count: 4, pool: pool), firstLine: 0)
                let copy = batch
                withExtendedLifetime(copy) {
                    let other = pool.memory(byteCount: 1)
                    #expect(other.baseAddress != memory.baseAddress, "a copy of the batch still reads it")
                    other.deallocate()
                }
                #expect(batch.lines.count == 2)
            }
            let reused = pool.memory(byteCount: 1)
            #expect(reused.baseAddress == memory.baseAddress)
            pool.giveBack(reused)
        }

        @Test func aMissingFileIsAnError() {
            #expect(throws: (any Error).self) {
                try TrafficLogReader(contentsOf: URL(fileURLWithPath: "/nonexistent/contractstub.jsonl"))
            }
        }
    }
}
