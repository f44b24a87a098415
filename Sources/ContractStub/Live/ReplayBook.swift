import ContractStubCore
@_spi(ContractStubSpecialized) import ContractStubSyntax
import Foundation

/// The recorded exchanges of one fixture, and which of them each replayed request gets.
///
/// A request matches recordings with the same method, path and query (query items in any order; scheme and host
/// are ignored). When those recordings differ in their request bodies, only those with the same body match (JSON
/// bodies compare as JSON, so key order does not matter). Repeated identical requests get the matching recordings
/// in the order they were recorded; once all are used, the last one answers again. Recorded exchanges without a
/// response (refused requests, network failures) are never replayed.
final class ReplayBook: Sendable {
    /// The fixture read.
    let fixture: ContractStub.Fixture
    private let recordings: [Key: [Recording]]
    private let used = Locked(Set<Int>())

    /// The part of a request that picks its recordings.
    struct Key: Hashable {
        let method: String
        let path: String
        let query: [String]

        init(_ request: HTTPRequest) {
            method = request.method.uppercased()
            let components = URLComponents(url: request.url, resolvingAgainstBaseURL: false)
            path = components?.percentEncodedPath ?? request.url.path
            query = (components?.percentEncodedQuery ?? "").split(separator: "&").map(String.init).sorted()
        }
    }

    private struct Recording {
        /// The position in the fixture, which also tells recordings apart.
        let index: Int
        let body: Data?
        let response: HTTPResponse
    }

    /// The recordings of `fixture`.
    /// - Throws: ``Unreadable`` (a `stub.replay.fixture` diagnostic) when the file is missing or is not a traffic log
    ///   (JSON Lines, or HAR when its content says so).
    init(fixture: ContractStub.Fixture) throws(Unreadable) {
        self.fixture = fixture
        let data: Data
        do {
            data = try Data(contentsOf: fixture.url)
        } catch {
            throw Self.problem(
                "no fixture can be read at \(fixture) (\(error.localizedDescription)); record one first with "
                    + "\(ContractStub.modeEnvironmentKey)=record")
        }
        let entries: [TrafficLog.Entry]
        do {
            entries =
                HARLog.isHAR(prefix: data.prefix(HARLog.sniffedBytes)) ? try HARLog(data: data).read() : try TrafficLog.read(data)
        } catch let error as TrafficLogError {
            throw Self.problem("the fixture \(fixture) is not a traffic log: line \(error.line): \(error.message)")
        } catch {
            throw Self.problem("the fixture \(fixture) is not a HAR file: \(error)")
        }
        var recordings: [Key: [Recording]] = [:]
        for entry in entries {
            guard let response = entry.exchange.response else { continue }
            let request = entry.exchange.request
            recordings[Key(request), default: []].append(Recording(index: entry.line, body: request.body, response: response))
        }
        self.recordings = recordings
    }

    /// The recorded response for `request`, or `nil` when the fixture has none.
    func response(for request: HTTPRequest) -> HTTPResponse? {
        guard var candidates = recordings[Key(request)] else { return nil }
        let bodies = candidates.map { BodyIdentity($0.body) }
        if Set(bodies).count > 1 {
            let wanted = BodyIdentity(request.body)
            candidates = zip(candidates, bodies).filter { $0.1 == wanted }.map(\.0)
        }
        guard let last = candidates.last else { return nil }
        return used.withLock { used in
            let chosen = candidates.first { !used.contains($0.index) } ?? last
            used.insert(chosen.index)
            return chosen.response
        }
    }

    /// A fixture that cannot be replayed, and why.
    struct Unreadable: Error {
        let diagnostic: Diagnostic
    }

    private static func problem(_ message: String) -> Unreadable {
        Unreadable(diagnostic: Diagnostic(.error, code: .stubReplayFixture, message: message))
    }
}

/// A request body as replay compares it: parsed JSON when it parses (so key order and spacing do not matter),
/// else the bytes.
private enum BodyIdentity: Hashable {
    case none
    case json(JSONValue)
    case bytes(Data)

    init(_ body: Data?) {
        guard let body, !body.isEmpty else {
            self = .none
            return
        }
        if let value = try? JSONValue(decodingInstance: body) {
            self = .json(value)
        } else {
            self = .bytes(body)
        }
    }
}
