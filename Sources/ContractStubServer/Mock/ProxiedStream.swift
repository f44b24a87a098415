@_spi(ContractStubSpecialized) import ContractStubSyntax
import Foundation

/// A stream the upstream is sending in proxy mode, forwarded while it arrives: each item goes to the client as one chunk
/// as soon as the upstream's `URLSession` has delivered it whole (the start of the next held back until it is whole
/// too: ``StreamChunks/completeLength(of:contentType:)``; what is held when the stream stops is sent as it is), and is
/// checked against the contract as it passes (``ResponseStreamCheck``). Its findings are reported as they are found
/// (``observe(findings:end:)``); when the stream is over (complete, cut by the upstream, or the client gone, which
/// cancels the upstream request), the whole exchange, with the body forwarded and every finding, is reported for the
/// log, the violation list and the recording. Thread-safe.
final class ProxiedStream: HTTPBodySource {
    private let transfer: UpstreamTransfer
    private let state: Locked<State>
    private let observers = Locked(Observers())

    fileprivate struct State {
        /// The exchange as it stands: the head, the body forwarded so far and the findings so far.
        var exchange: MockExchange
        /// The bytes forwarded so far.
        var body = Data()
        /// The bytes received but not forwarded yet: the start of an item not whole yet.
        var held = Data()
        /// Whole items received, each to be sent as one chunk.
        var ready: [Data] = []
        var check: ResponseStreamCheck
        /// Why the stream stopped before its end, for the log.
        var cut: String?
        var finished = false
    }

    private struct Observers {
        var findings: @Sendable ([Diagnostic]) -> Void = { _ in }
        var end: @Sendable (MockExchange) -> Void = { _ in }
    }

    /// The stream of `transfer`, answering the exchange `exchange` (its response the head, its findings those about the
    /// request and the head), its items checked by `check`.
    init(_ transfer: UpstreamTransfer, exchange: MockExchange, check: ResponseStreamCheck) {
        self.transfer = transfer
        state = Locked(State(exchange: exchange, check: check))
    }

    /// Calls `findings` with the findings about each item as soon as it is checked, and `end` with the whole exchange
    /// when the stream is over; set before the stream is sent.
    func observe(findings: @escaping @Sendable ([Diagnostic]) -> Void, end: @escaping @Sendable (MockExchange) -> Void) {
        observers.withLock { $0 = Observers(findings: findings, end: end) }
    }

    func next(waitingAtMost timeout: Duration) -> HTTPBodyPiece {
        if let item = state.withLock({ $0.nextReady() }) { return .bytes(item) }
        let piece = transfer.next(waitingAtMost: timeout)
        let data: Data
        switch piece {
        case .pending: return .pending
        case .data(let bytes): data = bytes
        case .end, .failed:
            // Stopped: what is held goes first, as it is.
            if let rest = state.withLock({ $0.releasingHeld() }) { return .bytes(rest) }
            guard case .failed(let reason) = piece else { return .end }
            state.withLock { $0.cut = "upstream: the stream stopped before its end: \(reason)" }
            return .cut
        }
        let found = state.withLock { state in
            state.receive(data, contentType: state.exchange.response?.headers["Content-Type"])
            let found = state.check.feed(data)
            state.exchange.findings += found
            return found
        }
        if !found.isEmpty { observers.withLock { $0.findings }(found) }
        return state.withLock { $0.nextReady() }.map(HTTPBodyPiece.bytes) ?? .pending
    }

    func finish(clientGone: Bool) {
        if clientGone { transfer.cancel() }
        let exchange: MockExchange? = state.withLock { state in
            guard !state.finished else { return nil }
            state.finished = true
            if clientGone { state.cut = "the client closed the connection mid-stream; the upstream request was cancelled" }
            // The end of a stream cut short is not checked: its last item and its length are the cut's, not the upstream's.
            if state.cut == nil { state.exchange.findings += state.check.finish() }
            var exchange = state.exchange
            exchange.response?.body = state.body
            exchange.note = state.cut
            exchange.stream = nil
            return exchange
        }
        guard let exchange else { return }
        observers.withLock { $0.end }(exchange)
    }
}

extension ProxiedStream.State {
    /// Takes `data` in: the whole items it completes become ready, one chunk each.
    fileprivate mutating func receive(_ data: Data, contentType: String?) {
        held.append(data)
        let complete = StreamChunks.completeLength(of: held, contentType: contentType)
        guard complete > 0 else { return }
        ready += StreamChunks.split(held.prefix(complete), contentType: contentType)
        held = Data(held.dropFirst(complete))
    }

    /// The next whole item, marked forwarded.
    fileprivate mutating func nextReady() -> [UInt8]? {
        guard !ready.isEmpty else { return nil }
        let item = ready.removeFirst()
        body.append(item)
        return [UInt8](item)
    }

    /// What is held, marked forwarded; `nil` when nothing is.
    fileprivate mutating func releasingHeld() -> [UInt8]? {
        guard !held.isEmpty else { return nil }
        defer { held = Data() }
        body.append(held)
        return [UInt8](held)
    }
}
