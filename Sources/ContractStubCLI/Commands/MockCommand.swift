import ContractStubCore
import ContractStubCurlOnDemand
import ContractStubServer
import Dispatch
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `contractstub mock <spec> [--port 4010] [--host 127.0.0.1] [--record log.jsonl|capture.har] [--format text|json]
/// [--cors] [--request-timeout 10] [--upstream <url>]`:
/// serves the contract over HTTP/1.1 (``MockServer``) until SIGINT or SIGTERM, logging each exchange.
enum MockCommand {
    static let subcommand = Subcommand(spec: spec, run: run)

    static let spec = CommandSpec(
        name: "mock",
        abstract: "Serve an OpenAPI document as a local HTTP/1.1 mock server, checking every request against it.",
        arguments: [ArgumentSpec(name: "spec.json", help: "The OpenAPI document (JSON or YAML).")],
        options: [port, host, record, format, cors, requestTimeout, upstream, SpecInput.allowRefRoot],
        discussion: """
            Every request is routed and checked like a stubbed request: the answer is the spec's example or a body
            synthesized from its schema, or 400 application/problem+json listing the request's violations. Streams
            (text/event-stream, JSON Lines, JSON sequences) are sent chunked, one item per chunk. Choose the answer
            with Prefer: code=404, example=<name>, dynamic=true (synthesized even where the spec has examples),
            variant=<name> (a name responseVariants gives, e.g. variant=tag=absent).

            CONTROL API: GET /__contractstub/violations (the exchanges with violations, JSON); POST
            /__contractstub/answers with {"operation": "listPets", "answers": [{"status": 404}, {"example": "dogs"},
            {"failure": "close"}]} sets the next answers of an operation, checked against the spec (422 when it does not
            allow one), used in order (GET lists those queued); POST /__contractstub/reset forgets violations and
            answers. --record appends every exchange, redacted, to a traffic log
            (JSON Lines) or, for a name ending in .har, a HAR file: contractstub verify reads either.

            --cors lets web pages of any origin call the server: CORS preflights (OPTIONS with Origin and
            Access-Control-Request-Method) are answered 204, and every answer carries Access-Control-Allow-Origin and
            Access-Control-Expose-Headers. Without it, OPTIONS is routed like any other method.

            A request that does not arrive whole within --request-timeout seconds (head and body, from its first byte)
            is answered 408 and its connection closed; a connection idle for 30 seconds between requests is closed.

            PROXY MODE: with --upstream https://api.example.com, each request that passes the contract's check is sent
            on to that server (its path and query appended to the URL) and the real answer is checked against the
            contract, logged, recorded and sent back; an answer set through the control API still comes first. No
            answer from the upstream: 502. A stream (text/event-stream, JSON Lines, JSON sequences) is passed through
            item by item as the upstream sends it, each item checked as it passes.

            --port 0 picks a free port; the first line printed gives the URL. SIGINT (Ctrl-C) and SIGTERM stop the
            server once the requests being answered are answered and recorded.

            EXIT STATUS: 0 stopped with no violations since the last reset, 1 violations seen, 2 usage error,
            unreadable spec or address unavailable.
            """
    )

    static let port = Option.count("--port", value: "port", default: 4010, help: "The TCP port (0: a free one, printed).")
    static let host = Option.text(
        "--host", value: "address", default: "127.0.0.1", help: "The address to listen on: 127.0.0.1, ::1, 0.0.0.0, localhost.")
    static let record = Option.optional(
        "--record", value: "file", help: "Append every exchange to this traffic log (.jsonl) or HAR file (.har).")
    static let format = Option.choice(
        "--format", value: "format", cases: MockLogFormat.allCases, default: .text, help: "How to log: text or json (one object per line).")

    static let cors = Flag("--cors", help: "Answer CORS preflights and let pages of any origin read every answer.")

    static let requestTimeout = Option.count(
        "--request-timeout", value: "seconds", default: 10,
        help: "How long a request may take to arrive whole before it is answered 408 and its connection closed.")

    static let upstream = Option.optional(
        "--upstream", value: "url", help: "Proxy mode: send each request on to this server and check its answers.")

    static func run(_ arguments: ParsedArguments, output: CommandOutput) -> ExitStatus {
        let path = arguments.positionals[0]
        let logFormat = arguments[format]
        guard arguments[port] <= 65_535 else {
            output.standardError(UsageError("--port \(arguments[port]) is not a TCP port (0 to 65535)", command: spec).text)
            return .usageOrInput
        }
        guard arguments[requestTimeout] >= 1 else {
            output.standardError(UsageError("--request-timeout must be at least 1 second", command: spec).text)
            return .usageOrInput
        }
        if arguments[upstream] != nil, let failure = ContractStubCurlLoadFailure() {
            output.standardError("Error: --upstream forwards through libcurl, which could not be loaded: \(String(cString: failure))\n")
            return .usageOrInput
        }
        guard
            case .success(let contract) = SpecInput.load(
                path, format: .text, output: output, allowedRefRoots: arguments[SpecInput.allowRefRoot])
        else { return .usageOrInput }
        let server: MockServer
        do {
            server = try MockServer(
                contract: contract, host: arguments[host], port: UInt16(arguments[port]),
                recording: arguments[record].map { URL(fileURLWithPath: $0) }, format: logFormat, crossOrigin: arguments[cors],
                timeouts: HTTPTimeouts(request: .seconds(arguments[requestTimeout])),
                upstream: arguments[upstream].map { URL(string: $0) ?? URL(fileURLWithPath: $0) }, log: output.standardOutput)
        } catch {
            output.standardError("Error: \(error.description)\n")
            return .usageOrInput
        }
        let stopped = DispatchSemaphore(value: 0)
        let signals = [SIGINT, SIGTERM].map { number -> DispatchSourceSignal in
            signal(number, SIG_IGN)  // delivered to the dispatch source instead of ending the process
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { stopped.signal() }
            source.resume()
            return source
        }
        server.start()
        output.standardOutput(banner(server, spec: path, format: logFormat))
        stopped.wait()
        server.stop()
        for source in signals { source.cancel() }
        let violations = server.violationCount
        output.standardOutput(
            logFormat == .json
                ? #"{"event":"stopped","violations":\#(violations)}"# + "\n"
                : "stopped: \(violations == 1 ? "1 violation" : "\(violations) violations")\n")
        return violations > 0 ? .problemsFound : .ok
    }

    /// The start-up lines: the URL first (tools wait for it), the operations, the control API and the docs.
    static func banner(_ server: MockServer, spec path: String, format: MockLogFormat) -> String {
        let operations = server.operations
        if format == .json {
            let document: JSONValue = [
                "event": "listening", "url": .string(server.url.absoluteString), "spec": .string(path),
                "upstream": server.upstream.map { .string($0.absoluteString) } ?? .null,
                "operations": .array(operations.map(JSONValue.string)),
            ]
            return document.serialized() + "\n"
        }
        let proxy = server.upstream.map { "proxy mode: each request sent on to \($0.absoluteString), its answer checked\n" } ?? ""
        return """
            contractstub mock: listening on \(server.url.absoluteString)
            \(proxy)\(path): \(operations.count == 1 ? "1 operation" : "\(operations.count) operations")
            \(operations.map { "  \($0)" }.joined(separator: "\n"))
            Prefer: code=<status>, example=<name>, dynamic=true, variant=<name>
            Control: GET /__contractstub/violations, POST /__contractstub/answers, POST /__contractstub/reset
            Docs: the MockServer article of the ContractStub documentation; stop with Ctrl-C

            """
    }
}
