import ContractStubCore
import Foundation

/// `make bench-validate`: request validations per second against github-api.json (a GET with query parameters
/// and a POST with a JSON body), and response validation of a ~160 KB JSON list against the time
/// `JSONSerialization` takes to parse the same bytes: the body reader alone (`validate.response.decode`), and reading
/// plus validating (`validate.response`); the spec reader (`JSONDecoder`) on the same bytes is printed for comparison.
///
/// The same two requests are measured for python `openapi-core` by `Benchmarks/openapi_core_bench.py`.
struct ValidateBenchmark {
    let options: BenchmarkOptions

    /// The GET: `/repos/{owner}/{repo}/issues` with five query parameters.
    static let getURL =
        "https://api.github.com/repos/octocat/hello-world/issues?state=open&labels=bug,ui&sort=created&direction=desc&per_page=30"
    /// The POST: a new issue.
    static let postURL = "https://api.github.com/repos/octocat/hello-world/issues"
    static let postBody =
        #"{"title":"Found a bug","body":"I'm having a problem with this.","assignees":["octocat"],"milestone":1,"labels":["bug"]}"#

    func run() throws {
        guard let url = options.corpusFile("specs/github-api.json") else { return }
        let contract = try Contract(contentsOf: url)
        let validator = RequestValidator(contract: contract)
        let get = HTTPRequest(method: "GET", url: URL(string: Self.getURL)!, headers: ["Accept": "application/vnd.github+json"])
        let post = HTTPRequest(
            method: "POST", url: URL(string: Self.postURL)!, headers: ["Content-Type": "application/json"],
            body: Data(Self.postBody.utf8))
        for request in [get, post] {
            let findings = validator.validate(request).diagnostics
            guard findings.isEmpty else { throw BenchmarkFailure("\(request.method) is not valid: \(findings)") }
        }

        let batch = 2_000
        let stopwatch = Stopwatch(iterations: options.iterations)
        let times = try stopwatch.medians([
            { for _ in 0..<batch { _ = validator.validate(get) } },
            { for _ in 0..<batch { _ = validator.validate(post) } },
        ])
        print("github-api.json request validation, median of \(options.iterations) batches of \(batch)")
        print(
            String(
                format: "  GET  with 5 query parameters   %9.0f validations/s  (%.1f µs each)", Double(batch) / times[0],
                times[0] / Double(batch) * 1e6))
        print(
            String(
                format: "  POST with a JSON body          %9.0f validations/s  (%.1f µs each)", Double(batch) / times[1],
                times[1] / Double(batch) * 1e6))

        try BenchmarkResults.append(
            [
                BenchmarkEntry("validate.request.get", Double(batch) / times[0], "validations/s"),
                BenchmarkEntry("validate.request.post", Double(batch) / times[1], "validations/s"),
            ], to: options.jsonFile)
        try responseList(contract)
    }

    /// A list of synthesized issues grown to about 160 KB, validated as the 200 response of the GET.
    private func responseList(_ contract: Contract) throws {
        guard let operation = contract.operation(.get, "/repos/{owner}/{repo}/issues") else { return }
        let one = try ResponseSynthesizer(contract: contract).response(for: operation, status: 200)
        guard case .array(let items)? = try? JSONValue(decoding: one.body), let item = items.first else {
            throw BenchmarkFailure("the synthesized issue list is empty")
        }
        let itemSize = item.serialized().utf8.count + 1
        let list = JSONValue.array(Array(repeating: item, count: max(1, 160 * 1024 / itemSize)))
        let body = Data(list.serialized().utf8)
        let response = HTTPResponse(status: 200, headers: ["Content-Type": "application/json"], body: body)
        let validator = ResponseValidator(contract: contract)
        let findings = validator.validate(response, for: operation)
        guard findings.isEmpty else { throw BenchmarkFailure("the list is not valid: \(findings.prefix(3))") }

        let times = try Stopwatch(iterations: options.iterations).medians([
            { _ = try JSONSerialization.jsonObject(with: body) },
            { _ = try JSONValue(decoding: body) },
            { _ = try JSONValue(decodingInstance: body) },
            { _ = validator.validate(response, for: operation) },
        ])
        let floor = times[0]
        print("response validation of a \(body.count / 1024) KB list of \(list.arrayValue!.count) issues, median of \(options.iterations)")
        print(String(format: "  JSONSerialization.jsonObject      %7.2f ms", floor * 1000))
        print(String(format: "  JSONValue(decoding:) (specs)      %7.2f ms  %.2f× JSONSerialization", times[1] * 1000, times[1] / floor))
        print(
            String(
                format: "  JSONValue(decodingInstance:)      %7.2f ms  %.2f× JSONSerialization (bodies)", times[2] * 1000, times[2] / floor)
        )
        print(
            String(
                format: "  ResponseValidator.validate        %7.2f ms  %.2f× JSONSerialization (read + validate)", times[3] * 1000,
                times[3] / floor))
        try BenchmarkResults.append(
            [
                BenchmarkEntry("validate.response.decode", times[2] * 1000, "ms", baseline: floor * 1000),
                BenchmarkEntry("validate.response", times[3] * 1000, "ms", baseline: floor * 1000),
            ], to: options.jsonFile)
    }
}

/// A benchmark whose inputs turned out not to be what it measures.
struct BenchmarkFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
