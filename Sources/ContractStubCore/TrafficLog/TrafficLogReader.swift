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
public final class TrafficLogReader {
    /// 4 MB: big enough that a batch of small exchanges keeps both cores busy, small enough to be flat in memory.
    public static let defaultChunkSize = 4 << 20

    /// How many bytes each read asks for.
    public let chunkSize: Int
    private let file: FileHandle
    private var carried: [UInt8] = []
    private var nextLine = 0
    private var atEnd = false
    /// Where `read(2)` puts bytes before they are appended (a buffer's room would have to be zero-filled first).
    private var scratch = UnsafeMutableRawBufferPointer.allocate(byteCount: 0, alignment: 1)

    /// A reader of the file at `url`.
    /// - Throws: the file system's error when the file cannot be opened.
    public init(contentsOf url: URL, chunkSize: Int = defaultChunkSize) throws {
        file = try FileHandle(forReadingFrom: url)
        self.chunkSize = max(chunkSize, 1)
    }

    deinit {
        try? file.close()
        scratch.deallocate()
    }

    /// The next lines, or `nil` after the last.
    /// - Throws: `POSIXError` when reading fails.
    public func nextBatch() throws -> TrafficLogBatch? {
        if atEnd && carried.isEmpty { return nil }
        var buffer: [UInt8] = []
        swap(&buffer, &carried)
        buffer.reserveCapacity(chunkSize + buffer.count)
        var hasLineFeed = false  // the carried bytes are a line's beginning: no line feed in them
        while !atEnd && (buffer.count < chunkSize || !hasLineFeed) {
            let start = buffer.count
            let count = try read(into: &buffer, upTo: max(chunkSize - start, chunkSize / 4, 1))
            if count == 0 { atEnd = true }
            hasLineFeed = hasLineFeed || buffer.withUnsafeBytes { memchr($0.baseAddress! + start, 0x0A, count) != nil }
        }
        if !atEnd, let last = buffer.lastIndex(of: UInt8(ascii: "\n")) {
            carried = Array(buffer[(last + 1)...])
            buffer.removeSubrange((last + 1)...)
        }
        if buffer.isEmpty { return nil }
        let batch = TrafficLogBatch(bytes: buffer, firstLine: nextLine)
        nextLine += batch.lineCount
        return batch
    }

    /// Appends up to `count` bytes read from the file to `buffer`; returns how many (0 at the end of the file).
    private func read(into buffer: inout [UInt8], upTo count: Int) throws -> Int {
        if scratch.count < count {
            scratch.deallocate()
            scratch = .allocate(byteCount: count, alignment: 1)
        }
        let descriptor = file.fileDescriptor
        while true {
            let got = Foundation.read(descriptor, scratch.baseAddress!, count)
            if got >= 0 {
                buffer.append(contentsOf: UnsafeRawBufferPointer(rebasing: scratch[..<got]))
                return got
            }
            if errno != EINTR { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        }
    }
}
