import Foundation

// contractstub-bench <benchmark> [--corpus <dir>] [--iterations <n>] [--json <file>]
// Each benchmark prints its medians and the ratios against floors measured in the same run, and appends them to
// the `--json` file; `contractstub-bench table --json <file>` prints that file as a table.
let arguments = Array(CommandLine.arguments.dropFirst())
let options = BenchmarkOptions(Array(arguments.dropFirst()))
switch arguments.first {
case "load":
    try LoadBenchmark(options: options).run()
case "validate":
    try ValidateBenchmark(options: options).run()
case "intercept":
    try InterceptBenchmark(options: options).run()
case "yaml-load":
    try YAMLLoadBenchmark(options: options).run()
case "to-yaml":
    try YAMLLoadBenchmark.write(options: options)
case "setup":
    try StubSetupBenchmark(options: options).run()
case "variants":
    try VariantsBenchmark(options: options).run()
case "multi-file":
    try MultiFileBenchmark(options: options).run()
case "swagger2-load":
    try Swagger2LoadBenchmark(options: options).run()
case "table":
    try BenchmarkResults.printTable(options.jsonFile)
default:
    print(
        "usage: contractstub-bench load|yaml-load|validate|intercept|setup|variants|multi-file|swagger2-load|table|to-yaml [--corpus <dir>] [--iterations <n>] [--json <file>] [--output <file>] [--conversion <file>]"
    )
    exit(2)
}
