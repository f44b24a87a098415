import Foundation
import Testing

@testable import ContractStubCore
@testable import ContractStubTooling

/// `contractstub diff` places its changes through the locators its loads kept (``SpecDiff/locate(_:keptBy:)``): in the
/// bytes compared, even when a file changed on disk since; without them, each file is read again.
@Suite("Diff: placing changes")
struct DiffLocateTests {
    static func spec(limit: String) -> String {
        """
        {
          "openapi": "3.0.3",
          "info": {"title": "t", "version": "1"},
          "paths": {"/a": {"get": {
            "parameters": [{"name": "q", "in": "query", "required": \(limit), "schema": {"type": "string"}}],
            "responses": {"200": {"description": "ok"}}}}}
        }
        """
    }

    @Test func changesArePlacedInTheBytesComparedEvenIfAFileChangesAfterwards() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("contractstub-locate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let (oldFile, newFile) = (directory.appendingPathComponent("old.json"), directory.appendingPathComponent("new.json"))
        try Data(Self.spec(limit: "false").utf8).write(to: oldFile)
        try Data(Self.spec(limit: "true").utf8).write(to: newFile)
        let old = try Contract(contentsOf: oldFile, allowedRefRoots: [], acceptingRemoteReferences: true)
        let new = try Contract(contentsOf: newFile, allowedRefRoots: [], acceptingRemoteReferences: true)
        let changes = SpecDiff(old: old, new: new).changes
        #expect(changes.map(\.rule) == [DiffRule.parameterBecameRequired.id])
        // The new file is rewritten (three lines higher up) before the changes are placed.
        try Data(("\n\n\n" + Self.spec(limit: "true")).utf8).write(to: newFile)
        let kept = try #require(SpecDiff.locate(changes, keptBy: [old, new]).first)
        let reread = try #require(SpecDiff.locate(changes).first)
        #expect(kept.old?.position?.line == 5 && kept.new?.position?.line == 5)
        #expect(reread.old?.position?.line == 5 && reread.new?.position?.line == 8)
    }
}
