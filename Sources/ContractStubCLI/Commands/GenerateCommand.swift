import ContractStubCore
import ContractStubTooling
import Foundation

/// `contractstub generate <spec.json> --output <File.swift>`: writes typed stubbing code for the spec's operations
/// (see ``StubGenerator``), leaving the file untouched when its content would not change.
enum GenerateCommand {
    static let subcommand = Subcommand(spec: spec, run: run)

    static let spec = CommandSpec(
        name: "generate",
        abstract: "Generate Swift code that stubs a spec's operations by name, status and example.",
        arguments: [ArgumentSpec(name: "spec.json", help: "The OpenAPI document (JSON, or YAML: .yaml/.yml).")],
        options: [outputFile, typeName, access, SpecInput.allowRefRoot],
        discussion: """
            The output depends only on the spec and the options, and is written only when its content changes, so
            builds that run this on every change stay incremental.

            EXIT STATUS: 0 file written or already up to date, 2 usage error, unreadable spec or unwritable output.
            """
    )

    static let outputFile = Option.required("--output", value: "file.swift", help: "The Swift file to write.")
    static let typeName = Option.text(
        "--name", value: "type", default: "APIStubs", help: "The generated type; stubs get `stub.<name without Stubs>`.")
    static let access = Option.choice(
        "--access", value: "level", cases: StubGenerationOptions.Access.allCases, default: .internal,
        help: "The access level of the generated code.")

    static func run(_ arguments: ParsedArguments, output: CommandOutput) -> ExitStatus {
        let path = arguments.positionals[0]
        let outputPath = arguments[outputFile]
        let options = StubGenerationOptions(typeName: arguments[typeName], access: arguments[access])
        guard
            case .success(let contract) = SpecInput.load(
                path, format: .text, output: output, allowedRefRoots: arguments[SpecInput.allowRefRoot])
        else { return .usageOrInput }
        let source = Data(StubGenerator.source(for: contract, options: options).utf8)
        let url = URL(fileURLWithPath: outputPath)
        if (try? Data(contentsOf: url)) == source {
            output.standardOutput("\(outputPath) is up to date (\(contract.operations.count) operations)\n")
            return .ok
        }
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try source.write(to: url, options: .atomic)
        } catch {
            let unwritable = Diagnostic(.error, code: .outputUnwritable, message: "cannot write the file: \(error.localizedDescription)")
            output.standardError(ErrorLine.text(unwritable, file: outputPath))
            return .usageOrInput
        }
        output.standardOutput("Wrote \(outputPath) (\(contract.operations.count) operations, type \(options.typeName))\n")
        return .ok
    }
}
