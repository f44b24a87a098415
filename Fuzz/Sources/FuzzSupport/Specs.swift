import Foundation

@testable import ContractStubCore
@testable import ContractStubSchema
@testable import ContractStubSyntax

/// The specs in the repository's `specs/` folder, which seed every target and back the request and traffic ones.
public enum Specs {
    /// `specs/` of the checkout this package was built from.
    public static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().appendingPathComponent("../../../specs").standardizedFileURL

    /// Every `.json` file under ``directory``, sorted by path.
    public static func allFiles() -> [URL] {
        let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)
        let files = (enumerator?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "json" }
        return files.sorted { $0.path < $1.path }
    }

    /// The two specs requests are validated against: `petstore.json` (3.0) and `bookshop.json` (3.1).
    public static func requestContracts() -> [Contract] {
        ["petstore.json", "bookshop.json"].map { name in
            do {
                return try Contract(contentsOf: directory.appendingPathComponent(name))
            } catch {
                fatalError("fuzz setup: \(name) does not load: \(error)")
            }
        }
    }
}
