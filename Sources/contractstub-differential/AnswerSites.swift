import ContractStubCore
import Foundation

/// `contractstub-differential --answers <spec>…`: one JSON line per value a stub answer holds (for every declared
/// response of every operation, the default answer, its variants and its other media types; a JSON body whole, each
/// item or event `data` of a stream), with the
/// schema it must satisfy and ContractStub's response check verdict (`valid`: the whole answer has no error), marked
/// `"answer": true` so that Tests/Differential/differential.py requires both sides to find it valid. An operation
/// whose answers cannot be built gets a line with the refusal's code (`"refused"`), and the counts per code go to
/// standard error.
enum AnswerSites {
    /// Prints the lines for the specs at `paths`; returns how many specs could not be loaded.
    static func printAll(_ paths: some Sequence<String>) -> Int {
        forEachContract(at: paths) { contract, path in
            let (lines, refused) = sites(of: contract, path: path)
            FileHandle.standardOutput.write(Data(lines.utf8))
            if !refused.isEmpty {
                let counts = refused.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
                FileHandle.standardError.write(Data("\(path): answers not built: \(counts)\n".utf8))
            }
        }
    }

    /// The lines for `contract`, and how many answers were refused, per code.
    private static func sites(of contract: Contract, path: String) -> (lines: String, refused: [String: Int]) {
        let synthesizer = ResponseSynthesizer(contract: contract)
        let validator = ResponseValidator(contract: contract)
        var lines = ""
        var refused: [String: Int] = [:]
        for operation in contract.operations {
            let label = operation.operationId ?? "\(operation.method.rawValue.uppercased()) \(operation.path)"
            let request = HTTPRequest(method: operation.method.rawValue.uppercased(), url: URL(string: "/")!)
            for (name, answer) in answers(for: operation, synthesizer) {
                let response: HTTPResponse
                switch answer {
                case .failure(let error):
                    refused[error.code, default: 0] += 1
                    let line: JSONValue = [
                        "answer": true, "spec": .string(path), "operation": .string(label), "refused": .string(error.code),
                        "message": .string(error.message),
                    ]
                    lines += line.serialized() + "\n"
                    continue
                case .success(let answered): response = answered
                }
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

    /// Every answer a test can ask the stub for without naming a body: for each declared response (an exact code, a
    /// range's `N00`, `default` as a status nothing else covers), the default answer and its variants, and the
    /// default answer in each other concrete media type it declares.
    private static func answers(
        for operation: Contract.Operation, _ synthesizer: ResponseSynthesizer
    ) -> [(name: String, answer: Result<HTTPResponse, SynthesisError>)] {
        var answers: [(name: String, answer: Result<HTTPResponse, SynthesisError>)] = []
        for declared in operation.responses {
            guard let status = status(answeredBy: declared.key, in: operation) else { continue }
            do {
                answers += try synthesizer.variants(for: operation, status: status).map { ($0.name, .success($0.response)) }
            } catch {
                answers.append(("default", .failure(error)))
                continue
            }
            for key in declared.response.content.keys.dropFirst() where !key.contains("*") {
                let answer = Result { () throws(SynthesisError) in
                    try synthesizer.response(for: operation, status: status, contentType: key)
                }
                answers.append(("default as \(key)", answer))
            }
        }
        return answers
    }

    /// The status whose answer `key` gives: the code, `N00` for a range, and for `default` the first of a few
    /// statuses that no other key covers.
    private static func status(answeredBy key: OpenAPI.ResponseKey, in operation: Contract.Operation) -> Int? {
        switch key {
        case .status(let code): return code
        case .range(let leading): return leading * 100
        case .default: return [500, 400, 503, 422, 299].first { operation.response(for: $0)?.key == .default }
        }
    }

}
