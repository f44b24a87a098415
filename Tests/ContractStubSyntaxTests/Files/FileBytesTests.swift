import Foundation
import Testing

@testable import ContractStubSyntax

/// A file read whole is a copy: what it held when read, whatever happens to the file afterwards.
@Suite struct FileBytesTests {
    /// A file in a directory of its own, removed with the directory.
    private struct TemporaryFile {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("FileBytesTests-\(UUID().uuidString)")
        var url: URL { directory.appendingPathComponent("spec.json") }

        init(_ bytes: Data) throws {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try bytes.write(to: url)
        }

        func remove() { try? FileManager.default.removeItem(at: directory) }
    }

    /// Bytes that differ from one page to the next, so that a page read twice or skipped shows.
    private static func bytes(count: Int) -> Data {
        Data((0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 / 4096) })
    }

    @Test(arguments: [0, 1_000, FileBytes.prefaultedSize - 1, FileBytes.prefaultedSize, 3 * FileBytes.prefaultedSize + 123])
    func readsTheWholeFile(count: Int) throws {
        let expected = Self.bytes(count: count)
        let file = try TemporaryFile(expected)
        defer { file.remove() }
        let read = try FileBytes.read(file.url, size: count)
        #expect(read == expected)
    }

    @Test func aLargeFileRewrittenOrTruncatedAfterwardsLeavesTheBytesRead() throws {
        let original = Self.bytes(count: 2 * FileBytes.prefaultedSize)
        let file = try TemporaryFile(original)
        defer { file.remove() }
        let read = try FileBytes.read(file.url, size: original.count)
        try Data(repeating: 0x20, count: original.count).write(to: file.url)
        #expect(read == original)
        // A mapping of the file would kill the process here (SIGBUS) when its pages are touched.
        let handle = try FileHandle(forWritingTo: file.url)
        try handle.truncate(atOffset: 0)
        try handle.close()
        #expect(read.count == original.count && read.last == original.last && read == original)
    }

    @Test func aFileLargerThanItsSizeSaidIsReadWhole() throws {
        let grown = Self.bytes(count: FileBytes.prefaultedSize + 5_000)
        let file = try TemporaryFile(grown)
        defer { file.remove() }
        // The size asked before the file grew: the prefaulted read sees it fill up and gives way to a whole read.
        let read = try FileBytes.read(file.url, size: FileBytes.prefaultedSize)
        #expect(read == grown)
        #if canImport(Glibc)
        #expect(FileBytes.readPrefaulted(path: file.url.path, size: FileBytes.prefaultedSize) == nil)
        #expect(FileBytes.readPrefaulted(path: file.url.path, size: grown.count) == grown)
        #endif
    }

    @Test func aFileThatShrankIsReadAsItNowIs() throws {
        let shrunk = Self.bytes(count: FileBytes.prefaultedSize + 10)
        let file = try TemporaryFile(shrunk)
        defer { file.remove() }
        let read = try FileBytes.read(file.url, size: 2 * FileBytes.prefaultedSize)
        #expect(read == shrunk)
    }

    @Test func aFileEmptiedSinceItsSizeWasAskedIsEmpty() throws {
        let file = try TemporaryFile(Data())
        defer { file.remove() }
        let read = try FileBytes.read(file.url, size: 2 * FileBytes.prefaultedSize)
        #expect(read.isEmpty)
    }

    @Test func aMissingFileThrowsAsDataDoes() {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("FileBytesTests-missing-\(UUID().uuidString)")
        #expect(throws: (any Error).self) { _ = try FileBytes.read(missing, size: 2 * FileBytes.prefaultedSize) }
        #expect(throws: (any Error).self) { _ = try FileBytes.read(missing, size: 10) }
    }
}
