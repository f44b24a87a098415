import Foundation

/// The names of the events of a `text/event-stream` body, for coverage.
package enum EventStreamNames {
    /// The distinct names of the events in `body` (`message` for events without one); empty unless `contentType` is
    /// `text/event-stream`. Gathered as the stream is read, so memory grows with the names, not with the events (a
    /// 10 MB recorded stream of 115k events held an array of every name, then a set sized for all of them).
    package static func names(in body: Data, contentType: String?) -> Set<String> {
        // Most responses are not event streams: a first letter other than `t` (of `text/event-stream`) settles it
        // without parsing the header, which `verify` would otherwise do once more for every exchange.
        guard let contentType, contentType.utf8.first(where: { $0 != 0x20 && $0 != 0x09 }).map({ $0 | 0x20 }) == UInt8(ascii: "t"),
            let type = ContentType(contentType), SequentialMediaType(type) == .eventStream
        else { return [] }
        var parser = EventStreamParser()
        var names: Set<String> = []
        parser.feed(body) { names.insert($0.name) }
        return names
    }
}
