import Foundation
import Testing

@testable import ContractStubCore

/// The event names coverage records for a recorded `text/event-stream` body: each distinct name once.
@Suite("Event stream names")
struct EventStreamNamesTests {
    @Test func eachNameOnceHoweverOftenItRepeats() {
        let repeated = String(repeating: "event: delta\ndata: {\"text\":\"a\"}\n\n", count: 10_000)
        let body = Data((repeated + "data: no name\n\n" + "event: done\ndata: [DONE]\n\n").utf8)
        let names = EventStreamNames.names(in: body, contentType: "text/event-stream; charset=utf-8")
        #expect(names == ["delta", "message", "done"])
    }

    @Test func noNamesOutsideAnEventStream() {
        let body = Data("event: delta\ndata: x\n\n".utf8)
        #expect(EventStreamNames.names(in: body, contentType: "application/json").isEmpty)
        #expect(EventStreamNames.names(in: body, contentType: nil).isEmpty)
        #expect(EventStreamNames.names(in: body, contentType: " Text/Event-Stream").count == 1)
    }
}
