import ContractStubCLI
import Foundation

// The build tool plugin's copy of `contractstub` (it runs `generate`). The plugin cannot name the `contractstub`
// product's own target: SwiftPM looks a plugin's tool up as a product named like the target it depends on, and that
// target is named apart from its product (see Package.swift).
exit(CommandLineTool.run(Array(CommandLine.arguments.dropFirst())))
