import ContractStubCore
import ContractStubTooling
import Foundation

// contractstub-differential <spec.json>…
// Prints one JSON line per example or default of each spec: where it is, the schema it must satisfy and
// ContractStub's plain JSON Schema verdict (no readOnly/writeOnly direction), for Tests/Differential/differential.py
// to compare with python-jsonschema.
//
// contractstub-differential --answers <spec>…
// Prints one JSON line per value of each stub answer (default and variants) with ContractStub's verdict (AnswerSites).
//
// contractstub-differential --readers <spec>…
// Reads every example, synthesized and mutated body of each spec with both JSON readers (JSONDecoder, kept for
// specs, and the instance reader for bodies), compares values, errors and findings, prints the counts and exits 1
// on any difference (see ReaderDifferential).
if CommandLine.arguments.dropFirst().first == "--readers" {
    var differential = ReaderDifferential()
    for path in CommandLine.arguments.dropFirst(2) { differential.compare(specAt: path) }
    print(differential.report)
    exit(differential.differences.isEmpty && differential.bodies > 0 ? 0 : 1)
}
if CommandLine.arguments.dropFirst().first == "--answers" {
    exit(AnswerSites.printAll(CommandLine.arguments.dropFirst(2)) == 0 ? 0 : 1)
}
let failures = forEachContract(at: CommandLine.arguments.dropFirst()) { contract, path in
    var lines = ""
    for site in ExampleSite.all(in: contract) {
        let line: JSONValue = [
            "spec": .string(path),
            "openapi": .string(contract.document.version.description),
            "schemaFile": .string(site.schemaLocation.documentURL.path),
            "schemaPointer": .string(site.schemaLocation.pointer.description),
            "site": .string(site.location.pointer.description),
            "instance": site.value,
            "valid": .bool(site.schema.isValid(site.value)),
        ]
        lines += line.serialized() + "\n"
    }
    FileHandle.standardOutput.write(Data(lines.utf8))
}
exit(failures == 0 ? 0 : 1)
