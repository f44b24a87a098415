import Foundation
import Testing

@testable import ContractStubCore

/// The files `$ref`s name are read once per load, however many readers (the model reader, the background compiler)
/// ask for them, and at the same time (``ReferencedFiles``).
@Suite("Loading: referenced files read once")
struct ReferencedFilesTests {
    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("referenced-files-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A file changed after its first read is still seen as it was: it was not read again.
    @Test func aFileIsReadOnce() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("a.json")
        try Data(#"{"a": 1}"#.utf8).write(to: file)
        let files = ReferencedFiles(roots: ReferenceRoots(mainURL: folder.appendingPathComponent("main.json")))
        #expect(try files.json(at: file).get()["a"] == 1)
        try Data(#"{"a": 2}"#.utf8).write(to: file)
        #expect(try files.json(at: file).get()["a"] == 1)
    }

    /// A failure is remembered too: a file outside the roots stays refused once it appears.
    @Test func aFailureIsRememberedToo() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = ReferencedFiles(roots: ReferenceRoots(mainURL: folder.appendingPathComponent("main.json")))
        let missing = folder.appendingPathComponent("later.json")
        guard case .failure(let first) = files.json(at: missing) else {
            Issue.record("a missing file was read")
            return
        }
        #expect(first.code == .refUnresolved)
        try Data(#"{"a": 1}"#.utf8).write(to: missing)
        guard case .failure(let second) = files.json(at: missing) else {
            Issue.record("a file that failed was read again")
            return
        }
        #expect(second.message == first.message)
    }

    /// Many threads asking for one file at once all get the one reading of it.
    @Test func concurrentReadersShareOneRead() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("shared.yaml")
        try Data("name: shared\nitems: [1, 2, 3]\n".utf8).write(to: file)
        let files = ReferencedFiles(roots: ReferenceRoots(mainURL: folder.appendingPathComponent("main.yaml")))
        let results = concurrentMap(count: 16) { _ in try? files.json(at: file).get() }
        #expect(results.allSatisfy { $0 != nil && $0 == results[0] })
        #expect(results[0]?["name"] == "shared")
    }

    /// What one `stat` decides about the spec file itself: a link to a file reads it, a link to a folder is a folder, a
    /// dangling link is no file.
    @Test func symbolicLinksAreFollowed() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("real.json")
        try Data(#"{"a": true}"#.utf8).write(to: file)
        let toFile = folder.appendingPathComponent("to-file.json")
        let toFolder = folder.appendingPathComponent("to-folder.json")
        let dangling = folder.appendingPathComponent("dangling.json")
        try FileManager.default.createSymbolicLink(at: toFile, withDestinationURL: file)
        try FileManager.default.createSymbolicLink(at: toFolder, withDestinationURL: folder)
        try FileManager.default.createSymbolicLink(at: dangling, withDestinationURL: folder.appendingPathComponent("none.json"))
        #expect(try SpecFile.read(toFile)["a"] == true)
        #expect(Self.code(reading: toFolder) == DiagnosticCode.specFileDirectory.id)
        #expect(Self.code(reading: dangling) == DiagnosticCode.specFileMissing.id)
    }

    /// The code of the error reading `url` throws; `nil` when it reads.
    static func code(reading url: URL) -> String? {
        do {
            _ = try SpecFile.read(url)
            return nil
        } catch {
            return error.code
        }
    }
}
