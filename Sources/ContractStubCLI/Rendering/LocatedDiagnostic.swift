import ContractStubCore

/// A diagnostic with the file it should be shown against, ready to print.
struct LocatedDiagnostic: Sendable {
    /// The finding.
    let diagnostic: Diagnostic
    /// The path to show (as the user typed it, or the referenced file's path).
    let file: String
    /// For findings about recorded traffic: the 0-based line index of the exchange in the log.
    var exchange: Int? = nil
}

extension LocatedDiagnostic {
    /// `diagnostic` shown against its own document, or `mainFile` (the spec as the user typed it) when its location
    /// names none: the one rule for which file a command prints.
    init(_ diagnostic: Diagnostic, mainFile: String, exchange: Int? = nil) {
        self.init(diagnostic: diagnostic, file: diagnostic.location.documentPath ?? mainFile, exchange: exchange)
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
        var properties = ["file=\(escapeProperty(file))"]
        if let position = diagnostic.position {
            properties += ["line=\(position.line)", "col=\(position.column)"]
        }
        properties.append("title=\(escapeProperty(diagnostic.code))")
        let command = diagnostic.severity == .error ? "error" : "warning"
        var message = diagnostic.message
        if let pointer = diagnostic.specPointer { message += " at '\(pointer)'" }
        if let suggestion = diagnostic.suggestion { message += " (\(suggestion))" }
        if let exchange { message += exchangeNote(exchange) }
        return "::\(command) \(properties.joined(separator: ","))::\(escapeData(message))"
    }

    /// The diagnostic in its one JSON form (``Diagnostic/jsonValue(file:)``) shown against `file`, with `exchange`
    /// appended for findings about recorded traffic.
    var jsonValue: JSONValue {
        guard let exchange, case .object(var object) = diagnostic.jsonValue(file: file) else {
            return diagnostic.jsonValue(file: file)
        }
        object["exchange"] = .number(JSONNumber(exchange))
        return .object(object)
    }

    /// ` (exchange N, /query/limit)`: which recorded exchange, and which part of it.
    private func exchangeNote(_ exchange: Int) -> String {
        " (exchange \(exchange)" + (diagnostic.instancePointer.map { ", \($0)" } ?? "") + ")"
    }

    private func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    private func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
