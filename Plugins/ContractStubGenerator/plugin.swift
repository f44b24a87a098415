import Foundation
import PackagePlugin

/// Generates typed stubs at build time: for each `openapi.json` or `*.contract.json` in a target, runs
/// `contractstub generate` into the plugin's work directory. `openapi.json` gives `APIStubs` (`stub.api`);
/// `petstore.contract.json` gives `petstoreStubs` made a type name, `PetstoreStubs` (`stub.petstore`).
/// Everything else (naming, rendering, writing only on change) is the command's job.
@main
struct ContractStubGenerator: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let tool = try context.tool(named: "contractstub")
        let specs = target.sourceFiles.map(\.url).filter { url in
            url.lastPathComponent == "openapi.json" || url.lastPathComponent.hasSuffix(".contract.json")
        }
        return specs.map { spec in
            let stem = spec.lastPathComponent.replacingOccurrences(of: ".contract.json", with: "")
            let name = stem == "openapi.json" ? "APIStubs" : stem + "Stubs"
            let output = context.pluginWorkDirectoryURL.appendingPathComponent("\(name).swift")
            return .buildCommand(
                displayName: "Generating \(output.lastPathComponent) from \(spec.lastPathComponent)",
                executable: tool.url,
                arguments: ["generate", spec.path, "--output", output.path, "--name", name],
                inputFiles: [spec],
                outputFiles: [output])
        }
    }
}
