import Foundation
import Testing

@testable import ContractStubCore

/// A Swagger 2.0 spec and the OpenAPI 3.0 version of the same API, converted by hand by the OpenAPI Initiative
/// (the corpus's `specs/oai-examples` beside `specs-swagger2/oai-examples`), give the same routes, the same verdicts
/// on requests with planted violations, and the same synthesized answers: 2.0 is read into the one model with
/// nothing lost or invented.
@Suite struct Swagger2EquivalenceTests {
    /// The 2.0 examples whose 3.0 twin the OpenAPI Initiative publishes.
    static let twins = ["petstore", "petstore-expanded", "api-with-examples"]

    /// What a comparison looks at.
    enum Aspect { case routes, verdicts, answers }

    /// Where a twin says something its 2.0 original does not (each reviewed by hand): the operation is left out of
    /// those comparisons, and must still differ in them, so that an entry that no longer applies fails.
    struct TwinDifference {
        let aspects: Set<Aspect>
        let reason: String
    }

    static let twinDifferences: [String: [String: TwinDifference]] = [
        "petstore": [
            "POST /pets": TwinDifference(
                aspects: [.routes, .verdicts], reason: "the 3.0 twin adds a required JSON request body; the 2.0 operation has none"),
            "GET /pets/{petId}": TwinDifference(
                aspects: [.answers], reason: "the 2.0 example answers one pet with `Pets` (an array); the 3.0 twin fixed it to `Pet`"),
        ],
        "api-with-examples": [
            "GET /": TwinDifference(
                aspects: [.answers],
                reason: "the 2.0 examples are strings holding JSON text; the 3.0 twin's 200 example is the parsed object"),
            "GET /v2": TwinDifference(
                aspects: [.answers],
                reason: "the 2.0 examples are strings holding JSON text; the 3.0 twin's 200 example is the parsed object"),
        ],
    ]

    /// The operations of `name` whose twin differs in `aspect`.
    static func differences(_ name: String, in aspect: Aspect) -> Set<String> {
        Set((twinDifferences[name] ?? [:]).filter { $0.value.aspects.contains(aspect) }.keys)
    }

    static func pair(_ name: String) throws -> (swagger2: Contract, openAPI3: Contract) {
        (
            try Contract(contentsOf: Corpus.file("specs-swagger2/oai-examples/json/\(name).json")),
            try Contract(contentsOf: Corpus.file("specs/oai-examples/\(name).json"))
        )
    }

    @Test(.enabled(if: Corpus.isAvailable, .needsCorpus), arguments: twins)
    func theTwinsRouteTheSameOperations(_ name: String) throws {
        let (swagger2, openAPI3) = try Self.pair(name)
        #expect(!swagger2.operations.isEmpty)
        let differences = Self.differences(name, in: .routes)
        #expect(Self.routes(swagger2, leavingOut: differences) == Self.routes(openAPI3, leavingOut: differences))
        for listed in differences {
            #expect(Self.routes(swagger2, only: listed) != Self.routes(openAPI3, only: listed), "\(listed) no longer differs")
        }
    }

    @Test(.enabled(if: Corpus.isAvailable, .needsCorpus), arguments: twins)
    func theTwinsGiveTheSameVerdictsOnPlantedViolations(_ name: String) throws {
        let (swagger2, openAPI3) = try Self.pair(name)
        let requests = Self.plantedRequests(swagger2)
        #expect(requests.count > 6 * swagger2.operations.count)
        let verdicts2 = Self.verdicts(of: requests, by: swagger2)
        let verdicts3 = Self.verdicts(of: requests, by: openAPI3)
        let differences = Self.differences(name, in: .verdicts)
        for (index, request) in requests.enumerated()
        where !differences.contains(request.operation) && verdicts2[index] != verdicts3[index] {
            Issue.record("\(request.label): 2.0 \(verdicts2[index]) vs 3.0 \(verdicts3[index])")
        }
        for listed in differences {
            let differing = requests.indices.filter { requests[$0].operation == listed && verdicts2[$0] != verdicts3[$0] }
            #expect(!differing.isEmpty, "\(listed) no longer differs")
        }
        // The planted violations are seen: not every verdict is clean.
        #expect(verdicts2.contains { !$0.isEmpty })
        #expect(verdicts2.contains { $0.isEmpty })
    }

