import ContractStubCore
import ContractStubTooling

/// The coverage part of a `verify` run, with the `--min-coverage` check, printed in the chosen format.
///
/// text: `coverage: 2/3 operations (66.7%), 3/7 responses (42.9%)`, then a table of the same per tag, the count of
/// operations not fully exercised (listed with `--verbose`), the event names each event-stream operation's responses
/// carried (`events seen:`), unrouted exchanges and a failed minimum. github: a `::notice` summary; when the minimum
/// fails, an `::error` and one `::warning` per incompletely exercised operation, at its line in the spec. json: the
/// `coverage` member (with `events` when some event-stream response was recorded).
struct CoverageReport {
    /// What the traffic exercised.
    let coverage: TrafficCoverage
    /// The `--min-coverage` value as typed and as a number, when given.
    let minimum: Percentage?
    /// Whether the text lists every operation not fully exercised (`--verbose`).
    var verbose = false

    /// The ratios below the minimum, named: `["responses 42.9%"]`; empty when there is no minimum or both reach it.
    var failures: [String] {
        guard let minimum else { return [] }
        return [("operations", coverage.operationRatio), ("responses", coverage.responseRatio)]
            .filter { !$0.1.reaches(minimum.value) }
            .map { "\($0.0) \($0.1.percentText)%" }
    }

    /// The section printed after the diagnostics in the text format.
    var text: String {
        var lines = ["coverage: \(summary)"] + tagTable
        let incomplete = coverage.incomplete
        if verbose, !incomplete.isEmpty {
            lines.append("never exercised:")
            lines += incomplete.map { "  \(title($0)): \(missing($0))" }
        } else if !incomplete.isEmpty {
            let count = incomplete.count
            lines.append("not fully exercised: \(count) operation\(count == 1 ? "" : "s") (--verbose lists them)")
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
        var lines = [WorkflowCommand.line("notice", ["title": "coverage"], summary + unrouted)]
        if let failureText {
            lines.append(WorkflowCommand.line("error", ["title": "coverage"], failureText))
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
            ("byTag", .array(coverage.byTag.map(json))),
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

    /// One aligned row per tag under a heading: `  pets    1/3  33.3%    1/7  14.3%`.
    private var tagTable: [String] {
        let tags = coverage.byTag
        let ratioWidth = tags.flatMap { [$0.operationRatio, $0.responseRatio] }.map { "\($0.covered)/\($0.total)".count }.max() ?? 0
        func cell(_ ratio: CoverageRatio) -> String {
            let fraction = "\(ratio.covered)/\(ratio.total)"
            let percent = "\(ratio.percentText)%"
            return pad(fraction, ratioWidth, left: true) + " " + pad(percent, 6, left: true)
        }
        let rows = [["tag", "operations", "responses"]] + tags.map { [$0.name, cell($0.operationRatio), cell($0.responseRatio)] }
        let widths = (0..<3).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            let line = "  " + zip(row, widths).map { pad($0, $1, left: false) }.joined(separator: "   ")
            return String(line.reversed().drop { $0 == " " }.reversed())
        }
    }

    private func pad(_ text: String, _ width: Int, left: Bool) -> String {
        let padding = String(repeating: " ", count: max(0, width - text.count))
        return left ? padding + text : text + padding
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

    private func json(_ tag: TagCoverage) -> JSONValue {
        ["tag": .string(tag.name), "operations": json(tag.operationRatio), "responses": json(tag.responseRatio)]
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
