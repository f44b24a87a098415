import Foundation
import PackagePlugin

/// Generates typed stubs at build time: for each `openapi.json`, `openapi.yaml`, `openapi.yml` (or a Swagger 2.0
/// `swagger.json`, `swagger.yaml`, `swagger.yml`) or `*.contract.json`, `*.contract.yaml`, `*.contract.yml` in a
/// target, runs `contractstub generate` into the plugin's work directory.
/// `openapi.yaml` and `swagger.yaml` give `APIStubs` (`stub.api`; a target holds one of them); `petstore.contract.yaml` gives `petstoreStubs` made a type name,
/// `PetstoreStubs` (`stub.petstore`).
/// Everything else (naming, rendering, writing only on change) is the command's job.
@main
struct ContractStubGenerator: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let tool = try context.tool(named: "ContractStubGeneratorTool")
        let specs = target.sourceFiles.map(\.url).filter { Self.stubsName(for: $0.lastPathComponent) != nil }
        return specs.map { spec in
            let name = Self.stubsName(for: spec.lastPathComponent)!
            let output = context.pluginWorkDirectoryURL.appendingPathComponent("\(name).swift")
            return .buildCommand(
                displayName: "Generating \(output.lastPathComponent) from \(spec.lastPathComponent)",
                executable: tool.url,
                arguments: ["generate", spec.path, "--output", output.path, "--name", name],
                inputFiles: [spec],
                outputFiles: [output])
        }
    }

    /// The stubs type's name for a spec file the plugin picks up, or `nil` for other files.
    static func stubsName(for fileName: String) -> String? {
        for ext in [".json", ".yaml", ".yml"] {
            if fileName == "openapi" + ext || fileName == "swagger" + ext { return "APIStubs" }
            if fileName.hasSuffix(".contract" + ext), fileName.count > ".contract".count + ext.count {
                return String(fileName.dropLast(".contract".count + ext.count)) + "Stubs"
            }
        }
        return nil
    }
}
