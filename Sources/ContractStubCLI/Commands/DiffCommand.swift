import ContractStubCore
import ContractStubTooling
import Foundation

/// `contractstub diff <old.json> <new.json>`: reports the changes between two versions of a spec that break
/// clients written against the old one (see ``SpecDiff``).
enum DiffCommand {
    static let subcommand = Subcommand(spec: spec, run: run)

    static let spec = CommandSpec(
        name: "diff",
        abstract: "Report changes between two versions of an OpenAPI document (JSON or YAML) that break existing clients.",
        arguments: [
            ArgumentSpec(name: "old.json", help: "The version clients were written against."),
            ArgumentSpec(name: "new.json", help: "The version that replaces it."),
        ],
        options: [DiffFormat.option, failOn, deprecationDays, traffic, SpecInput.allowRefRoot],
        discussion: """
            Every change has a stable rule id (e.g. diff.operation.removed) and a severity: breaking, warning or info.
            github prints breaking changes as ::error and warnings as ::warning annotations (info is left out),
            against the new file, or the old one for removals. markdown prints a changelog for a pull-request comment
            and html one self-contained page: breaking changes first, then warnings, then info, grouped by operation,
            each with its rule id and its place in both files.

            --traffic reads recorded exchanges (routed by the old spec) and marks each breaking change that would have
            broken one: a removed operation they called, a new required parameter or property their requests lacked,
            an enum value they sent that is gone, a removed or changed response value their responses had.

            EXIT STATUS: 0 nothing at or above --fail-on, 1 such changes found, 2 usage error or unreadable input.
            """
    )

    /// The values of `--fail-on`: `error` (breaking changes) or `warning`; `breaking` is the older spelling of `error`.
    enum Threshold: String, Sendable {
        /// Exit 1 on breaking changes.
        case error
        /// Exit 1 on breaking changes and warnings.
        case warning
        /// The same as ``error``, as it was spelled first.
        case breaking

        /// The least severe change that fails the run.
        var severity: SpecChange.Severity { self == .warning ? .warning : .breaking }
    }

    static let failOn = Option.choice(
        "--fail-on", value: "severity", cases: [Threshold.error, .warning, .breaking], default: .error,
        help: "Exit 1 on changes at least this severe: error (breaking changes; 'breaking' means the same) or warning.")

    static let deprecationDays = Option.count(
        "--deprecation-days", value: "days", default: 0,
        help: "Require a new deprecation to carry an x-sunset date at least this many days away (0: no requirement).")

    static let traffic = Option.optional(
        "--traffic", value: "log.jsonl|capture.har",
        help: "Recorded exchanges (a traffic log or a HAR file): mark each breaking change that would have broken one of them.")

    static func run(_ arguments: ParsedArguments, output: CommandOutput) -> ExitStatus {
        let paths = (old: arguments.positionals[0], new: arguments.positionals[1])
        let format = arguments[DiffFormat.option]
        let roots = arguments[SpecInput.allowRefRoot]
        guard
            case .success(var contracts) = SpecInput.loadEach(
                [paths.old, paths.new], format: format.loadFailures, output: output, allowedRefRoots: roots)
        else { return .usageOrInput }
        // Held only here, so that both are let go without delaying the report (BackgroundTeardown, as validate does).
        var (oldContract, newContract): (Contract?, Contract?) = (contracts[0], contracts[1])
        contracts.removeAll()
        defer {
            BackgroundTeardown.release(&oldContract, in: output)
            BackgroundTeardown.release(&newContract, in: output)
        }
        let (old, new) = (oldContract!, newContract!)
        var report = DiffReport(
            paths: paths, urls: (old.url, new.url),
            changes: SpecDiff.locate(
                SpecDiff(
                    old: old, new: new,
                    policy: LifecyclePolicy(secondsSince1970: Date().timeIntervalSince1970, deprecationDays: arguments[deprecationDays])
                ).changes, keptBy: [old, new]))
        if let trafficPath = arguments[traffic] {
            guard let source = TrafficFileInput.open(trafficPath, output: output),
                let exchanges = TrafficFileInput.readAll(source, path: trafficPath, output: output)
            else { return .usageOrInput }
            let evidence = TrafficEvidence(old: old, new: new, exchanges: exchanges, changes: report.changes)
            var seen: [SpecChange: [Int]] = [:]
            for change in report.changes {
                let indexes = evidence.exchanges(breakingBy: change)
                if !indexes.isEmpty { seen[change] = indexes }
            }
            report.traffic = DiffTraffic(path: trafficPath, exchangeCount: exchanges.count, seen: seen)
        }
        output.standardOutput(report.render(format))
        return report.changes.contains { $0.severity >= arguments[failOn].severity } ? .problemsFound : .ok
    }
}
