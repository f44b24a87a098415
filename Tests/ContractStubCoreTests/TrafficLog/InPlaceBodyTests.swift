import Foundation
import Testing

@testable import ContractStubCore
@testable import ContractStubSyntax

extension EngineTests {
    /// A body that is most of its batch (a recorded stream) is decoded over its line's own text, and gives the same
    /// exchange as a body decoded into memory of its own.
    @Suite struct InPlaceBodyTests {
        /// A JSON Lines line whose response body is `body` (written as a JSON string, escapes and all).
        static func line(body: String) throws -> String {
            let exchange: [String: Any] = [
                "request": ["method": "GET", "url": "https://api.example.com/v1/events", "headers": ["Accept": "text/event-stream"]],
                "response": ["status": 200, "headers": ["Content-Type": "text/event-stream"], "body": body],
            ]
            return String(decoding: try JSONSerialization.data(withJSONObject: exchange, options: [.sortedKeys]), as: UTF8.self)
        }

        /// Text with every kind of escape a body can hold: line breaks, quotes, backslashes, `\u` escapes of control
        /// characters, two- to four-byte UTF-8, and runs long enough for the word-at-a-time copy.
        static func body(events: Int) -> String {
            (0..<events).map { index in
                "event: delta\nid: \(index)\ndata: {\"text\":\"token \(index) \\\\ é 中 🎉 \u{01}\t\"}\n\n"
            }.joined()
        }

        @Test(arguments: [200, 5_000])
        func aLargeBodyIsDecodedOverItsLineAndReadsTheSameAsACopy(events: Int) throws {
            let line = try Self.line(body: Self.body(events: events))
            let copied = try TrafficLog.exchange(Data(line.utf8), line: 1)
            let batch = TrafficLogBatch(bytes: Array(line.utf8), firstLine: 0)
            let before = batch.bytes
            let inPlace = try batch.exchange(batch.lines[0])
            #expect(inPlace.response?.body == Data(Self.body(events: events).utf8))
            #expect(inPlace.response?.body == copied.response?.body)
            #expect(inPlace.request.url == copied.request.url)
            #expect(inPlace.response?.headers["Content-Type"] == "text/event-stream")
            // The decoded body now stands where its escaped text was.
            let decoded = Array(inPlace.response!.body)
            let after = batch.bytes
            #expect(after != before)
            #expect(after.indices.contains { after[$0...].starts(with: decoded) })
        }

        @Test func aBodyThatIsASmallPartOfItsBatchIsCopied() throws {
            let small = try Self.line(body: Self.body(events: 100))
            let text = ([small] + Array(repeating: try Self.line(body: "{}"), count: 400)).joined(separator: "\n")
            let batch = TrafficLogBatch(bytes: Array(text.utf8), firstLine: 0)
            let before = batch.bytes
            let exchange = try batch.exchange(batch.lines[0])
            #expect(exchange.response?.body == Data(Self.body(events: 100).utf8))
            #expect(batch.bytes == before)
        }

        /// The body keeps its batch's memory: the reader's next batches are read into other memory, so the body
        /// still holds its text after its batch is gone and more of the log is read.
        @Test func aBodyDecodedInPlaceOutlivesItsBatch() throws {
            let large = Self.body(events: 2_000)
            let short = try Self.line(body: "{}")
            let text = ([try Self.line(body: large)] + Array(repeating: short, count: 3_000)).joined(separator: "\n")
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("contractstub-\(UUID().uuidString).jsonl")
            try Data(text.utf8).write(to: url)
            defer { try? FileManager.default.removeItem(at: url) }
            let reader = try TrafficLogReader(contentsOf: url, chunkSize: 64 << 10)
            var body: Data?
            if let first = try reader.nextBatch() {
                body = try first.exchange(first.lines[0]).response?.body
                #expect(first.bytes.count < 2 * (body?.count ?? 0), "the body is most of its batch")
            }
            var laterLines = 0
            while let batch = try reader.nextBatch() {
                for line in batch.lines { _ = try batch.exchange(line) }
                laterLines += batch.lines.count
            }
            #expect(laterLines > 1_000, "later batches were read after the first was gone")
            #expect(body == Data(large.utf8))
        }
    }
}
