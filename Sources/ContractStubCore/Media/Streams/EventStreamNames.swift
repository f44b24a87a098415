import Foundation

/// The names of the events of a `text/event-stream` body, for coverage.
package enum EventStreamNames {
    /// Each event's name in `body` (`message` for events without one), in order; empty unless `contentType` is
    /// `text/event-stream`.
    package static func names(in body: Data, contentType: String?) -> [String] {
        guard let type = contentType.flatMap(ContentType.init), SequentialMediaType(type) == .eventStream else { return [] }
        var parser = EventStreamParser()
        var names: [String] = []
        parser.feed(body) { names.append($0.name) }
        return names
    }
}
