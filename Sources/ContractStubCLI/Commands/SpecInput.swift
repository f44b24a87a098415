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
    /// - Parameter whileCompiling: work for the loading thread while the schemas finish compiling.
    static func load(
        _ path: String, format: DiagnosticFormat, output: CommandOutput, findingsOnly: Bool = false,
        allowedRefRoots: [String] = [], whileCompiling: (any WorkWhileCompiling)? = nil
    ) -> Result<Contract, Failure> {
        report(
            read(path, findingsOnly: findingsOnly, allowedRefRoots: allowedRefRoots, whileCompiling: whileCompiling), of: path,
            format: format, output: output, findingsOnly: findingsOnly)
    }

    /// The contracts at `paths`, loaded side by side (most of a load is one core's work), then reported in order as
    /// ``load(_:format:output:findingsOnly:allowedRefRoots:)`` reports one; the first failure ends it, and what
    /// came after it is not reported.
    static func loadEach(
        _ paths: [String], format: DiagnosticFormat, output: CommandOutput, allowedRefRoots: [String] = []
    ) -> Result<[Contract], Failure> {
        let attempts = concurrentMap(count: paths.count) { read(paths[$0], findingsOnly: false, allowedRefRoots: allowedRefRoots) }
        var contracts: [Contract] = []
        for (path, attempt) in zip(paths, attempts) {
            switch report(attempt, of: path, format: format, output: output, findingsOnly: false) {
            case .success(let contract): contracts.append(contract)
            case .failure(let failure): return .failure(failure)
            }
        }
        return .success(contracts)
    }

    private static func read(
        _ path: String, findingsOnly: Bool, allowedRefRoots: [String], whileCompiling: (any WorkWhileCompiling)? = nil
    ) -> Result<Contract, SpecLoadError> {
        do {
            return .success(
                try Contract(
                    contentsOf: URL(fileURLWithPath: path),
                    allowedRefRoots: allowedRefRoots.map { URL(fileURLWithPath: $0, isDirectory: true) },
                    acceptingRemoteReferences: findingsOnly, whileCompiling: whileCompiling))
        } catch {
            return .failure(error)
        }
    }

    private static func report(
        _ attempt: Result<Contract, SpecLoadError>, of path: String, format: DiagnosticFormat, output: CommandOutput,
        findingsOnly: Bool
    ) -> Result<Contract, Failure> {
        switch attempt {
        case .success(let contract):
            return .success(contract)
        case .failure(let error) where error.code == DiagnosticCode.specRefsUnresolved.id:
            DiagnosticReport(file: path, locating: error.diagnostics, in: URL(fileURLWithPath: path)).print(format: format, to: output)
            if !findingsOnly { output.standardError(ErrorLine.text(error, file: path)) }
            return .failure(.contractProblems)
        case .failure(let error):
            output.standardError(ErrorLine.text(error, file: path))
            return .failure(.unreadable)
        }
    }
}
