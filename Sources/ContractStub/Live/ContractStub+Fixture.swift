import ContractStubCore
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

        /// The fixture of the test `testName` declared in `filePath` as a resource of `bundle`, for replaying where
        /// the tests run with no source tree (a device, a CI host that only has the built tests): the same
        /// `__ContractFixtures__/<file name>/<test name>.jsonl` (or `.har`) as beside the source, copied into the test
        /// target's resources with `resources: [.copy("__ContractFixtures__")]` and found in `Bundle.module`. `nil`
        /// when the bundle has no such file.
        public static func forTest(_ testName: String, filePath: String, in bundle: Bundle) -> Fixture? {
            let group = URL(fileURLWithPath: filePath).deletingPathExtension().lastPathComponent
            let jsonl = fileName(forTest: testName)
            let name = String(jsonl.dropLast(".jsonl".count))
            let folder = "\(Self.defaultFolderName)/\(group)"
            for fileExtension in ["jsonl", "har"] {
                if let url = bundle.url(forResource: name, withExtension: fileExtension, subdirectory: folder) {
                    return Fixture(url: url)
                }
            }
            return nil
        }

        /// The folder created beside test files when no folder is given: `__ContractFixtures__`.
        package static let defaultFolderName = "__ContractFixtures__"

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
