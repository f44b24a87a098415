import ContractStubCore
import ContractStubTooling
import Foundation

/// `contractstub pact <spec.json> --traffic <log.jsonl> --consumer A --provider B --output <folder>`: writes the
/// recorded exchanges as the Pact file `folder/A-B.json` (see ``PactWriter``), for a provider to verify with Pact's
/// own tools or a Pact Broker to hold.
enum PactCommand {
    static let subcommand = Subcommand(spec: spec, run: run)

    static let spec = CommandSpec(
        name: "pact",
        abstract: "Write recorded traffic (JSON Lines or HAR) as a Pact file, with matching rules from the spec.",
        arguments: [ArgumentSpec(name: "spec.json", help: "The OpenAPI document (JSON or YAML) the traffic follows.")],
        options: [traffic, consumer, provider, outputFolder, version, redactHeader, SpecInput.allowRefRoot],
        discussion: """
            One interaction per request shape (method, path template, query parameter names, request body members,
            status): the first exchange of each shape, in description order, so the file is byte-identical across
            runs. Response bodies get matchingRules from their schema: integer and number for numeric fields, type
            for other strings and booleans, regex for a pattern or a string enum, datetime/date/time for those
            formats, and type with min/max (the spec's minItems/maxItems) for arrays, items under [*]. Authorization,
            cookies, *-Token and every --redact-header are written as REDACTED; responses keep only Content-Type.
            Exchanges without a response are left out.

            Publish the file with the Pact Broker's own CLI: pact-broker publish <folder> --consumer-app-version ...

            EXIT STATUS: 0 file written, 2 usage error, an unreadable spec or log, or an unwritable output.
            """
    )

    static let traffic = Option.required(
        "--traffic", value: "log.jsonl|capture.har", help: "The exchanges: one JSON object per line, or a HAR 1.2 file.")
    static let consumer = Option.required("--consumer", value: "name", help: "The consumer's name.")
    static let provider = Option.required("--provider", value: "name", help: "The provider's name.")
    static let outputFolder = Option.required(
        "--output", value: "folder", help: "The folder the pact is written to, as <consumer>-<provider>.json.")
    static let version = Option.choice(
        "--pact-version", value: "version", cases: PactVersion.allCases, default: .v4,
        help: "The Pact specification version written.")
    static let redactHeader = RepeatedOption(
        "--redact-header", value: "name", help: "Also write this header's values as REDACTED (`*-Key` matches names ending in -Key).")

    static func run(_ arguments: ParsedArguments, output: CommandOutput) -> ExitStatus {
        let path = arguments.positionals[0]
        let trafficPath = arguments[traffic]
        guard
            case .success(let contract) = SpecInput.load(
                path, format: .text, output: output, allowedRefRoots: arguments[SpecInput.allowRefRoot])
        else { return .usageOrInput }
        guard let source = TrafficFileInput.open(trafficPath, output: output),
            let exchanges = TrafficFileInput.readAll(source, path: trafficPath, output: output)
        else { return .usageOrInput }
        let writer = PactWriter(
            contract: contract, consumer: arguments[consumer], provider: arguments[provider], version: arguments[version],
            redaction: HeaderRedaction(HeaderRedaction.defaultNames + arguments[redactHeader]))
        let url = URL(fileURLWithPath: arguments[outputFolder]).appendingPathComponent(writer.fileName)
        let document = writer.document(exchanges)
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data((document.serialized(pretty: true) + "\n").utf8).write(to: url, options: .atomic)
        } catch {
            let unwritable = Diagnostic(.error, code: .outputUnwritable, message: "cannot write the file: \(error.localizedDescription)")
            output.standardError(ErrorLine.text(unwritable, file: url.path))
            return .usageOrInput
        }
        let count = document["interactions"]?.arrayValue?.count ?? 0
        output.standardOutput(
            "Wrote \(url.path) (\(count) interactions from \(exchanges.count) exchanges, Pact v\(arguments[version].rawValue))\n")
        return .ok
    }
}
