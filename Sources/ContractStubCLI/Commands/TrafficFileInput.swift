import ContractStubCore
import ContractStubTooling
import Foundation

/// The one way commands read the traffic file they name (`--traffic`: a JSON Lines log or a HAR capture, told
/// apart by content, ``TrafficInput``), and report one they cannot read: an `Error: file[:line:col]: message`
/// line on standard error; the command then exits 2.
///
/// ```swift
/// guard let source = TrafficFileInput.open(path, output: output) else { return .usageOrInput }
/// ```
enum TrafficFileInput {
    /// The exchanges of the file at `path`, or `nil` once its error has been reported.
    static func open(_ path: String, output: CommandOutput) -> (any TrafficSource)? {
        do {
            return try TrafficInput.open(URL(fileURLWithPath: path))
        } catch {
            report(error, path: path, output: output)
            return nil
        }
    }

    /// Every exchange of `source` in file order, or `nil` once the first one that cannot be read has been reported
    /// (for commands that need all of them, such as `pact`; `verify` reports a bad exchange as a finding instead).
    static func readAll(_ source: any TrafficSource, path: String, output: CommandOutput) -> [TrafficExchange]? {
        var exchanges: [TrafficExchange] = []
        do {
            while let batch = try source.nextExchanges() {
                for position in 0..<batch.count { exchanges.append(try batch.exchange(at: position)) }
            }
        } catch {
            report(error, path: path, output: output)
            return nil
        }
        return exchanges
    }

    /// Prints why the traffic file at `path` cannot be read: where, for errors that know it (a malformed log line or
    /// HAR entry), else the file system's reason.
    static func report(_ error: any Error, path: String, output: CommandOutput) {
        if let located = error as? any DiagnosticError {
            output.standardError(ErrorLine.text(located, file: path))
            return
        }
        let unreadable = Diagnostic(
            .error, code: .trafficFileUnreadable, message: "cannot read the traffic log: \(error.localizedDescription)")
        output.standardError(ErrorLine.text(unreadable, file: path))
    }
}
