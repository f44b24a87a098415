import ContractStubCore
import Foundation

/// Opens the file `verify --traffic` names as the right ``TrafficSource``, chosen by its content, not its name:
/// a document whose first member is `log` is a HAR file (``HARSource``), anything else a traffic log read line by
/// line (``TrafficLogReader``).
///
/// ```swift
/// let source = try TrafficInput.open(URL(fileURLWithPath: "capture.har"))
/// source.exchangeLabel   // "HAR entry"
/// ```
package enum TrafficInput {
    /// The source for the file at `url`.
    /// - Throws: the file system's error when it cannot be read; ``HARError`` when it is a HAR file that is not
    ///   JSON or has no `log.entries`.
    package static func open(_ url: URL) throws -> any TrafficSource {
        let file = try FileHandle(forReadingFrom: url)
        let prefix = try file.read(upToCount: HARLog.sniffedBytes) ?? Data()
        try file.close()
        guard HARLog.isHAR(prefix: prefix) else { return try TrafficLogReader(contentsOf: url) }
        return HARSource(try HARLog(data: Data(contentsOf: url, options: .alwaysMapped)))
    }
}
