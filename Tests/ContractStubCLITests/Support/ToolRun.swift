import ContractStubCLI
import Foundation

/// What one run of the tool printed and returned.
struct ToolRun: Sendable {
    let status: Int32
    let standardOutput: String
    let standardError: String

    /// Runs the tool in-process with captured output.
    static func inProcess(_ arguments: [String]) -> ToolRun {
        let out = TextSink()
        let err = TextSink()
        let output = CommandOutput(standardOutput: { out.append($0) }, standardError: { err.append($0) })
        let status = CommandLineTool.run(arguments, output: output)
        return ToolRun(status: status, standardOutput: out.text, standardError: err.text)
    }

    /// Runs the built `contractstub` binary as a separate process from the package root.
    static func binary(_ arguments: [String]) throws -> ToolRun {
        let run = try ChildProcess.run(productsDirectory.appendingPathComponent("contractstub"), arguments, in: packageRoot)
        return ToolRun(
            status: run.status, standardOutput: String(decoding: run.standardOutput, as: UTF8.self),
            standardError: String(decoding: run.standardError, as: UTF8.self))
    }

    /// The package root, found from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Where SwiftPM put the test bundle, and so the `contractstub` binary.
    static var productsDirectory: URL {
        #if os(macOS)
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            return bundle.bundleURL.deletingLastPathComponent()
        }
        #endif
        return Bundle.main.bundleURL
    }
}

/// Text written from any thread, collected under a lock (`Synchronization.Mutex` is macOS 15 / iOS 18 and later).
private final class TextSink: @unchecked Sendable {
    private let lock = NSLock()
    private var collected = ""

    /// Appends `text`.
    func append(_ text: String) {
        lock.lock()
        defer { lock.unlock() }
        collected += text
    }

    /// Everything appended so far.
    var text: String {
        lock.lock()
        defer { lock.unlock() }
        return collected
    }
}
