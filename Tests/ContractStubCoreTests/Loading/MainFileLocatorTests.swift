import Foundation
import Testing

@testable import ContractStubCore

/// The command line's load keeps a locator over the main file's bytes (`Contract.mainFileLocator`), and findings are
/// placed in the bytes that were checked.
@Suite struct MainFileLocatorTests {
    static let spec = """
        {
          "openapi": "3.0.3",
          "info": {"title": "t", "version": "1"},
          "paths": {"/a": {"get": {"responses": {"200": {"description": "ok"}}}}}
        }
        """

    @Test func findingsArePlacedInTheBytesLoadedEvenIfTheFileChangesAfterwards() throws {
        let directory = try SpecTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("spec.json")
        try Data(Self.spec.utf8).write(to: file)
        let contract = try Contract(contentsOf: file, allowedRefRoots: [], acceptingRemoteReferences: true)
        let kept = try #require(contract.mainFileLocator)
        #expect(kept.data == Data(Self.spec.utf8))
        // The file is rewritten (four lines higher up) before the findings are placed.
        try Data(("\n\n\n\n" + Self.spec).utf8).write(to: file)
        let finding = Diagnostic(.error, code: .specFieldValue, message: "m", at: Diagnostic.Location(pointer: "/paths/~1a/get"))
        var fromLoad = DiagnosticLocator(mainFile: file, mainFileLocator: kept)
        var fromDisk = DiagnosticLocator(mainFile: file)
        #expect(fromLoad.locate([finding]).first?.location.position?.line == 4)
        #expect(fromDisk.locate([finding]).first?.location.position?.line == 8)
    }

    @Test func aSwagger2MainFilesFindingsArePlacedWhereTheyCameFrom() throws {
        let spec = """
            {
              "swagger": "2.0",
              "info": {"title": "t", "version": "1"},
              "paths": {},
              "definitions": {
                "Pet": {"type": "object"}
              }
            }
            """
        let directory = try SpecTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("swagger.json")
        try Data(spec.utf8).write(to: file)
        let contract = try Contract(contentsOf: file, allowedRefRoots: [], acceptingRemoteReferences: true)
        let kept = try #require(contract.mainFileLocator)
        let finding = Diagnostic(.error, code: .specFieldValue, message: "m", at: Diagnostic.Location(pointer: "/components/schemas/Pet"))
        var locator = DiagnosticLocator(mainFile: file, mainFileLocator: kept)
        let located = try #require(locator.locate([finding]).first)
        #expect(located.location.pointer == JSONPointer(tokens: ["definitions", "Pet"]))
        #expect(located.location.position?.line == 6)
    }

    @Test func onlyAJSONMainFileFromTheCommandLinesLoadIsKept() throws {
        let directory = try SpecTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let json = directory.appendingPathComponent("spec.json")
        let yaml = directory.appendingPathComponent("spec.yaml")
        try Data(Self.spec.utf8).write(to: json)
        try Data(Self.spec.utf8).write(to: yaml)  // JSON is YAML too
        #expect(try Contract(contentsOf: yaml, allowedRefRoots: [], acceptingRemoteReferences: true).mainFileLocator == nil)
        #expect(try Contract(contentsOf: json).mainFileLocator == nil)
    }
}