    @Test(.enabled(if: Corpus.isAvailable, .needsCorpus), arguments: twins)
    func theTwinsSynthesizeTheSameAnswers(_ name: String) throws {
        let (swagger2, openAPI3) = try Self.pair(name)
        let synthesizers = (ResponseSynthesizer(contract: swagger2), ResponseSynthesizer(contract: openAPI3))
        let differences = Self.differences(name, in: .answers)
        for operation in swagger2.operations {
            let twin = try #require(openAPI3.operations.first { $0.method == operation.method && $0.path == operation.path })
            let answers = (try synthesizers.0.response(for: operation), try synthesizers.1.response(for: twin))
            let same =
                answers.0.status == answers.1.status && answers.0.headers["Content-Type"] == answers.1.headers["Content-Type"]
                && Self.sameBody(answers.0.body, answers.1.body)
            let label = Self.label(operation)
            if differences.contains(label) {
                #expect(!same, "\(label) is listed as differing in its twin, but no longer does")
            } else {
                #expect(
                    same,
                    "\(label): \(answers.0.status) \(String(decoding: answers.0.body, as: UTF8.self)) vs \(answers.1.status) \(String(decoding: answers.1.body, as: UTF8.self))"
                )
            }
        }
    }

    /// Equal JSON values, or equal bytes when either is not JSON (an empty body).
    static func sameBody(_ first: Data, _ second: Data) -> Bool {
        guard let one = try? JSONValue(decoding: first), let other = try? JSONValue(decoding: second) else { return first == second }
        return one == other
    }

    static func label(_ operation: Contract.Operation) -> String { "\(operation.method.rawValue.uppercased()) \(operation.path)" }

    /// Each operation's method, path, id, parameters (where, name, required), request media types and responses;
    /// the operations of `differences` are left out, and each of them must exist.
    static func routes(_ contract: Contract, leavingOut differences: Set<String>) -> [String] {
        let labels = Set(contract.operations.map(label))
        for listed in differences { #expect(labels.contains(listed), "\(listed) is not an operation") }
        return routes(contract.operations.filter { !differences.contains(label($0)) })
    }

    static func routes(_ contract: Contract, only operation: String) -> [String] {
        routes(contract.operations.filter { label($0) == operation })
    }

    static func routes(_ operations: [Contract.Operation]) -> [String] {
        operations.map { operation in
            let parameters = operation.parameters.map { "\($0.location):\($0.name)\($0.required ? "!" : "")" }.sorted()
            let body = operation.requestBody.map { "\($0.required ? "required " : "")\($0.content.keys.sorted())" } ?? "-"
            let responses = operation.responses.map { "\($0.key)" }.sorted()
            return "\(operation.method) \(operation.path) \(operation.operationId ?? "-") \(parameters) \(body) \(responses)"
        }.sorted()
    }

    struct PlantedRequest {
        /// The operation the request was made for (`POST /pets`).
        let operation: String
        let label: String
        let method: String
        /// The path and query, appended to each contract's own first server (the twins' servers may differ).
        let pathAndQuery: String
        let body: (contentType: String, text: String)?
    }

    /// For every operation: path parameters as a number and as a word, every declared query parameter as a word,
    /// and, when it takes a body, an empty object, an object of wrong types and text that is not JSON; then a path
    /// no operation has.
    static func plantedRequests(_ contract: Contract) -> [PlantedRequest] {
        let unknown = PlantedRequest(operation: "-", label: "GET /no-such-path", method: "GET", pathAndQuery: "/no-such-path", body: nil)
        return contract.operations.flatMap { operation -> [PlantedRequest] in
            let method = operation.method.rawValue.uppercased()
            let name = label(operation)
            let queryNames = operation.parameters.filter { "\($0.location)" == "query" }.map(\.name)
            func path(_ value: String) -> String {
                operation.path.replacingOccurrences(of: #"\{[^}]*\}"#, with: value, options: .regularExpression)
            }
            let query = queryNames.map { "\($0)=word" }.joined(separator: "&")
            var planted = [
                PlantedRequest(operation: name, label: "\(method) \(path("1"))", method: method, pathAndQuery: path("1"), body: nil),
                PlantedRequest(operation: name, label: "\(method) \(path("word"))", method: method, pathAndQuery: path("word"), body: nil),
                PlantedRequest(
                    operation: name, label: "\(method) \(path("1"))?\(query)", method: method,
                    pathAndQuery: path("1") + (query.isEmpty ? "" : "?" + query),
                    body: nil),
            ]
            let bodies = [("{}", "empty object"), (#"{"id": "x", "name": 5, "tag": []}"#, "wrong types"), ("not json", "not JSON")]
            planted += bodies.map { text, what in
                PlantedRequest(
                    operation: name, label: "\(method) \(path("1")) (\(what))", method: method, pathAndQuery: path("1"),
                    body: ("application/json", text))
            }
            return planted
        } + [unknown]
    }

    /// The error codes each request gets, in request order.
    static func verdicts(of requests: [PlantedRequest], by contract: Contract) -> [[String]] {
        let validator = RequestValidator(contract: contract)
        var base = contract.operations.first?.servers.first?.url ?? "https://api.example.com"
        if base.hasSuffix("/") { base.removeLast() }
        return requests.map { planted in
            let request = HTTPRequest(
                method: planted.method, url: URL(string: base + planted.pathAndQuery)!,
                headers: planted.body.map { ["Content-Type": $0.contentType] } ?? [:], body: Data((planted.body?.text ?? "").utf8))
            return validator.validate(request).diagnostics.filter { $0.severity == .error }.map(\.code).sorted()
        }
    }
}
