import ContractStubCore
import ContractStubTooling
import Foundation

/// The one way commands read the Pact files a user names: a file, or a folder whose `*.json` files are read in
/// name order. A file that cannot be read, or is not a pact ContractStub reads, is reported as one
/// `Error: file:line:col: message [code]` line on standard error (the command then exits 2).
enum PactInput {
    /// Reads every pact `paths` name, in order, with the path each was read from (as the user typed it, or
    /// `folder/name.json`); `nil` after reporting the first that cannot be read.
    static func load(_ paths: [String], output: CommandOutput) -> [(file: String, pact: PactFile)]? {
        var pacts: [(file: String, pact: PactFile)] = []
        for path in paths {
            for file in expand(path) {
                let data: Data
                do {
                    data = try Data(contentsOf: URL(fileURLWithPath: file))
                } catch {
                    let unreadable = Diagnostic(
                        .error, code: .pactFileInvalid, message: "cannot read the Pact file: \(error.localizedDescription)")
                    output.standardError(ErrorLine.text(unreadable, file: file))
                    return nil
                }
                do {
                    pacts.append((file, try PactFile.read(data)))
                } catch {
                    output.standardError(ErrorLine.text(error, file: file))
                    return nil
                }
            }
        }
        return pacts
    }

    /// `path` itself, or the `*.json` files of the folder it names, in name order.
    private static func expand(_ path: String) -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else { return [path] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        let folder = path.hasSuffix("/") ? path : path + "/"
        return names.filter { $0.hasSuffix(".json") }.sorted().map { folder + $0 }
    }
}
