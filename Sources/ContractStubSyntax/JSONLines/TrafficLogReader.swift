import Foundation

/// Reads a traffic log file in chunks and hands it out as batches of complete lines, so that memory holds about one
/// chunk (plus the longest line) however long the log is.
///
/// Each batch is a chunk of about ``chunkSize`` bytes read with `read(2)`, cut after its last line feed; the rest
/// (a line that goes on in the next chunk) starts the next batch. A line longer than a chunk makes its batch grow
/// until the line ends.
///
/// ```swift
/// let reader = try TrafficLogReader(contentsOf: logURL)
/// while let batch = try reader.nextBatch() {
///     for line in batch.lines { let exchange = try batch.exchange(line) }
/// }
/// ```
/// (`exchange(_:)` is ContractStubCore's: this layer cuts lines, the one above makes exchanges of them.)
package final class TrafficLogReader {
    /// 4 MB: big enough that a batch of small exchanges keeps both cores busy, small enough to be flat in memory.
    package static let defaultChunkSize = 4 << 20

    /// How many bytes each read asks for.
    package let chunkSize: Int
    private let file: FileHandle
    private var carried: [UInt8] = []
    private var nextLine = 0
    private var atEnd = false
    /// The memory of batches that are done with, for the next ones.
    private let pool: TrafficLogBufferPool

    /// A reader of the file at `url`.
    /// - Throws: the file system's error when the file cannot be opened.
    package init(contentsOf url: URL, chunkSize: Int = defaultChunkSize) throws {
        file = try FileHandle(forReadingFrom: url)
        self.chunkSize = max(chunkSize, 1)
        pool = TrafficLogBufferPool(blockSize: 2 * self.chunkSize)
    }

    deinit {
        try? file.close()
    }

    /// The next lines, or `nil` after the last.
    /// - Throws: `POSIXError` when reading fails.
    package func nextBatch() throws -> TrafficLogBatch? {
        if atEnd && carried.isEmpty { return nil }
        var memory = pool.memory(byteCount: carried.count + chunkSize)
        memory.copyBytes(from: carried)
        var count = carried.count
        do {
            count = try read(into: memory, from: count, upTo: carried.count + chunkSize)
            // The carried bytes are a line's beginning: a batch without a line feed past them is one long line.
            // Safe: the memory holds count >= carried.count bytes: the carried ones were copied in, then read(into:) added more.
            while !atEnd && memchr(memory.baseAddress! + carried.count, 0x0A, count - carried.count) == nil {
                let larger = pool.memory(byteCount: 2 * memory.count)
                larger.copyMemory(from: UnsafeRawBufferPointer(rebasing: memory[..<count]))
                // Freed, not kept: a block this log's long lines outgrow would only keep its pages resident.
                memory.deallocate()
                memory = larger
                count = try read(into: memory, from: count, upTo: memory.count)
            }
        } catch {
            pool.giveBack(memory)
            throw error
        }
        carried = []
        if !atEnd, let lastLineFeed = UnsafeRawBufferPointer(rebasing: memory[..<count]).lastIndex(of: UInt8(ascii: "\n")) {
            carried = Array(memory[(lastLineFeed + 1)..<count])
            count = lastLineFeed + 1
        }
        if count == 0 {
            pool.giveBack(memory)
            return nil
        }
        let batch = TrafficLogBatch(buffer: TrafficLogBuffer(memory: memory, count: count, pool: pool), firstLine: nextLine)
        nextLine += batch.lineCount
        return batch
    }

    /// Fills `memory` from offset `start` to offset `limit` with bytes read from the file with `read(2)` (straight
    /// into it: no staging copy); returns where the bytes end, and sets `atEnd` when the file ends first.
    private func read(into memory: UnsafeMutableRawBufferPointer, from start: Int, upTo limit: Int) throws -> Int {
        let descriptor = file.fileDescriptor
        var end = start
        while end < limit {
            // Safe: end < limit <= memory.count, so the write stays inside the memory.
            let got = Foundation.read(descriptor, memory.baseAddress! + end, limit - end)
            if got > 0 {
                end += got
            } else if got == 0 {
                atEnd = true
                break
            } else if errno != EINTR {
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            }
        }
        return end
    }
}
