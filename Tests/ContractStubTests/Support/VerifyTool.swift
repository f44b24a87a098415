import Foundation

#if os(macOS) || os(Linux)
/// Runs the built `contractstub` binary's `verify` (SwiftPM builds it with the tests; iOS and tvOS cannot start
/// processes).
enum VerifyTool {
    /// `contractstub verify <spec> --traffic <traffic>` plus `arguments`: its exit status and standard output.
    static func verify(_ spec: String, traffic: String, _ arguments: [String] = []) throws -> (status: Int32, output: String) {
        #if os(macOS)
        let products = Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }!.bundleURL.deletingLastPathComponent()
        #else
        let products = Bundle.main.bundleURL
        #endif
        let run = try ChildProcess.run(products.appendingPathComponent("contractstub"), ["verify", spec, "--traffic", traffic] + arguments)
        return (run.status, String(decoding: run.standardOutput, as: UTF8.self))
    }
}
#endif
