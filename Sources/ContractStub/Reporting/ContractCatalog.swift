import ContractStubCore
@_spi(ContractStubSpecialized) import ContractStubSyntax
import Foundation

/// Contracts loaded by path, once per process, for the test traits: a `Contract` is immutable, so sharing it
/// between tests shares no test state.
final class ContractCatalog: Sendable {
    /// The process-wide catalog.
    static let shared = ContractCatalog()

    private let contracts = Locked([String: Contract]())

    /// The contract in the file at `url`, loaded on first request.
    func contract(at url: URL) throws(SpecLoadError) -> Contract {
        let key = url.standardizedFileURL.path
        if let contract = contracts.withLock({ $0[key] }) { return contract }
        let contract = try Contract(contentsOf: url)
        return contracts.withLock { contracts in
            if let existing = contracts[key] { return existing }
            contracts[key] = contract
            return contract
        }
    }

    /// `path` if absolute, else `path` under the nearest folder above `start` (a file path) where it exists,
    /// else `path` relative to the current directory.
    static func locate(_ path: String, from start: String) -> URL {
        guard !path.hasPrefix("/") else { return URL(fileURLWithPath: path) }
        var folder = URL(fileURLWithPath: start).deletingLastPathComponent()
        while folder.path != "/" && !folder.path.isEmpty {
            let candidate = folder.appendingPathComponent(path)
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            folder.deleteLastPathComponent()
        }
        return URL(fileURLWithPath: path)
    }
}
