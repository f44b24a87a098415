import ContractStubCore
import Foundation

/// Where a URL protocol calls its client: the thread, and run-loop mode, that called `startLoading`.
///
/// Apple's rule for URL protocols (the CustomHTTPProtocol sample's read-me; OHHTTPStubs follows it) is to call the
/// `URLProtocolClient` only on the thread that called `startLoading`, in the run-loop mode it was running, and
/// never after `stopLoading`. Apple's loader calls `startLoading` and `stopLoading` on one thread of its own that
/// runs a run loop, so a call performed there cannot interleave with `stopLoading`. Body reads, timers and the live
/// forwarder keep their own queues; only the client calls move.
///
/// swift-corelibs-foundation calls `startLoading` from a dispatch queue with no run loop running, where a call
/// scheduled on that thread's run loop would never run: there the client is called directly, from whichever queue
/// has the answer, as the corelibs loader expects (its client methods hop to the task's own queues).
struct ClientThread: @unchecked Sendable {
    // `RunLoop` is documented as not thread-safe, except for scheduling: `perform(inModes:block:)` (Core
    // Foundation's `CFRunLoopPerformBlock`) may be called from any thread, and nothing else of it is touched here.
    private let runLoop: RunLoop?
    private let mode: RunLoop.Mode

    /// The calling thread, as `startLoading` sees it.
    static func caller() -> ClientThread {
        let runLoop = RunLoop.current
        #if canImport(FoundationNetworking)
        // Only a thread that is running its run loop gets calls through it (tests drive this path on Linux);
        // the corelibs loader's queue is not one.
        guard let mode = runLoop.currentMode else { return ClientThread(runLoop: nil, mode: .default) }
        return ClientThread(runLoop: runLoop, mode: mode)
        #else
        return ClientThread(runLoop: runLoop, mode: runLoop.currentMode ?? .default)
        #endif
    }

    /// Runs `call` on this thread, in its mode, after every call scheduled before it; directly where there is no
    /// run loop to schedule on.
    func perform(_ call: @escaping @Sendable () -> Void) {
        guard let runLoop else { return call() }
        runLoop.perform(inModes: [mode], block: call)
        #if !canImport(FoundationNetworking)
        // Core Foundation queues a performed block without waking a run loop that sleeps waiting for a source
        // (`CFRunLoopPerformBlock`'s documentation). swift-corelibs-foundation's `perform` wakes it itself, and its
        // `getCFRunLoop()` is internal.
        CFRunLoopWakeUp(runLoop.getCFRunLoop())
        #endif
    }
}
