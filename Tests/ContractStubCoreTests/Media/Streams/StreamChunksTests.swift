import Foundation
import Testing

@testable import ContractStubCore

/// Where a stubbed stream is cut into the chunks the client receives one at a time: one item per chunk, and the
/// chunks together are exactly the body.
@Suite struct StreamChunksTests {
    private func chunks(_ body: String, _ contentType: String) -> [String] {
        let pieces = StreamChunks.split(Data(body.utf8), contentType: contentType)
        #expect(Data(pieces.joined()) == Data(body.utf8))
        return pieces.map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func eventStreamsAreCutAfterEachBlankLineWhateverTheLineEnds() {
        #expect(
            chunks("data: a\n\n: comment\r\ndata: b\r\n\r\ndata: c\r\r", "text/event-stream") == [
                "data: a\n\n", ": comment\r\ndata: b\r\n\r\n", "data: c\r\r",
            ])
    }

    @Test func jsonLinesAndJSONSequencesAreCutPerItem() {
        #expect(chunks("{\"a\":1}\n{\"a\":2}\n", "application/jsonl") == ["{\"a\":1}\n", "{\"a\":2}\n"])
        #expect(chunks("\u{1E}1\n\u{1E}2\n", "application/json-seq") == ["\u{1E}1\n", "\u{1E}2\n"])
    }

    @Test func multipartMixedIsCutBeforeEachDelimiterSoEachPartArrivesWhole() {
        let body = "--b1\r\nContent-Type: application/json\r\n\r\n{\"n\":1}\r\n--b1\r\nContent-Type: text/plain\r\n\r\ntwo\r\n--b1--\r\n"
        #expect(
            chunks(body, "multipart/mixed; boundary=b1") == [
                "--b1\r\nContent-Type: application/json\r\n\r\n{\"n\":1}",
                "\r\n--b1\r\nContent-Type: text/plain\r\n\r\ntwo",
                "\r\n--b1--\r\n",
            ])
        // Without a boundary parameter there is nothing to cut at.
        #expect(chunks(body, "multipart/mixed") == [body])
    }

    @Test func otherBodiesAreOneChunkAndAnEmptyBodyNone() {
        #expect(chunks("{\"a\":1}\n{\"a\":2}\n", "application/json") == ["{\"a\":1}\n{\"a\":2}\n"])
        #expect(StreamChunks.split(Data(), contentType: "text/event-stream").isEmpty)
    }
}

extension StreamChunksTests {
    /// What a proxy may forward of a stream still arriving: whole items, the start of the next held back.
    @Test func theCompleteLengthEndsAtTheLastWholeItem() {
        func complete(_ text: String, _ type: String?) -> Int { StreamChunks.completeLength(of: Data(text.utf8), contentType: type) }
        #expect(complete("data: a\n\ndata: b\r\n", "text/event-stream") == 9)
        #expect(complete("data: a\r\n\r\ndata: b\r\r", "text/event-stream") == 20)
        #expect(complete("data: a\n", "text/event-stream") == 0)
        #expect(complete("{\"a\":1}\n{\"a\"", "application/x-ndjson") == 8)
        #expect(complete("{\"a\"", "application/jsonl") == 0)
        #expect(complete("\u{1E}1\n\u{1E}2", "application/json-seq") == 5)
        #expect(complete("[1, 2", "application/json") == 5)
        #expect(complete("abc", nil) == 3)
    }
}
