import ContractStubCore
@_spi(ContractStubSpecialized) import ContractStubSyntax
import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Appends recorded exchanges to one file, safely from any number of stubs and threads at once: as traffic-log
/// lines, or as the entries of a HAR file when the file name ends in `.har` (``RecordingFormat``).
///
/// There is one recorder per file path in the process (``for(_:)``), and it serializes its writes with a
/// lock. A traffic-log line is written with a single `write(2)` (``LineAppender``), so lines from other processes
/// appending to the same file are not interleaved with ours either. A HAR file is a complete
/// document after every append (``HARFileWriter``). The table of recorders holds only file writers, never test state.
final class TrafficRecorder: Sendable {
    /// The file appended to.
    let url: URL
    /// How exchanges are written, chosen by the file's extension.
    let format: RecordingFormat
    private let lock = Locked(())

    private static let recorders = Locked([String: TrafficRecorder]())

    private init(url: URL) {
        self.url = url
        format = RecordingFormat(url)
    }

    /// The recorder of the file at `url` (created on first use).
    static func `for`(_ url: URL) -> TrafficRecorder {
        let key = url.standardizedFileURL.path
        return recorders.withLock { recorders in
            if let recorder = recorders[key] { return recorder }
            let recorder = TrafficRecorder(url: URL(fileURLWithPath: key))
            recorders[key] = recorder
            return recorder
        }
    }

    /// Empties the file (creating it and its folders if needed), so a new recording replaces the old one; a HAR
    /// file becomes a document with no entries.
    func startAfresh() {
        lock.withLock { _ in
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(format == .har ? HARFileWriter.emptyDocument : []).write(to: url)
            } catch {
                Self.complain("cannot start the recording \(url.path): \(error.localizedDescription)")
            }
        }
    }

    /// Appends `exchange` in the file's format; failures are printed to standard error, never thrown into a test.
    func append(_ exchange: ContractExchange, redacting redaction: HeaderRedaction) {
        switch format {
        case .trafficLog: append(line: TrafficLogLine(exchange.recorded, redacting: redaction).text)
        case .har:
            appendEntry(
                HAREntryText(
                    exchange.recorded, statusText: HTTPURLResponse.localizedString(forStatusCode: exchange.response?.status ?? 0),
                    redacting: redaction, at: Date()
                ).text)
        }
    }

    /// Appends `line` and a line feed.
    private func append(line: String) {
        lock.withLock { _ in
            if let problem = LineAppender.append(line, to: url.path) { Self.complain(problem) }
        }
    }

    /// Adds `entry` to the HAR file.
    private func appendEntry(_ entry: String) {
        lock.withLock { _ in
            if let problem = HARFileWriter(path: url.path).append(entry) { Self.complain(problem) }
        }
    }

    private static func complain(_ message: String) {
        FileHandle.standardError.write(Data("ContractStub: \(message)\n".utf8))
    }
}
