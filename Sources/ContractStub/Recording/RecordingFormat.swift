import ContractStubCore
import Foundation

/// How a recording file holds its exchanges, chosen by the file's extension: `.har` (any case) is a HAR 1.2 file,
/// anything else a traffic log, one JSON object per line.
///
/// ```swift
/// RecordingFormat(URL(fileURLWithPath: "traffic.har"))   // .har
/// ```
enum RecordingFormat: Sendable, Hashable {
    /// JSON Lines (``TrafficLogLine``).
    case trafficLog
    /// A HAR document (``HAREntryText``, ``HARFileWriter``).
    case har

    /// The format of the file at `url`.
    init(_ url: URL) {
        self = url.pathExtension.lowercased() == "har" ? .har : .trafficLog
    }
}
