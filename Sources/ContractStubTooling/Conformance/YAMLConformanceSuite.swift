import ContractStubCore
import Foundation

/// Runs the official yaml-test-suite from a corpus folder (`<corpus>/yaml-test-suite`, one folder per test).
/// `package`: shared by the `contractstub-conformance` runner and the tests; not part of the supported API.
///
/// A test with `in.json` passes when every document read equals the JSON values there (numbers by value); a test with
/// `error` passes when the input is refused. Tags outside the core schema are ignored and non-scalar keys are allowed
/// here, as the suite expects of a general YAML reader (the spec loader refuses both).
package enum YAMLConformanceSuite {
    /// The suite folder inside `corpus`, or `nil` when it is not there.
    package static func suiteFolder(in corpus: URL) -> URL? {
        let suite = corpus.appendingPathComponent("yaml-test-suite")
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: suite.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            return nil
        }
        return suite
    }

    /// The options the suite runs with: a general reader, not a spec reader.
    package static var options: YAMLOptions {
        var options = YAMLOptions()
        options.refusesUnknownTags = false
        options.refusesComplexKeys = false
        return options
    }

    /// Runs the suite found in `corpus`; `nil` when the corpus has no suite.
    package static func run(corpus: URL) -> YAMLConformanceReport? {
        guard let suite = suiteFolder(in: corpus) else { return nil }
        var report = YAMLConformanceReport()
        for test in testFolders(in: suite) {
            run(test, in: suite, report: &report)
        }
        return report
    }

    /// Every folder that holds an `in.yaml`, relative to the suite, sorted.
    private static func testFolders(in suite: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: suite.path)
        var folders: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix("/in.yaml") { folders.append(String(path.dropLast("/in.yaml".count))) }
        }
        return folders.sorted()
    }

    private static func run(_ test: String, in suite: URL, report: inout YAMLConformanceReport) {
        let folder = suite.appendingPathComponent(test)
        let file = { (name: String) in folder.appendingPathComponent(name) }
        let name = (try? String(contentsOf: file("==="), encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        guard let input = try? Data(contentsOf: file("in.yaml")) else { return }
        let exists = { (name: String) in FileManager.default.fileExists(atPath: file(name).path) }
        let result = Result { () throws(YAMLSyntaxError) in try YAMLStream.documents(in: input, options: options) }
        if exists("error") {
            if case .success = result {
                report.errors.failed += 1
                report.failures.append(.init(test: test, name: name, reason: "accepted; the suite says it must be refused"))
            } else {
                report.errors.passed += 1
            }
            return
        }
        guard let expectedData = try? Data(contentsOf: file("in.json")) else {
            report.unrepresentable += 1
            report.skips.append(
                .init(test: test, name: name, reason: "no in.json: its value has a key JSON cannot hold (null or a collection)"))
            return
        }
        guard let expected = JSONValueSequence.values(in: expectedData) else {
            report.values.skipped += 1
            report.skips.append(.init(test: test, name: name, reason: "in.json could not be read"))
            return
        }
        switch result {
        case .failure(let error):
            report.values.failed += 1
            report.failures.append(.init(test: test, name: name, reason: "refused: \(error.description) [\(error.code)]"))
        case .success(let documents):
            if documents.count == expected.count, zip(documents, expected).allSatisfy(sameValue) {
                report.values.passed += 1
            } else {
                report.values.failed += 1
                let got = documents.map { $0.serialized() }.joined(separator: " ")
                let want = expected.map { $0.serialized() }.joined(separator: " ")
                report.failures.append(.init(test: test, name: name, reason: "read \(got.prefix(200)); expected \(want.prefix(200))"))
            }
        }
    }

    /// JSON equality, but NaN equals NaN (the suite writes `.nan` as a number).
    private static func sameValue(_ lhs: JSONValue, _ rhs: JSONValue) -> Bool {
        if case .number(let a) = lhs, case .number(let b) = rhs, a.doubleValue.isNaN, b.doubleValue.isNaN { return true }
        return lhs == rhs
    }
}
