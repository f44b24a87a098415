import Foundation

/// The memory holding a ``TrafficLogBatch``'s text. A batch read by a ``TrafficLogReader`` gives its memory back to
/// the reader's ``TrafficLogBufferPool`` when the last copy of the batch is gone, so the next batch is read into
/// pages that are already mapped: a fresh 4 MB buffer per batch costs a thousand page faults, and zero-filling
/// each page, which made a tenth of `verify`'s time on a log of large bodies.
final class TrafficLogBuffer: @unchecked Sendable {
    /// The text: the first `count` bytes of the memory. Once the buffer is shared, only a line's own scanner writes
    /// to it, decoding a large body over the line's text (``InPlaceDecoding``).
    let text: UnsafeRawBufferPointer
    private let memory: UnsafeMutableRawBufferPointer
    private weak var pool: TrafficLogBufferPool?

    /// Takes over `memory`, whose first `count` bytes are the text; gives it back to `pool` when freed, if the pool
    /// still exists.
    init(memory: UnsafeMutableRawBufferPointer, count: Int, pool: TrafficLogBufferPool?) {
        self.memory = memory
        text = UnsafeRawBufferPointer(rebasing: memory[..<count])
        self.pool = pool
    }

    /// A buffer holding a copy of `bytes`, in memory of its own.
    convenience init(copying bytes: [UInt8]) {
        let memory = UnsafeMutableRawBufferPointer.allocate(byteCount: bytes.count, alignment: 8)
        memory.copyBytes(from: bytes)
        self.init(memory: memory, count: bytes.count, pool: nil)
    }

    deinit {
        if let pool {
            pool.giveBack(memory)
        } else {
            memory.deallocate()
        }
    }
}

/// A few blocks of memory kept for the next batches of one ``TrafficLogReader`` (as many as `verify` has batches in
/// flight); thread-safe, since batches are freed on whichever core checked them last.
final class TrafficLogBufferPool: @unchecked Sendable {
    /// Blocks beyond this many are freed rather than kept.
    private static let capacity = 3
    /// The size of new blocks, unless more is asked for.
    private let blockSize: Int
    private let lock = NSLock()
    private var spare: [UnsafeMutableRawBufferPointer] = []

    /// A pool whose new blocks have `blockSize` bytes: room for a batch and the part line carried into it, so that a
    /// kept block fits the next batch (pages past the text are never touched, so they cost no memory).
    init(blockSize: Int) {
        self.blockSize = blockSize
    }

    /// Memory of at least `byteCount` bytes: a kept block when one is large enough, else a new one.
    func memory(byteCount: Int) -> UnsafeMutableRawBufferPointer {
        lock.lock()
        let kept = spare.firstIndex { $0.count >= byteCount }.map { spare.remove(at: $0) }
        lock.unlock()
        return kept ?? .allocate(byteCount: max(byteCount, blockSize), alignment: 8)
    }

    /// Keeps `memory` for a later batch, or frees it when enough are kept.
    func giveBack(_ memory: UnsafeMutableRawBufferPointer) {
        lock.lock()
        let kept = spare.count < Self.capacity
        if kept { spare.append(memory) }
        lock.unlock()
        if !kept { memory.deallocate() }
    }

    deinit {
        for memory in spare { memory.deallocate() }
    }
}
