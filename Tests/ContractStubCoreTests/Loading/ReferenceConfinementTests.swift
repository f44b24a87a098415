import Foundation
import Testing

@testable import ContractStubCore

/// `$ref`s read files only under the root document's folder (symbolic links resolved) and the allowed roots, and no
/// message ever shows the bytes of a referenced file that is not a JSON object or YAML mapping (issue 15).
@Suite("$ref confinement")
struct ReferenceConfinementTests {
    static let secret = "ghp_SECRETTOKEN123456789"

    /// `root/spec` (the spec's folder) and `root/outside`, with a token file on each side, a link from inside to the
    /// outside token, a binary file and a schema fragment outside.
    static func fixture() throws -> (spec: URL, outside: URL) {
        let root = try SpecTestSupport.temporaryDirectory()
        let spec = root.appendingPathComponent("spec")
        let outside = root.appendingPathComponent("outside")
        for folder in [spec, outside] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        try Data("\(secret)\n".utf8).write(to: outside.appendingPathComponent(".token"))
        try Data("\(secret)\n".utf8).write(to: spec.appendingPathComponent("token.txt"))
        try Data([0, 1, 0xFF, 0xFE] + Array(secret.utf8) + [0, 0x7B]).write(to: spec.appendingPathComponent("blob.bin"))
        try FileManager.default.createSymbolicLink(
            atPath: spec.appendingPathComponent("link.txt").path, withDestinationPath: "../outside/.token")
        try Data(#"{"Name": {"type": "string", "minLength": 2}}"#.utf8).write(to: outside.appendingPathComponent("schemas.json"))
        // A file inside whose own schema `$ref` leaves the folder: only the schema compiler follows it.
        try Data(#"{"Inner": {"$ref": "../outside/schemas.json#/Name"}}"#.utf8).write(to: spec.appendingPathComponent("inner.json"))
        return (spec, outside)
    }

    /// A spec in `folder` whose one response schema is `{"$ref": ref}`.
    static func spec(referring ref: String, in folder: URL, name: String = "api.json") throws -> URL {
        let url = folder.appendingPathComponent(name)
        let paths =
            #"{"/a": {"get": {"responses": {"200": {"description": "ok", "content": {"application/json": {"schema": {"$ref": "\#(ref)"}}}}}}}}"#
        try Data(SpecTestSupport.document(paths: paths).utf8).write(to: url)
        return url
    }

    /// The error loading `url` as the command line does throws, with every message it carries.
    static func loadError(_ url: URL, allowed: [URL] = []) -> SpecLoadError? {
        do {
            _ = try Contract(contentsOf: url, allowedRefRoots: allowed, acceptingRemoteReferences: false)
            return nil
        } catch {
            return error
        }
    }

    @Test(arguments: [
        ("../outside/.token", "ref.outside-root"), ("link.txt", "ref.outside-root"), ("token.txt", "ref.unresolved"),
        ("blob.bin", "ref.unresolved"), ("../outside/schemas.json#/Name", "ref.outside-root"),
        ("inner.json#/Inner", "ref.outside-root"), ("file:///etc/passwd", "ref.outside-root"),
        ("../outside/missing.json", "ref.outside-root"),
    ])
    func referencesAreConfinedAndNeverQuoteTheFile(ref: String, code: String) throws {
        let (folder, _) = try Self.fixture()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let url = try Self.spec(referring: ref, in: folder)
        let error = try #require(Self.loadError(url))
        #expect(error.code == "spec.refs.unresolved")
        // Loaded for a stub, the one operation is broken, with the same failure.
        let failures = try #require(try Contract(contentsOf: url).operation(.get, "/a")).referenceFailures
        #expect(failures.map(\.code) == [code])
        #expect(!failures.description.contains(Self.secret))
        #expect(error.diagnostics.map(\.code) == [code])
        #expect(!error.description.contains(Self.secret))
        #expect(!error.description.contains("\u{FFFD}"))
        if code == "ref.outside-root" {
            #expect(error.diagnostics[0].message.contains("--allow-ref-root"))
            #expect(error.diagnostics[0].message.contains(ReferenceRoots.canonicalPath(folder.path)))
        }
    }

    @Test func aTextFileIsDescribedNotQuoted() throws {
        let (folder, _) = try Self.fixture()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let error = try #require(Self.loadError(try Self.spec(referring: "token.txt", in: folder)))
        #expect(
            error.diagnostics.map(\.message) == [
                "'token.txt' does not resolve: \(folder.path)/token.txt is not a JSON object or YAML mapping (it reads as string); a referenced file must hold one"
            ])
    }

    @Test func anAllowedRootIsRead() throws {
        let (folder, outside) = try Self.fixture()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        for ref in ["../outside/schemas.json#/Name", "inner.json#/Inner"] {
            let url = try Self.spec(referring: ref, in: folder)
            let contract = try Contract(contentsOf: url, allowedRefRoots: [outside])
            #expect(SpecTestSupport.summary(contract.diagnostics) == [], "\(ref)")
            let schema = try #require(contract.operation(.get, "/a")?.response(for: 200)?.response.content["application/json"]?.schema)
            #expect(contract.schema(for: schema)?.isValid("x") == false, "\(ref)")
            #expect(contract.schema(for: schema)?.isValid("xy") == true, "\(ref)")
        }
        // Allowing the outside folder does not make the token a spec document, nor quote it.
        let error = try #require(Self.loadError(try Self.spec(referring: "../outside/.token", in: folder), allowed: [outside]))
        #expect(error.diagnostics.map(\.code) == ["ref.unresolved"])
        #expect(!error.description.contains(Self.secret))
    }

    @Test func filesBelowTheFolderStillLoadWithoutOptions() throws {
        let (folder, _) = try Self.fixture()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let sub = folder.appendingPathComponent("common")
        try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
        try Data(#"{"Name": {"type": "string"}}"#.utf8).write(to: sub.appendingPathComponent("schemas.json"))
        let contract = try Contract(contentsOf: try Self.spec(referring: "common/../common/schemas.json#/Name", in: folder))
        #expect(SpecTestSupport.summary(contract.diagnostics) == [])
    }
}
