import Foundation

/// How a recording file holds its exchanges, chosen by the file's extension: `.har` (any case) is a HAR 1.2 file,
/// anything else a traffic log, one JSON object per line. The runtime's recordings and the mock server's `--record`
/// choose alike.
///
/// ```swift
/// RecordingFormat(URL(fileURLWithPath: "traffic.har"))   // .har
/// ```
package enum RecordingFormat: Sendable, Hashable {
    /// JSON Lines (``TrafficLogLine``).
    case trafficLog
    /// A HAR document (``HAREntryText``, ``HARFileWriter``).
    case har

    /// The format of the file at `url`.
    package init(_ url: URL) {
        self = url.pathExtension.lowercased() == "har" ? .har : .trafficLog
    }
}
