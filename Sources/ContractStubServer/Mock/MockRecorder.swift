@_spi(ContractStubSpecialized) import ContractStubSyntax
import Foundation

/// Appends each exchange the mock answers to one file, redacted as the runtime's recordings are: traffic-log lines, or
/// the entries of a HAR file when its name ends in `.har` (``RecordingFormat``). Every append reaches the file before
/// it returns (one `write(2)`, or one `pwrite(2)` for HAR), so stopping the server loses nothing. Thread-safe.
final class MockRecorder: Sendable {
    /// The file written.
    let url: URL
    private let format: RecordingFormat
    private let redaction: HeaderRedaction
    private let lock = Locked()

    /// A recorder that empties the file at `url` (creating it) and redacts with `redaction`.
    /// - Throws: when the file cannot be created.
    init(_ url: URL, redaction: HeaderRedaction) throws {
        self.url = url
        format = RecordingFormat(url)
        self.redaction = redaction
        try Data(format == .har ? HARFileWriter.emptyDocument : []).write(to: url)
    }

    /// Appends `exchange`; returns what went wrong, or `nil`.
    func append(_ exchange: MockExchange) -> String? {
        lock.withLock {
            switch format {
            case .trafficLog:
                return LineAppender.append(TrafficLogLine(exchange.recorded, redacting: redaction).text, to: url.path)
            case .har:
                let statusText = exchange.response.map { HTTPResponseWriter.reasonPhrase($0.status) } ?? ""
                let entry = HAREntryText(exchange.recorded, statusText: statusText, redacting: redaction, at: Date())
                return HARFileWriter(path: url.path).append(entry.text)
            }
        }
    }
}
