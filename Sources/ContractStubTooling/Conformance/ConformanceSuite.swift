import ContractStubCore
import Foundation

/// Runs the official JSON-Schema-Test-Suite from a corpus folder (`<corpus>/json-schema-test-suite`).
/// `package`: shared by the `contractstub-conformance` runner and the tests; not part of the supported API.
///
/// Required tests of `tests/draft4` (formats asserted: the draft-4 `format.json` only checks that non-strings are
/// ignored) and `tests/draft2020-12` (formats not asserted, the 2020-12 default), plus `optional/format/*.json` of both
/// drafts for the formats this engine asserts, and `optional/ecmascript-regex.json` of both drafts (patterns are
/// ECMA-262). `http://localhost:1234/…` is served from `remotes/` on disk.
package enum ConformanceSuite {
    /// The formats whose `optional/format` files are run.
    package static let assertedFormatFiles = ["date-time", "date", "time", "uuid", "email", "uri", "ipv4", "ipv6"]

    /// The corpus folder: env `CONTRACTSTUB_CORPUS`, else `../shared/corpus` from the current directory.
    package static func defaultCorpus(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let path = environment["CONTRACTSTUB_CORPUS"], !path.isEmpty { return URL(fileURLWithPath: path) }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("../shared/corpus")
            .standardizedFileURL
    }

    /// The suite folder inside `corpus`, or `nil` when it is not there.
    package static func suiteFolder(in corpus: URL) -> URL? {
        let suite = corpus.appendingPathComponent("json-schema-test-suite")
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: suite.appendingPathComponent("tests").path, isDirectory: &isDirectory),
            isDirectory.boolValue
        else { return nil }
        return suite
    }

    /// Runs the suite found in `corpus`; `nil` when the corpus has no suite.
    package static func run(corpus: URL) -> ConformanceReport? {
        guard let suite = suiteFolder(in: corpus) else { return nil }
        var report = ConformanceReport()
        let tests = suite.appendingPathComponent("tests")
        let remotes = suite.appendingPathComponent("remotes")
        for file in jsonFiles(in: tests.appendingPathComponent("draft4")) {
            runFile(
                file, name: "draft4/" + file.lastPathComponent, dialect: .draft4, assertFormats: true, remotes: remotes, part: \.draft4,
                report: &report)
        }
        for file in jsonFiles(in: tests.appendingPathComponent("draft2020-12")) {
            runFile(
                file, name: "draft2020-12/" + file.lastPathComponent, dialect: .draft2020_12, assertFormats: false, remotes: remotes,
                part: \.draft2020_12, report: &report)
        }
        for (draft, dialect) in [("draft4", SchemaDialect.draft4), ("draft2020-12", .draft2020_12)] {
            for format in assertedFormatFiles {
                let file = tests.appendingPathComponent("\(draft)/optional/format/\(format).json")
                guard FileManager.default.fileExists(atPath: file.path) else { continue }
                runFile(
                    file, name: "\(draft)/optional/format/\(format).json", dialect: dialect, assertFormats: true, remotes: remotes,
                    part: \.formats, report: &report)
            }
            let regex = tests.appendingPathComponent("\(draft)/optional/ecmascript-regex.json")
            if FileManager.default.fileExists(atPath: regex.path) {
                runFile(
                    regex, name: "\(draft)/optional/ecmascript-regex.json", dialect: dialect, assertFormats: dialect == .draft4,
                    remotes: remotes, part: \.ecmascriptRegex, report: &report)
            }
        }
        return report
    }

    private static func jsonFiles(in folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { folder.appendingPathComponent($0) }
    }

    private static func runFile(
        _ file: URL, name: String, dialect: SchemaDialect, assertFormats: Bool, remotes: URL,
        part: WritableKeyPath<ConformanceReport, ConformanceReport.Tally>, report: inout ConformanceReport
    ) {
        guard let data = try? Data(contentsOf: file), case .array(let groups)? = try? JSONValue(decoding: data) else {
            report[keyPath: part].failed += 1
            report.failures.append(.init(file: name, group: "", test: "", reason: "the file could not be read as a JSON array"))
            return
        }
        for group in groups {
            let groupName = group["description"]?.stringValue ?? "?"
            let cases = group["tests"]?.arrayValue ?? []
            let schema = compile(group["schema"] ?? .bool(true), dialect: dialect, assertFormats: assertFormats, remotes: remotes)
            for testCase in cases {
                let testName = testCase["description"]?.stringValue ?? "?"
                if let reason = ConformanceSkips.reason(file: name, group: groupName, test: testName) {
                    report[keyPath: part].skipped += 1
                    report.skips.append(.init(file: name, group: groupName, test: testName, reason: reason))
                    continue
                }
                let expected = testCase["valid"]?.boolValue ?? true
                let instance = testCase["data"] ?? .null
                let failure: String?
                switch schema {
                case .failure(let error):
                    failure = "schema did not compile: \(error.diagnostic.message) [\(error.diagnostic.code)]"
                case .success(let schema):
                    let valid = schema.isValid(instance)
                    let diagnostics = schema.validate(instance)
                    if valid != expected {
                        failure = "expected \(expected ? "valid" : "invalid"), got \(valid ? "valid" : "invalid")"
                    } else if diagnostics.isEmpty != valid {
                        failure = "validate() found \(diagnostics.count) violation(s) but isValid() says \(valid)"
                    } else if schema.isValid(json: instance.serializedData()) != valid {
                        failure = "the validating scan of the instance's JSON text says \(!valid), the tree \(valid)"
                    } else {
                        failure = nil
                    }
                }
                if let failure {
                    report[keyPath: part].failed += 1
                    report.failures.append(.init(file: name, group: groupName, test: testName, reason: failure))
                } else {
                    report[keyPath: part].passed += 1
                }
            }
        }
    }

    private static func compile(_ schema: JSONValue, dialect: SchemaDialect, assertFormats: Bool, remotes: URL)
        -> Result<Schema, SchemaCompilationError>
    {
        let registry = SchemaRegistry { url throws in
            let text = url.absoluteString
            let prefix = "http://localhost:1234/"
            guard text.hasPrefix(prefix) else { throw RemoteNotServed(url: text) }
            let path = remotes.appendingPathComponent(String(text.dropFirst(prefix.count)))
            guard let data = FileManager.default.contents(atPath: path.path) else { throw RemoteNotServed(url: text) }
            return try JSONValue(decoding: data)
        }
        let uri = URL(string: "https://contractstub.test/conformance/schema.json")!
        registry.register(schema, at: uri)
        let compiler = SchemaCompiler(dialect: dialect, registry: registry, options: .init(assertFormats: assertFormats))
        return Result { () throws(SchemaCompilationError) in try compiler.compile(documentURI: uri, pointer: .root) }
    }
}

/// A remote the conformance loader does not serve (only `http://localhost:1234/` from `remotes/`; never the network).
private struct RemoteNotServed: Error, CustomStringConvertible {
    let url: String
    var description: String { "'\(url)' is not served by the test suite's remotes" }
}
