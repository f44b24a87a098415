import ContractStubCore
import Foundation

/// The one way every command loads a spec it names, and reports a spec that fails to load.
///
/// - `$ref`s that do not resolve are contract problems: each is reported at its `file:line:col`, exactly as
///   `validate` reports findings, in the command's `--format` on standard output (``DiagnosticReport``).
///   Commands that cannot go on without the contract also print the error's one-line summary on standard error.
/// - Anything else (missing, empty, not JSON or YAML, a `swagger` other than "2.0", …) is unreadable input: one
///   `Error: file:line:col: message [code]` line on standard error.
///
/// ```swift
/// guard case .success(let contract) = SpecInput.load(path, format: arguments.format, output: output) else {
///     return .usageOrInput
/// }
/// ```
enum SpecInput {
    /// The option of every command that loads a spec: more folders its `$ref`s may read files from.
    static let allowRefRoot = RepeatedOption(
        "--allow-ref-root", value: "dir",
        help: "Let $refs also read files under this folder (by default only the spec's folder and below).")

    /// Why a spec was not loaded, once it has been reported.
    enum Failure: Error {
        /// `$ref`s do not resolve: reported as findings (`validate` exits 1).
        case contractProblems
        /// The file cannot be used at all (every command exits 2).
        case unreadable
    }

    /// The contract at `path` (as the user typed it), or the failure after reporting it.
    /// - Parameter findingsOnly: `true` for `validate`, whose findings are its result: unresolved `$ref`s are then
    ///   not also an `Error:` on standard error, and remote `$ref`s are `ref.remote` warnings among the other findings.
    /// - Parameter allowedRefRoots: the values of ``allowRefRoot``, as typed.
    static func load(
        _ path: String, format: DiagnosticFormat, output: CommandOutput, findingsOnly: Bool = false,
        allowedRefRoots: [String] = []
    ) -> Result<Contract, Failure> {
        let url = URL(fileURLWithPath: path)
        do {
            return .success(
                try Contract(
                    contentsOf: url, allowedRefRoots: allowedRefRoots.map { URL(fileURLWithPath: $0, isDirectory: true) },
                    acceptingRemoteReferences: findingsOnly))
        } catch  where error.code == DiagnosticCode.specRefsUnresolved.id {
            DiagnosticReport(file: path, locating: error.diagnostics, in: url).print(format: format, to: output)
            if !findingsOnly { output.standardError(ErrorLine.text(error, file: path)) }
            return .failure(.contractProblems)
        } catch {
            output.standardError(ErrorLine.text(error, file: path))
            return .failure(.unreadable)
        }
    }
}
