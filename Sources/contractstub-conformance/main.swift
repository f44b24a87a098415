import ContractStubCore
import ContractStubTooling
import Foundation

// contractstub-conformance [--corpus <folder>]
// Runs the JSON-Schema-Test-Suite and the yaml-test-suite found in the corpus (default: env CONTRACTSTUB_CORPUS, else
// ../shared/corpus); a suite that is absent is noted and left out.
// Exit status: 0 when the suite ran (even with failures), 2 when the corpus is missing or the arguments are wrong.

var arguments = CommandLine.arguments.dropFirst()
var corpus = ConformanceSuite.defaultCorpus()
while let argument = arguments.popFirst() {
    switch argument {
    case "--corpus":
        guard let path = arguments.popFirst() else {
            FileHandle.standardError.write(
                Data("Error: --corpus needs a folder\nUsage: contractstub-conformance [--corpus <folder>]\n".utf8))
            exit(2)
        }
        corpus = URL(fileURLWithPath: path)
    case "--help", "-h":
        print(
            "USAGE: contractstub-conformance [--corpus <folder>]\n\nRuns the JSON-Schema-Test-Suite in <folder>/json-schema-test-suite and the yaml-test-suite in <folder>/yaml-test-suite (default: $CONTRACTSTUB_CORPUS, else ../shared/corpus)."
        )
        exit(0)
    default:
        FileHandle.standardError.write(
            Data("Error: unknown argument '\(argument)'\nUsage: contractstub-conformance [--corpus <folder>]\n".utf8))
        exit(2)
    }
}

let schemaReport = ConformanceSuite.run(corpus: corpus)
let yamlReport = YAMLConformanceSuite.run(corpus: corpus)
if schemaReport == nil && yamlReport == nil {
    FileHandle.standardError.write(
        Data(
            "note: no JSON-Schema-Test-Suite or yaml-test-suite under \(corpus.path); pass --corpus <folder> or set CONTRACTSTUB_CORPUS\n"
                .utf8))
    exit(2)
}
if let schemaReport {
    print(schemaReport.text)
} else {
    print("note: no JSON-Schema-Test-Suite at \(corpus.path)/json-schema-test-suite; draft4/draft2020-12/formats not run")
}
if let yamlReport {
    print(yamlReport.text)
} else {
    print("note: no yaml-test-suite at \(corpus.path)/yaml-test-suite; yaml not run")
}
