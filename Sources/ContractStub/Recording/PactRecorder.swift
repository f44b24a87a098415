import ContractStubCore
@_spi(ContractStubSpecialized) import ContractStubSyntax
import Foundation

/// Writes the exchanges of every stub that records to one Pact file (``ContractStub/recordPact(to:consumer:provider:version:)``):
/// one interaction per request shape, the whole file rewritten (atomically) each time a new shape arrives.
///
/// There is one recorder per file path in the process (``for(_:writer:)``), made by the first stub that asks and
/// keeping that stub's writer (consumer, provider, version, redaction); the file is started afresh then, so each
/// test run writes the pact anew. Writes are serialized with a lock.
final class PactRecorder: Sendable {
    /// The file written.
    let url: URL
    private let writer: PactWriter
    /// The interactions written so far, and their shapes.
    private let written = Locked((interactions: [PactWriter.Interaction](), shapes: Set<String>()))

    private static let recorders = Locked([String: PactRecorder]())

    private init(url: URL, writer: PactWriter) {
        self.url = url
        self.writer = writer
    }

    /// The recorder of the file at `url`, made with `writer` on first use (the file is then started afresh).
    static func `for`(_ url: URL, writer: @autoclosure () -> PactWriter) -> PactRecorder {
        let key = url.standardizedFileURL.path
        return recorders.withLock { recorders in
            if let recorder = recorders[key] { return recorder }
            let recorder = PactRecorder(url: URL(fileURLWithPath: key), writer: writer())
            recorders[key] = recorder
            recorder.write([])
            return recorder
        }
    }

    /// Adds `exchange` when its request shape is new, and rewrites the file; failures are printed to standard
    /// error, never thrown into a test.
    func append(_ exchange: TrafficExchange) {
        guard let interaction = writer.interaction(for: exchange) else { return }
        written.withLock { written in
            guard written.shapes.insert(interaction.shape).inserted else { return }
            written.interactions.append(interaction)
            write(written.interactions)
        }
    }

    private func write(_ all: [PactWriter.Interaction]) {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data((writer.document(all).serialized(pretty: true) + "\n").utf8).write(to: url, options: .atomic)
        } catch {
            FileHandle.standardError.write(Data("ContractStub: cannot write the pact \(url.path): \(error.localizedDescription)\n".utf8))
        }
    }
}
