import ContractStubCore
import Foundation

/// `contractstub-differential --answers <spec>…`: one JSON line per value a stub answer holds (the default answer and
/// every response variant of every operation; a JSON body whole, each item or event `data` of a stream), with the
/// schema it must satisfy and ContractStub's response check verdict (`valid`: the whole answer has no error), marked
/// `"answer": true` so that Tests/Differential/differential.py requires both sides to find it valid. An operation
/// whose answers cannot be built gets a line with the refusal's code (`"refused"`), and the counts per code go to
/// standard error.
enum AnswerSites {
    /// Prints the lines for the specs at `paths`; returns how many specs could not be loaded.
    static func printAll(_ paths: some Sequence<String>) -> Int {
        var failures = 0
        for path in paths {
            let contract: Contract
            do {
                contract = try Contract(contentsOf: URL(fileURLWithPath: path))
            } catch {
                FileHandle.standardError.write(Data("skipping \(path): \(error)\n".utf8))
                failures += 1
                continue
            }
            let (lines, refused) = sites(of: contract, path: path)
            FileHandle.standardOutput.write(Data(lines.utf8))
            if !refused.isEmpty {
                let counts = refused.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
                FileHandle.standardError.write(Data("\(path): answers not built: \(counts)\n".utf8))
            }
        }
        return failures
    }

    /// The lines for `contract`, and how many answers were refused, per code.
    private static func sites(of contract: Contract, path: String) -> (lines: String, refused: [String: Int]) {
        let synthesizer = ResponseSynthesizer(contract: contract)
        let validator = ResponseValidator(contract: contract)
        var lines = ""
        var refused: [String: Int] = [:]
        for operation in contract.operations {
            let label = operation.operationId ?? "\(operation.method.rawValue.uppercased()) \(operation.path)"
            var answers: [(name: String, response: HTTPResponse)] = []
            do {
                answers.append(("default", try synthesizer.response(for: operation)))
                answers += try synthesizer.variants(for: operation).map { ($0.name, $0.response) }
            } catch {
                refused[error.code, default: 0] += 1
                let line: JSONValue = [
                    "answer": true, "spec": .string(path), "operation": .string(label), "refused": .string(error.code),
                    "message": .string(error.message),
                ]
                lines += line.serialized() + "\n"
            }
            let request = HTTPRequest(method: operation.method.rawValue.uppercased(), url: URL(string: "/")!)
            for (name, response) in answers {
                let valid = !validator.validate(response, for: operation, request: request).contains { $0.severity == .error }
                for site in validator.schemaInstances(of: response, for: operation) {
                    let line: JSONValue = [
                        "answer": true,
                        "spec": .string(path),
                        "openapi": .string(contract.document.version.description),
                        "schemaFile": .string(site.schema.documentURL.path),
                        "schemaPointer": .string(site.schema.pointer.description),
                        "operation": .string(label),
                        "site": .string("\(label) \(response.status) '\(name)' \(site.pointer)"),
                        "instance": site.instance,
                        "valid": .bool(valid),
                    ]
                    lines += line.serialized() + "\n"
                }
            }
        }
        return (lines, refused)
    }
}
