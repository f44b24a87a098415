import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The bytes of a regular file, read whole: a copy of the file as it was when read, as `Data(contentsOf:)` gives
/// (a later change to the file, or its truncation, changes nothing in them).
///
/// On Linux a large file is read into anonymous pages made present in one go (`MAP_POPULATE`) rather than faulted in
/// one at a time as the copy reaches them: a 3 MB spec read with `Data(contentsOf:)` takes about 800 page faults
/// before anything else can start. Mapping the file itself would be cheaper still, but a mapping is no copy: it shows
/// what the file holds later, and touching it after the file was truncated kills the process (`SIGBUS`).
package enum FileBytes {
    /// Files at least this large (in bytes) are read into pages made present up front, where the system offers it.
    package static let prefaultedSize = 1 << 20

    /// The bytes of the regular file at `url`, whose size was `size` bytes when asked.
    /// - Throws: what `Data(contentsOf:)` throws when the file cannot be read.
    package static func read(_ url: URL, size: Int) throws -> Data {
        #if canImport(Glibc)
        if size >= prefaultedSize, let data = readPrefaulted(path: url.path, size: size) { return data }
        #endif
        return try Data(contentsOf: url)
    }

    #if canImport(Glibc)
    /// The file's bytes, read into anonymous pages populated when mapped; `nil` when anything goes otherwise than
    /// planned (the file cannot be opened or read, or it grew since its size was asked), so that `Data(contentsOf:)`
    /// reads it and reports any error as it always does.
    static func readPrefaulted(path: String, size: Int) -> Data? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        // One byte more than the file had: a read that fills it says the file grew.
        let capacity = size + 1
        let mapped = mmap(nil, capacity, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_POPULATE, -1, 0)
        guard let base = mapped, base != UnsafeMutableRawPointer(bitPattern: -1) else { return nil }
        var count = 0
        while count < capacity {
            let got = Glibc.read(descriptor, base + count, capacity - count)
            if got < 0, errno == EINTR { continue }
            guard got > 0 else {
                if got == 0 { break }
                munmap(base, capacity)
                return nil
            }
            count += got
        }
        guard count > 0, count < capacity else {
            munmap(base, capacity)
            // Emptied since its size was asked: no pages to keep.
            return count == 0 ? Data() : nil
        }
        return Data(bytesNoCopy: base, count: count, deallocator: .custom { pointer, _ in munmap(pointer, capacity) })
    }
    #endif
}
