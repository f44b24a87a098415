/// One GitHub Actions workflow command line (`::error file=a.json,line=3::message`), escaped as GitHub's toolkit
/// escapes them (`@actions/core` `command.ts`), so text from specs and traffic can never end the command early or
/// start another one: in the message `%`, CR and LF become `%25`, `%0D`, `%0A` (a `::error` inside a message then
/// stays on the command's own line, where it is plain text); in property values `:` and `,` also become `%3A`, `%2C`.
///
/// ```swift
/// WorkflowCommand.line("notice", ["title": "coverage"], "2/3 operations")   // ::notice title=coverage::2/3 operations
/// ```
enum WorkflowCommand {
    /// The command `name` with `properties` (in the order given) and `message`, escaped.
    static func line(_ name: String, _ properties: KeyValuePairs<String, String>, _ message: String) -> String {
        line(name, properties.map { ($0.key, $0.value) }, message)
    }

    /// The command `name` with `properties` (in the order given) and `message`, escaped.
    static func line(_ name: String, _ properties: [(String, String)], _ message: String) -> String {
        let list = properties.map { "\($0.0)=\(escapeProperty($0.1))" }.joined(separator: ",")
        return "::\(name)\(list.isEmpty ? "" : " " + list)::\(escapeData(message))"
    }

    /// A message: `%`, CR, LF escaped.
    static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A property value: as a message, and `:` and `,` too.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
