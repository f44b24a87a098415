import Foundation

#if canImport(Testing)
import Testing
#endif

extension ContractStub {
    /// The file a test's exchanges are recorded to (``Mode/record``) and replayed from (``Mode/replay``): one
    /// traffic log per test, the format `contractstub verify` reads, one exchange per line.
    ///
    /// By default it sits next to the test file, like swift-snapshot-testing's `__Snapshots__`:
    /// `Tests/AppTests/__ContractFixtures__/PetClientTests/listsPets.jsonl` for the test `listsPets()` in
    /// `PetClientTests.swift`. Give a folder to keep fixtures elsewhere, or a whole URL.
    public struct Fixture: Sendable, Hashable, CustomStringConvertible {
        /// The fixture file.
        public let url: URL

        /// The fixture at `url`.
        public init(url: URL) {
            self.url = url
        }

        /// The fixture of the test `testName` (a function name such as `listsPets()` or `testListsPets()`)
        /// declared in `filePath`: `<folder>/<file name without .swift>/<test name>.jsonl`, where `folder`
        /// defaults to `__ContractFixtures__` beside the test file. Characters other than letters, digits, `.`,
        /// `_` and `-` in the test name become `_`.
        public static func forTest(_ testName: String, filePath: String, folder: URL? = nil) -> Fixture {
            let testFile = URL(fileURLWithPath: filePath)
            let base = folder ?? testFile.deletingLastPathComponent().appendingPathComponent(Self.defaultFolderName)
            let group = testFile.deletingPathExtension().lastPathComponent
            return Fixture(url: base.appendingPathComponent(group).appendingPathComponent(fileName(forTest: testName)))
        }

        /// The folder created beside test files when no folder is given: `__ContractFixtures__`.
        public static let defaultFolderName = "__ContractFixtures__"

        /// The path, for messages.
        public var description: String { url.path }

        /// `listsPets.jsonl` for `listsPets()`.
        static func fileName(forTest testName: String) -> String {
            var name = testName.hasSuffix("()") ? String(testName.dropLast(2)) : testName
            name = String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) ? $0 : "_" })
            return (name.isEmpty ? "test" : name) + ".jsonl"
        }
    }
}

extension ContractStub.Fixture {
    /// The fixture of the running Swift Testing test when there is one (its name and source file), else of
    /// `testName` in `filePath`.
    static func forCurrentTest(testName: String, filePath: String) -> Self {
        #if canImport(Testing)
        if let test = Test.current {
            return forTest(test.name, filePath: test.sourceLocation.contractStubFilePath)
        }
        #endif
        return forTest(testName, filePath: filePath)
    }
}
