import Foundation
import Testing

/// `$ref`s to files outside the spec's folder are refused, and no output of any command, in any format, shows the
/// bytes of a referenced file that is not a spec document: the built binary, run as CI runs it on a pull request.
@Suite("$ref confinement, end to end")
struct ReferenceConfinementTests {
    private static let secret = "ghp_SECRETTOKEN123456789"
    private static let base = "Tests/ContractStubToolingTests/Diff/Fixtures/base.json"

    /// `root/spec` with a token file, a binary file and a link to `root/outside/.token`; `root/outside` with the token
    /// and a schema fragment.
    private static func fixture() throws -> (spec: URL, outside: URL) {
        let root = TemporaryFile.path("confinement")
        let spec = root.appendingPathComponent("spec")
        let outside = root.appendingPathComponent("outside")
        for folder in [spec, outside] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        try Data("\(secret)\n".utf8).write(to: outside.appendingPathComponent(".token"))
        try Data("\(secret)\n".utf8).write(to: spec.appendingPathComponent("token.txt"))
        try Data([0, 1, 0xFF, 0xFE] + Array(secret.utf8) + [0]).write(to: spec.appendingPathComponent("blob.bin"))
        try FileManager.default.createSymbolicLink(
            atPath: spec.appendingPathComponent("link.txt").path, withDestinationPath: "../outside/.token")
        try Data(#"{"Name": {"type": "string"}}"#.utf8).write(to: outside.appendingPathComponent("schemas.json"))
        return (spec, outside)
    }

    /// A spec in `folder` with `ref` both as a parameter and as a response schema.
    private static func spec(referring ref: String, in folder: URL) throws -> String {
        let url = folder.appendingPathComponent("api.json")
        let parameter = ref.hasSuffix("#/Name") ? "" : #""parameters": [{"$ref": "\#(ref)"}], "#
        try Data(
            #"""
            {"openapi": "3.0.3", "info": {"title": "t", "version": "1"}, "paths": {"/a": {"get": {\#(parameter)
              "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": {"$ref": "\#(ref)"}}}}}}}}}
            """#.utf8
        ).write(to: url)
        return url.path
    }

    /// Every command that loads `spec`, in every format it has, with `extra` arguments.
    private static func runEach(_ spec: String, extra: [String] = []) throws -> [String: ToolRun] {
        let traffic = try TemporaryFile.write("traffic.jsonl", "")
        var runs: [String: ToolRun] = [:]
        for format in ["text", "json", "github"] {
            let options = ["--format", format] + extra
            runs["validate \(format)"] = try ToolRun.binary(["validate", spec] + options)
            runs["verify \(format)"] = try ToolRun.binary(["verify", spec, "--traffic", traffic] + options)
            runs["diff old \(format)"] = try ToolRun.binary(["diff", spec, base] + options)
            runs["diff new \(format)"] = try ToolRun.binary(["diff", base, spec] + options)
        }
        let output = try TemporaryFile.write("stubs.swift", "")
        runs["generate"] = try ToolRun.binary(["generate", spec, "--output", output] + extra)
        return runs
    }

    static let refusedReferences: [(String, String)] = [
        ("../outside/.token", "ref.outside-root"), ("link.txt", "ref.outside-root"), ("token.txt", "ref.unresolved"),
        ("blob.bin", "ref.unresolved"),
    ]

    @Test(arguments: refusedReferences)
    func noOutputShowsTheFile(ref: String, code: String) throws {
        let (folder, outside) = try Self.fixture()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let spec = try Self.spec(referring: ref, in: folder)
        for extra in [[], ["--allow-ref-root", outside.path]] {
            for (command, run) in try Self.runEach(spec, extra: extra) {
                #expect(!run.standardOutput.contains(Self.secret), "\(command) \(extra)")
                #expect(!run.standardError.contains(Self.secret), "\(command) \(extra)")
                #expect(run.status == (command.hasPrefix("validate") ? 1 : 2), "\(command) \(extra)")
                let expected = extra.isEmpty ? code : "ref.unresolved"
                #expect(run.standardOutput.contains(expected), "\(command) \(extra): \(run.standardOutput)")
                #expect(!(extra.isEmpty ? "" : run.standardOutput).contains("ref.outside-root"), "\(command) \(extra)")
            }
        }
    }

    @Test func theAllowFlagLetsEveryCommandReadAnotherFolder() throws {
        let (folder, outside) = try Self.fixture()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let spec = try Self.spec(referring: "../outside/schemas.json#/Name", in: folder)
        let refused = try ToolRun.binary(["validate", spec])
        #expect(refused.status == 1)
        #expect(refused.standardOutput.contains("[ref.outside-root]"))
        #expect(refused.standardOutput.contains("--allow-ref-root <dir>"))
        for (command, run) in try Self.runEach(spec, extra: ["--allow-ref-root", "/nowhere", "--allow-ref-root", outside.path]) {
            #expect(!run.standardOutput.contains("ref."), "\(command): \(run.standardOutput)")
            #expect(command.hasPrefix("diff") || run.status == 0, "\(command): \(run.standardError)")
        }
    }
}
