import ContractStubCore

/// Writes one operation's nested type: its target, `Status`, `Example`, `Variant` and `Event` enums, `path(…)`,
/// `respond` and `fail`.
struct OperationRenderer {
    let operation: OperationPlan
    let renderer: StubRenderer

    private var access: String { renderer.access }

    /// `listPets` or `GET /pets`, for prose.
    private var label: String { operation.operationId.map { "`\($0)`" } ?? "`\(operation.method) \(operation.path)`" }

    /// The summary, then the method and path (and the operationId when there is one).
    var documentation: [String] {
        var lines = operation.summary
        if !lines.isEmpty { lines.append("") }
        let id = operation.operationId.map { " (operationId `\($0)`)" } ?? ""
        lines.append("`\(operation.method) \(operation.path)`\(id)")
        if operation.isDeprecated { lines += ["", "- Important: The spec marks this operation deprecated."] }
        return lines
    }

    func write(_ writer: inout SwiftWriter) {
        writer.doc(documentation)
        writer.block("\(access)struct \(operation.typeName): Sendable") { writer in
            writer.doc(["How stub calls name this operation."])
            writer.line("\(access)static let target: StubTarget = \(operation.target)")
            writer.doc(["The stub this configures."])
            writer.line("\(access)let stub: ContractStub")
            writer.line("")
            writeStatus(&writer)
            if !operation.examples.isEmpty {
                writer.line("")
                writeExample(&writer)
            }
            for variants in operation.variantSets {
                writer.line("")
                writeVariants(variants, &writer)
            }
            if !operation.events.isEmpty {
                writer.line("")
                writeEvent(&writer)
            }
            if !operation.pathParameters.isEmpty {
                writer.line("")
                writePath(&writer)
            }
            writer.line("")
            writeMethods(&writer)
        }
    }

