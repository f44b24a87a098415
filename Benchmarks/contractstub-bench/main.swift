import Foundation

// contractstub-bench <benchmark> [--corpus <dir>] [--iterations <n>]
// Each benchmark prints its medians and the ratios against floors measured in the same run.
let arguments = Array(CommandLine.arguments.dropFirst())
let options = BenchmarkOptions(Array(arguments.dropFirst()))
switch arguments.first {
case "load":
    try LoadBenchmark(options: options).run()
case "validate":
    try ValidateBenchmark(options: options).run()
case "intercept":
    try InterceptBenchmark(options: options).run()
default:
    print("usage: contractstub-bench load|validate|intercept [--corpus <dir>] [--iterations <n>]")
    exit(2)
}
