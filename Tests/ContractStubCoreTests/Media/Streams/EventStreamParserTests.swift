import Foundation
import Testing

@testable import ContractStubCore

/// `text/event-stream` parsed by the WHATWG rules, one case per rule, fed whole and one byte at a time.
@Suite("Event stream parsing")
struct EventStreamParserTests {
    /// The events of `text`, fed in chunks of `chunk` bytes.
    static func events(_ text: String, chunk: Int = .max) -> [ServerSentEvent] {
        var parser = EventStreamParser()
        var events: [ServerSentEvent] = []
        let bytes = Array(text.utf8)
        var start = 0
        while start < bytes.count {
            let end = min(bytes.count, start + chunk)
            parser.feed(bytes[start..<end]) { events.append($0) }
            start = end
        }
        return events
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let text: String
        let expected: [ServerSentEvent]
        var testDescription: String { name }
    }

    static func event(_ data: String, type: String? = nil, id: String? = nil, retry: Int? = nil) -> ServerSentEvent {
        ServerSentEvent(type: type, data: data, id: id, retry: retry)
    }

    static let cases: [Case] = [
        Case(name: "comments are ignored", text: ": keep-alive\ndata: a\n: between\n\n", expected: [event("a")]),
        Case(name: "data lines join with LF", text: "data: one\ndata: two\ndata\n\n", expected: [event("one\ntwo\n")]),
        Case(name: "a leading BOM is dropped", text: "\u{FEFF}data: a\n\n", expected: [event("a")]),
        Case(name: "only one BOM is dropped", text: "\u{FEFF}\u{FEFF}data: a\n\ndata: b\n\n", expected: [event("b")]),
        Case(
            name: "id and a numeric retry are kept", text: "id: 7\nretry: 1500\nevent: tick\ndata: x\n\n",
            expected: [event("x", type: "tick", id: "7", retry: 1500)]),
        Case(
            name: "a non-numeric retry is ignored", text: "retry: 1.5\ndata: x\n\nretry: soon\ndata: y\n\n",
            expected: [event("x"), event("y")]),
        Case(name: "an id holding NUL is ignored", text: "id: a\u{0}b\ndata: x\n\n", expected: [event("x")]),
        Case(
            name: "a block without data is not dispatched and resets the event type",
            text: "event: ping\nid: 1\n\ndata: x\n\n", expected: [event("x")]),
        Case(name: "an empty data field dispatches an empty event", text: "data:\n\n", expected: [event("")]),
        Case(name: "CR line ends", text: "event: a\rdata: x\r\r", expected: [event("x", type: "a")]),
        Case(name: "CRLF line ends", text: "event: a\r\ndata: x\r\n\r\n", expected: [event("x", type: "a")]),
        Case(name: "mixed line ends", text: "data: 1\r\ndata: 2\rdata: 3\n\n", expected: [event("1\n2\n3")]),
        Case(name: "one leading space is stripped", text: "data:  two spaces\ndata:none\n\n", expected: [event(" two spaces\nnone")]),
        Case(name: "unknown fields are ignored", text: "foo: bar\ndata: x\n\n", expected: [event("x")]),
        Case(name: "an unfinished event at the end is discarded", text: "data: x\n\ndata: y\n", expected: [event("x")]),
        Case(name: "a colon-less field name", text: "data\n\n", expected: [event("")]),
    ]

    @Test(arguments: cases)
    func parsesByTheRules(_ testCase: Case) {
        #expect(Self.events(testCase.text) == testCase.expected)
        #expect(Self.events(testCase.text, chunk: 1) == testCase.expected)
    }

    @Test func eventsBecomeTheItemsItemSchemaChecks() {
        let events = Self.events("event: delta\nid: 3\nretry: 10\ndata: {\"t\":1}\n\ndata: plain\n\n")
        #expect(events.map(\.name) == ["delta", "message"])
        #expect(
            events.map { $0.instance.serialized() } == [
                #"{"event":"delta","data":"{\"t\":1}","id":"3","retry":10}"#, #"{"data":"plain"}"#,
            ])
    }
}
