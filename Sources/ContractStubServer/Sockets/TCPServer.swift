@_spi(ContractStubSpecialized) import ContractStubSyntax
import Dispatch
import Foundation

/// Accepts TCP connections on one address and runs `handler` for each on a thread of its own (a blocking read must not
/// hold a Dispatch worker), until ``stop()``: then it stops accepting, wakes every open connection's blocked read
/// (`shutdown(2)`), and waits for every handler to return.
final class TCPServer: Sendable {
    /// The bound address, with the port the system chose for port 0.
    var address: SocketAddress { listener.address }

    private let listener: ListeningSocket
    private let handler: @Sendable (SocketConnection) -> Void
    private let running = DispatchGroup()
    private let state = Locked(State())

    private struct State {
        var started = false
        var stopping = false
        var open: [Int32: SocketConnection] = [:]
    }

    /// Binds `address` and listens; nothing is accepted before ``start()``.
    /// - Throws: ``SocketError`` when the address cannot be bound.
    init(_ address: SocketAddress, handler: @escaping @Sendable (SocketConnection) -> Void) throws(SocketError) {
        listener = try ListeningSocket(address)
        self.handler = handler
    }

    /// Starts accepting, on a thread of its own (once; not after ``stop()``).
    func start() {
        let first = state.withLock { state in
            defer { state.started = true }
            return !state.started && !state.stopping
        }
        guard first else { return }
        running.enter()
        Self.spawn { [self] in
            defer { running.leave() }
            while !state.withLock({ $0.stopping }) {
                guard let connection = listener.accept(waitingAtMost: 100) else { continue }
                serve(connection)
            }
            listener.close()
        }
    }

    /// Stops accepting, ends the open connections and returns once every handler has; a second call only waits.
    func stop() {
        let (open, started, wasStopping) = state.withLock { state in
            defer { state.stopping = true }
            return (Array(state.open.values), state.started, state.stopping)
        }
        for connection in open { connection.shutdown() }
        // Never started: no accepting thread will close the socket, so close it here (once).
        if !started, !wasStopping { listener.close() }
        running.wait()
    }

    /// Runs the handler for `connection` on a new thread, and closes the connection after it.
    private func serve(_ connection: SocketConnection) {
        let admitted = state.withLock { state in
            if state.stopping { return false }
            state.open[connection.descriptor] = connection
            return true
        }
        guard admitted else { return connection.close() }
        running.enter()
        Self.spawn { [self] in
            handler(connection)
            state.withLock { _ = $0.open.removeValue(forKey: connection.descriptor) }
            connection.close()
            running.leave()
        }
    }

    /// Starts a thread running `body` (4 MB of stack, like a main thread, for the engine's recursion on deep bodies).
    private static func spawn(_ body: @escaping @Sendable () -> Void) {
        let thread = Thread(block: body)
        thread.stackSize = 4 << 20
        thread.start()
    }
}
