import ContractStubCore
import Foundation

/// Loads the spec at each of `paths` and calls `body` with its contract and path; a spec that cannot be loaded is named
/// on standard error and skipped. Returns how many could not be loaded.
func forEachContract(at paths: some Sequence<String>, _ body: (Contract, String) -> Void) -> Int {
    var failures = 0
    for path in paths {
        do {
            body(try Contract(contentsOf: URL(fileURLWithPath: path)), path)
        } catch {
            FileHandle.standardError.write(Data("skipping \(path): \(error)\n".utf8))
            failures += 1
        }
    }
    return failures
}
