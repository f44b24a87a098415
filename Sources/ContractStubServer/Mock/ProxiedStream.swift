import Foundation

/// A stream the upstream is sending in proxy mode, forwarded while it arrives: each piece goes to the client as one
/// chunk as soon as the upstream's `URLSession` delivers it, and each item of the body is checked against the contract
/// as soon as it has arrived whole (``ResponseStreamCheck``). Its findings are reported as they are found
/// (``observe(findings:end:)``); when the stream is over (complete, cut by the upstream, or the client gone, which
/// cancels the upstream request), the whole exchange, with the body forwarded and every finding, is reported for the
/// log, the violation list and the recording. Thread-safe.
final class ProxiedStream: HTTPBodySource {
    private let transfer: UpstreamTransfer
    private let state: Locked<State>
    private let observers = Locked(Observers())

    private struct State {
        /// The exchange as it stands: the head, the body forwarded so far and the findings so far.
        var exchange: MockExchange
        var body = Data()
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
        switch transfer.next(waitingAtMost: timeout) {
        case .data(let data):
            let found = state.withLock { state in
                state.body.append(data)
                return state.check.feed(data)
            }
            if !found.isEmpty {
                state.withLock { $0.exchange.findings += found }
                observers.withLock { $0.findings }(found)
            }
            return .bytes([UInt8](data))
        case .pending: return .pending
        case .end: return .end
        case .failed(let reason):
            state.withLock { $0.cut = "upstream: the stream stopped before its end: \(reason)" }
            return .cut
        }
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
