import ContractStubCore
import ContractStubTooling

/// The coverage part of a `verify` run, with the `--min-coverage` check, printed in the chosen format.
///
/// text: `coverage: 2/3 operations (66.7%), 3/7 responses (42.9%)`, then `never exercised:` lines, the event names
/// each event-stream operation's responses carried (`events seen:`), unrouted exchanges and a failed minimum. github: a `::notice` summary; when the minimum fails, an `::error` and one
/// `::warning` per incompletely exercised operation, at its line in the spec. json: the `coverage` member (with
/// `events` when some event-stream response was recorded).
struct CoverageReport {
    /// What the traffic exercised.
    let coverage: TrafficCoverage
    /// The `--min-coverage` value as typed and as a number, when given.
    let minimum: Percentage?

    /// The ratios below the minimum, named: `["responses 42.9%"]`; empty when there is no minimum or both reach it.
    var failures: [String] {
        guard let minimum else { return [] }
        return [("operations", coverage.operationRatio), ("responses", coverage.responseRatio)]
            .filter { !$0.1.reaches(minimum.value) }
            .map { "\($0.0) \($0.1.percentText)%" }
    }

    /// The section printed after the diagnostics in the text format.
    var text: String {
        var lines = ["coverage: \(summary)"]
        let incomplete = coverage.incomplete
        if !incomplete.isEmpty {
            lines.append("never exercised:")
            lines += incomplete.map { "  \(title($0)): \(missing($0))" }
        }
        let streams = coverage.operations.filter { !$0.eventNames.isEmpty }
        if !streams.isEmpty {
            lines.append("events seen:")
            lines += streams.map { "  \(title($0)): \($0.eventNames.sorted().joined(separator: ", "))" }
        }
        if coverage.unroutedCount > 0 { lines.append("unrouted: \(unroutedText)") }
        if let failure = failureText { lines.append(failure) }
        return lines.map { $0 + "\n" }.joined()
    }

    /// GitHub Actions workflow commands; `locator` finds the spec lines of the operation warnings, which are
    /// shown against `file` unless the operation lives in another file.
    func github(file: String, locator: inout DiagnosticLocator) -> String {
        let unrouted = coverage.unroutedCount == 0 ? "" : "; unrouted: \(unroutedText)"
        var lines = ["::notice title=coverage::\(summary)\(unrouted)"]
        if let failureText {
            lines.append("::error title=coverage::\(failureText)")
            let warnings = coverage.incomplete.map { operation in
                Diagnostic(
                    .warning, code: .coverageUnexercised,
                    message: "never exercised: \(title(operation)): \(missing(operation))",
                    at: Diagnostic.Location(operation.specLocation), operationId: operation.operationId)
            }
            lines += locator.locate(warnings).map { LocatedDiagnostic($0, mainFile: file).githubLine }
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// The `coverage` member of the json document.
    var jsonValue: JSONValue {
        var object = JSONObject([
            ("operations", json(coverage.operationRatio)), ("responses", json(coverage.responseRatio)),
            ("uncovered", .array(coverage.incomplete.map(json))),
            ("unrouted", .number(JSONNumber(coverage.unroutedCount))),
            ("unroutedExchanges", .array(coverage.unrouted.map { .number(JSONNumber($0)) })),
        ])
        let streams = coverage.operations.filter { !$0.eventNames.isEmpty }
        if !streams.isEmpty {
            object["events"] = .array(
                streams.map { operation in
                    [
                        "operationId": operation.operationId.map(JSONValue.string) ?? .null,
                        "method": .string(operation.method.description), "path": .string(operation.path),
                        "names": .array(operation.eventNames.sorted().map(JSONValue.string)),
                    ]
                })
        }
        if let minimum {
            object["minCoverage"] = .number(JSONNumber(minimum.value))
            object["passed"] = .bool(failures.isEmpty)
        }
        return .object(object)
    }

    /// `2/3 operations (66.7%), 3/7 responses (42.9%)`.
    private var summary: String {
        let operations = coverage.operationRatio
        let responses = coverage.responseRatio
        return "\(operations.covered)/\(operations.total) operations (\(operations.percentText)%), "
            + "\(responses.covered)/\(responses.total) responses (\(responses.percentText)%)"
    }

    /// `2 exchanges (4, 7)`: the count and the first ten line indexes.
    private var unroutedText: String {
        let count = coverage.unroutedCount
        let shown = coverage.unrouted.prefix(10).map(String.init).joined(separator: ", ") + (count > 10 ? ", …" : "")
        return "\(count) exchange\(count == 1 ? "" : "s") (\(shown))"
    }

    private var failureText: String? {
        guard let minimum, !failures.isEmpty else { return nil }
        return "coverage below --min-coverage \(minimum.text): \(failures.joined(separator: ", "))"
    }

    /// `GET /pets/{petId} (showPetById)`.
    private func title(_ operation: CoverageOperation) -> String {
        "\(operation.method) \(operation.path)" + (operation.operationId.map { " (\($0))" } ?? "")
    }

    /// `404, default`, or `not called (200, default)` for an operation no exchange reached.
    private func missing(_ operation: CoverageOperation) -> String {
        let keys = operation.unexercised.map(\.description).joined(separator: ", ")
        if operation.isExercised { return keys }
        return keys.isEmpty ? "not called" : "not called (\(keys))"
    }

    private func json(_ ratio: CoverageRatio) -> JSONValue {
        [
            "covered": .number(JSONNumber(ratio.covered)), "total": .number(JSONNumber(ratio.total)),
            "percent": .number(JSONNumber((ratio.percent * 10).rounded() / 10)),
        ]
    }

    private func json(_ operation: CoverageOperation) -> JSONValue {
        [
            "operationId": operation.operationId.map(JSONValue.string) ?? .null,
            "method": .string(operation.method.description), "path": .string(operation.path),
            "called": .bool(operation.isExercised),
            "statuses": .array(operation.unexercised.map { .string($0.description) }),
        ]
    }
}
