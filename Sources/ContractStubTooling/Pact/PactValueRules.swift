import ContractStubCore
import Foundation

/// The `regex` and `include` rules of a message's `header`, `query` and `path` categories, checked against the
/// pact's own values (`pact.matcher.mismatch`): a header value, each value of a query parameter, the path.
enum PactValueRules {
    /// The mismatches of `message`'s values with their own rules.
    static func findings(_ message: PactMessage, operationId: String?) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for (category, rules) in message.rules.categories.sorted(by: { $0.key < $1.key }) {
            for rule in rules {
                for (pointer, value) in values(of: message, category: category, path: rule.path) {
                    let verdicts = rule.matchers.compactMap { $0.matches(value) }
                    guard !verdicts.isEmpty, rule.anyOf ? !verdicts.contains(true) : verdicts.contains(false) else { continue }
                    let names = rule.matchers.map(\.name).joined(separator: rule.anyOf ? " or " : " and ")
                    findings.append(
                        Diagnostic(
                            .error, code: .pactMatcherMismatch, message: "the example '\(value)' does not satisfy its own \(names) matcher",
                            instancePointer: pointer, operationId: operationId))
                }
            }
        }
        return findings
    }

    /// The values a `header`, `query` or `path` rule governs, with their instance pointers.
    private static func values(of message: PactMessage, category: String, path: PactPath) -> [(JSONPointer, String)] {
        switch (category, path.tokens.first) {
        case ("header", .field(let name)?):
            return message.headers.values(for: name).map { (JSONPointer(tokens: ["header", name]), $0) }
        case ("query", .field(let name)?):
            let items = URLComponents(string: "?" + message.query)?.queryItems ?? []
            return items.filter { $0.name == name }.map { (JSONPointer(tokens: ["query", name]), $0.value ?? "") }
        case ("path", nil):
            return [(JSONPointer(tokens: ["path"]), message.path)]
        default:
            return []
        }
    }
}
