import Foundation
import Testing

@testable import ContractStubCore

/// Every corpus spec still loads with a broken `$ref` planted in one operation's response (issue 32, cause 9): that
/// operation alone is broken, with the reference named at its pointer, and another operation still answers.
///
/// A spec without operations (two of Twilio's) has nothing to break and is passed over, and one with a single
/// operation has no other to answer. All 67 specs take 6 to 16 s in a debug build.
@Suite struct BrokenReferenceCorpusTests {
    static let planted = "#/components/responses/DoesNotExist"

    /// Where the planted reference went: the operation's method and path and the response key.
    struct Plant {
        let path: String
        let method: String
        let status: String
    }

    /// `json` with the first response of its first operation (document order) replaced by a `$ref` to a response
    /// that does not exist.
    static func plant(in json: JSONValue) -> (JSONValue, Plant)? {
        guard case .object(let root) = json, case .object(let paths)? = root["paths"] else { return nil }
        for (path, itemValue) in paths {
            guard case .object(let item) = itemValue else { continue }
            for (method, operationValue) in item where HTTPMethod.allCases.contains(HTTPMethod(rawValue: method)) {
                guard case .object(let operation) = operationValue, case .object(let responses)? = operation["responses"],
                    let status = responses.keys.first(where: { !$0.hasPrefix("x-") })
                else { continue }
                let broken = replacing(
                    status, with: .object(JSONObject([("$ref", .string(planted))])), in: responses)
                let newOperation = replacing("responses", with: .object(broken), in: operation)
                let newItem = replacing(method, with: .object(newOperation), in: item)
                let newPaths = replacing(path, with: .object(newItem), in: paths)
                return (.object(replacing("paths", with: .object(newPaths), in: root)), Plant(path: path, method: method, status: status))
            }
        }
        return nil
    }

    static func replacing(_ key: String, with value: JSONValue, in object: JSONObject) -> JSONObject {
        JSONObject(object.map { member in (member.key, member.key == key ? value : member.value) })
    }

    /// A URL that routes to `operation`: its path template with `1` for each parameter, under its first server's path.
    static func url(for operation: Contract.Operation) -> URL {
        let server = operation.servers.first?.url.replacingOccurrences(of: #"\{[^}]*\}"#, with: "x", options: .regularExpression)
        let serverPath = server.flatMap { URL(string: $0)?.path } ?? ""
        let path = operation.path.replacingOccurrences(of: #"\{[^}/]*\}"#, with: "1", options: .regularExpression)
        let encoded = (serverPath + path).addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
        return URL(string: "https://corpus.test" + (encoded.hasPrefix("/") ? "" : "/") + encoded)!
    }

    @Test(.enabled(if: Corpus.isAvailable, .needsCorpus))
    func everyCorpusSpecLoadsWithAPlantedBrokenReference() throws {
        let start = Date()
        let files = Corpus.specFiles()
        try #require(!files.isEmpty, "no specs under \(Corpus.root.path)/specs")
        for file in files {
            let name = file.path.replacingOccurrences(of: Corpus.root.path + "/specs/", with: "")
            let json = try JSONValue(decoding: Data(contentsOf: file))
            guard let (planted, plant) = Self.plant(in: json) else {
                print("broken-ref corpus: \(name) has no operation to break")
                continue
            }
            let contract: Contract
            do {
                contract = try Contract(data: Data(planted.serialized().utf8), baseURL: file)
            } catch {
                Issue.record("\(name): does not load with one broken $ref: \(error)")
                continue
            }
            let broken = contract.brokenOperations
            #expect(broken.count == 1, "\(name): \(broken.map { "\($0.method) \($0.path)" })")
            guard let operation = broken.first else { continue }
            #expect(operation.path == plant.path && operation.method.rawValue == plant.method, "\(name)")
            let pointer = JSONPointer(tokens: ["paths", plant.path, plant.method, "responses", plant.status])
            #expect(
                operation.referenceFailures.map(\.code) == ["ref.unresolved"]
                    && operation.referenceFailures.first?.specPointer == pointer
                    && operation.referenceFailures.first?.message.contains("'\(Self.planted)'") == true,
                "\(name): \(operation.referenceFailures)")

            // A request to it is answered with its failure.
            let request = HTTPRequest(method: plant.method.uppercased(), url: Self.url(for: operation))
            let validation = RequestValidator(contract: contract).validate(request)
            #expect(validation.operation?.id == operation.id, "\(name): \(request.url) routed elsewhere")
            if validation.operation?.id == operation.id {
                #expect(validation.diagnostics == operation.referenceFailures, "\(name)")
            }
            #expect(throws: SynthesisError.self, "\(name)") { try ResponseSynthesizer(contract: contract).response(for: operation) }

            // Another operation still answers, and its answer checks out.
            let synthesizer = ResponseSynthesizer(contract: contract)
            let answered = contract.operations.lazy.filter { !$0.isBroken }.prefix(20).first { other in
                guard let response = try? synthesizer.response(for: other) else { return false }
                return !ResponseValidator(contract: contract).validate(response, for: other).contains { $0.severity == .error }
            }
            #expect(answered != nil || contract.operations.count == 1, "\(name): no other operation answers")
        }
        print("broken-ref corpus: \(files.count) specs in " + String(format: "%.1fs", Date().timeIntervalSince(start)))
    }
}
