import Foundation

/// The names of the events of a `text/event-stream` body, for coverage.
package enum EventStreamNames {
    /// Each event's name in `body` (`message` for events without one), in order; empty unless `contentType` is
    /// `text/event-stream`.
    package static func names(in body: Data, contentType: String?) -> [String] {
        // Most responses are not event streams: a first letter other than `t` (of `text/event-stream`) settles it
        // without parsing the header, which `verify` would otherwise do once more for every exchange.
        guard let contentType, contentType.utf8.first(where: { $0 != 0x20 && $0 != 0x09 }).map({ $0 | 0x20 }) == UInt8(ascii: "t"),
            let type = ContentType(contentType), SequentialMediaType(type) == .eventStream
        else { return [] }
        var parser = EventStreamParser()
        var names: [String] = []
        parser.feed(body) { names.append($0.name) }
        return names
    }
}
