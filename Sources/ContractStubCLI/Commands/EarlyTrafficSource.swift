import ContractStubCore
import ContractStubTooling
import Dispatch
import Foundation

/// A traffic file opened, and its first batch read, on another thread while the spec loads: `verify` needs the
/// spec before it checks anything, but not to read the log. Whoever takes the source waits for that work, and an
/// error opening or reading the file is thrown only then, so it is still reported after the spec's own errors.
final class EarlyTrafficSource: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    /// Written once by the reading thread before it signals `done`; read only after waiting for it.
    private var opened: Result<(source: any TrafficSource, first: (any TrafficSourceBatch)?), any Error> = .failure(CancellationError())

    /// Starts opening the traffic file at `url` and reading its first batch.
    init(url: URL) {
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            opened = Result {
                let source = try TrafficInput.open(url)
                return (source, try source.nextExchanges())
            }
            done.signal()
        }
    }

    /// The source, giving the batch already read first; waits for it. Call once.
    /// - Throws: what opening or reading the file threw.
    func take() throws -> any TrafficSource {
        done.wait()
        let (source, first) = try opened.get()
        return Prefetched(source, first: first)
    }

    /// A source whose first batch was read ahead.
    private final class Prefetched: TrafficSource {
        private let source: any TrafficSource
        private var first: (any TrafficSourceBatch)?
        private var gaveFirst = false

        init(_ source: any TrafficSource, first: (any TrafficSourceBatch)?) {
            self.source = source
            self.first = first
        }

        var exchangeLabel: String { source.exchangeLabel }
        var isCapture: Bool { source.isCapture }

        func nextExchanges() throws -> (any TrafficSourceBatch)? {
            guard gaveFirst else {
                gaveFirst = true
                defer { first = nil }
                return first
            }
            return try source.nextExchanges()
        }
    }
}