    private func writeStatus(_ writer: inout SwiftWriter) {
        writer.doc(["The responses \(label) declares, by status."])
        writer.block("\(access)enum Status: Sendable, Hashable") { writer in
            for status in operation.statuses {
                let sent = status.key == String(status.code) ? "" : " Sent as \(status.code)."
                let description = status.description.isEmpty ? "" : ": \(status.description)"
                writer.doc(["`\(status.key)`\(description)\(sent)"])
                writer.line("case \(status.name)")
            }
            let unnamed = operation.unnamedCodes.map(String.init).joined(separator: ", ")
            writer.doc([
                "Any status code" + (unnamed.isEmpty ? "" : " (declared without a case: \(unnamed))")
                    + ". The stub records a violation when the operation declares no response for it."
            ])
            writer.line("case status(Int)")
            writer.line("")
            writer.doc(["The status code sent."])
            writer.block("\(access)var code: Int") { writer in
                writer.line("switch self {")
                for status in operation.statuses {
                    writer.line("case .\(status.name.replacingOccurrences(of: "`", with: "")): \(status.code)")
                }
                writer.line("case .status(let code): code")
                writer.line("}")
            }
        }
    }

    private func writeExample(_ writer: inout SwiftWriter) {
        writer.doc(["The named examples of \(label)'s responses."])
        writer.block("\(access)enum Example: String, Sendable, Hashable, CaseIterable") { writer in
            for example in operation.examples {
                let summary = example.summary.map { ": \($0)" } ?? ""
                writer.doc(["`\(example.specName)` (\(example.site))\(summary)"])
                writer.line(Self.caseLine(example.name, rawValue: example.specName))
            }
        }
    }

    private func writeEvent(_ writer: inout SwiftWriter) {
        writer.doc(["The events \(label)'s `text/event-stream` responses declare, by their `event` name."])
        writer.block("\(access)enum Event: String, Sendable, Hashable, CaseIterable") { writer in
            for event in operation.events {
                writer.line(Self.caseLine(event.name, rawValue: event.eventName))
            }
        }
    }

    private func writeVariants(_ variants: VariantSet, _ writer: inout SwiftWriter) {
        let whose = variants.code == nil ? "default response" : "`\(variants.key)` response"
        writer.doc([
            "Every shape the spec allows for \(label)'s \(whose): the default, then one change at a time",
            "(`stub.responseVariants(for:status:)`). Pass one to `respond(\(variants.label ?? "_"):delay:)`, or loop over `allCases`.",
        ])
        writer.block("\(access)enum \(variants.typeName): String, Sendable, Hashable, CaseIterable") { writer in
            for variant in variants.cases {
                writer.line(Self.caseLine(variant.name, rawValue: variant.variantName))
            }
        }
    }

    /// `case tagAbsent = "tag=absent"`: a case of a `String` enum, with its raw value spelled out only when it differs
    /// from the case name (`name` may be in backticks).
    private static func caseLine(_ name: String, rawValue: String) -> String {
        let raw = name.replacingOccurrences(of: "`", with: "") == rawValue ? "" : " = \(SwiftStringLiteral.quoted(rawValue))"
        return "case \(name)\(raw)"
    }

    private func writePath(_ writer: inout SwiftWriter) {
        let parameters = operation.pathParameters
        let text = operation.pathPieces.map { piece in
            switch piece {
            case .literal(let text): SwiftStringLiteral.escaped(text)
            case .parameter(let index): "\\(\(renderer.typeName).pathSegment(\(parameters[index].label)))"
            }
        }.joined()
        writer.doc(["`\(operation.path)` with its parameters filled in and percent-encoded: the path a test requests."])
        let arguments = parameters.map { "\($0.label): \($0.swiftType)" }.joined(separator: ", ")
        writer.block("\(access)static func path(\(arguments)) -> String") { $0.line("\"\(text)\"") }
    }

    private func writeMethods(_ writer: inout SwiftWriter) {
        let hasExamples = !operation.examples.isEmpty
        writer.doc([
            "Answers every later \(label) request with `status` (default: the lowest declared 2xx).",
            hasExamples
                ? "The body is the example named `example`, else the spec's first example, else one synthesized from the schema;"
                : "The body is the spec's first example, else one synthesized from the schema;",
            "or `body`, sent as given and checked against the spec. `headers` are added to the spec's.",
        ])
        let example = hasExamples ? "example: Example? = nil, " : ""
        writer.line("\(access)func respond(")
        writer.line("    _ status: Status? = nil, \(example)body: Data? = nil, headers: HTTPHeaders = [:], delay: Duration = .zero")
        writer.block(")") { writer in
            let exampleArgument = hasExamples ? "example?.rawValue" : "nil"
            writer.line("stub.respond(")
            writer.line(
                "    to: Self.target, status: status?.code, example: \(exampleArgument), body: body, headers: headers, delay: delay)")
        }
        for variants in operation.variantSets {
            let status = variants.code.map { ", status: \($0)" } ?? ""
            writer.line("")
            writer.doc(["Answers every later \(label) request with the response variant `variant`."])
            writer.block("\(access)func respond(\(variants.label ?? "_") variant: \(variants.typeName), delay: Duration = .zero)") {
                writer in
                writer.line("stub.respond(to: Self.target, variant: variant.rawValue\(status), delay: delay)")
            }
        }
        writer.line("")
        writer.doc(["Answers later \(label) requests with `statuses` in order (bodies from the spec); the last one repeats."])
        writer.block("\(access)func respond(inOrder statuses: [Status])") { writer in
            writer.line("stub.respond(to: Self.target, with: statuses.map { .status($0.code) })")
        }
        writer.line("")
        writer.doc(["Fails every later \(label) request with `error` after `delay`, as a network failure would."])
        writer.block("\(access)func fail(with error: URLError, delay: Duration = .zero)") { writer in
            writer.line("stub.fail(Self.target, with: error, delay: delay)")
        }
    }
}
