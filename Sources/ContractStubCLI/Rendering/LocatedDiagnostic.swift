import ContractStubCore

/// A diagnostic with the file it should be shown against, ready to print.
struct LocatedDiagnostic: Sendable {
    /// The finding.
    let diagnostic: Diagnostic
    /// The path to show (as the user typed it, or the referenced file's path).
    let file: String
    /// For findings about recorded traffic: the index of the exchange in its input (a log's 0-based line, a HAR
    /// file's 0-based entry).
    var exchange: Int? = nil
    /// How the text and github formats name ``exchange``: `exchange` or `HAR entry`.
    var exchangeLabel = "exchange"
    /// For findings about recorded traffic: which side of the exchange broke the rule (`nil` for a finding about
    /// the input itself). A schema finding's instance pointer (`/body/id`) does not say.
    var side: ExchangeSide? = nil
}

/// The side of a recorded exchange a finding is about.
enum ExchangeSide: String, Sendable {
    case request, response
}

extension LocatedDiagnostic {
    /// `diagnostic` shown against its own document, or `mainFile` (the spec as the user typed it) when its location
    /// names none: the one rule for which file a command prints.
    init(
        _ diagnostic: Diagnostic, mainFile: String, exchange: Int? = nil, exchangeLabel: String = "exchange", side: ExchangeSide? = nil
    ) {
        self.init(
            diagnostic: diagnostic, file: diagnostic.location.documentPath ?? mainFile, exchange: exchange,
            exchangeLabel: exchangeLabel, side: side)
    }
}

extension LocatedDiagnostic {
    /// `file:line:col: severity: message [code]`: the location once, at the start. When the line is unknown,
    /// the spec pointer takes its place at the end: `file: severity: message [code] at '<pointer>'`.
    var textLine: String {
        var line: String
        if let position = diagnostic.position {
            line = "\(file):\(position.line):\(position.column): \(diagnostic.description)"
        } else {
            line = "\(file): \(diagnostic.description)"
            if let pointer = diagnostic.specPointer { line += " at '\(pointer)'" }
        }
        if let exchange { line += exchangeNote(exchange) }
        return line
    }

    /// A GitHub Actions workflow command that annotates the file and line.
    var githubLine: String {
        var properties = [("file", file)]
        if let position = diagnostic.position {
            properties += [("line", "\(position.line)"), ("col", "\(position.column)")]
        }
        properties.append(("title", diagnostic.code))
        var message = diagnostic.message
        if let pointer = diagnostic.specPointer { message += " at '\(pointer)'" }
        if let suggestion = diagnostic.suggestion { message += " (\(suggestion))" }
        if let exchange { message += exchangeNote(exchange) }
        return WorkflowCommand.line(diagnostic.severity == .error ? "error" : "warning", properties, message)
    }

    /// The diagnostic in its one JSON form (``Diagnostic/jsonValue(file:)``) shown against `file`, with `exchange`
    /// (and `side`: `request` or `response`) appended for findings about recorded traffic.
    var jsonValue: JSONValue {
        guard let exchange, case .object(var object) = diagnostic.jsonValue(file: file) else {
            return diagnostic.jsonValue(file: file)
        }
        object["exchange"] = .number(JSONNumber(exchange))
        if let side { object["side"] = .string(side.rawValue) }
        return .object(object)
    }

    /// ` (exchange N, /query/limit)`: which recorded exchange, and which part of it; ` (exchange N, response /body)`
    /// for the response's side.
    private func exchangeNote(_ exchange: Int) -> String {
        let part = [side == .response ? "response" : nil, diagnostic.instancePointer.map { "\($0)" }].compactMap { $0 }
        return " (\(exchangeLabel) \(exchange)" + (part.isEmpty ? "" : ", " + part.joined(separator: " ")) + ")"
    }
}
