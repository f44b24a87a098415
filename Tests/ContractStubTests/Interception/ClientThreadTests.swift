import Foundation
import Testing

@testable import ContractStub

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Apple's rule for URL protocols, tested as a mechanism on any platform: when the thread that calls `startLoading`
/// runs a run loop (as Apple's loader's thread does), every client call arrives on that thread, whatever queue had the
/// answer, and none arrives after `stopLoading` (called on that thread too, as Apple's loader does).
@Suite struct ClientThreadTests {
    /// A request answered at once.
    @Test func anImmediateAnswerArrivesOnTheLoadingThread() async throws {
        let calls = try await load(Petstore.request("GET", "/pets"), stub: Petstore.stub())
        #expect(calls.map(\.name) == ["response", "data", "finish"])
        #expect(calls.filter { !$0.onLoadingThread }.isEmpty, "\(calls)")
    }

    /// An answer scheduled on the stubs' timer queue.
    @Test func aDelayedAnswerArrivesOnTheLoadingThread() async throws {
        let stub = try Petstore.stub()
        stub.respond(to: "listPets", delay: .milliseconds(50))
        let calls = try await load(Petstore.request("GET", "/pets"), stub: stub)
        #expect(calls.map(\.name) == ["response", "data", "finish"])
        #expect(calls.filter { !$0.onLoadingThread }.isEmpty, "\(calls)")
    }

    /// An answer given after the request's body stream was read on a queue of its own.
    @Test func anAnswerAfterABodyStreamArrivesOnTheLoadingThread() async throws {
        var request = Petstore.request("POST", "/pets")
        request.httpBodyStream = InputStream(data: Data(#"{"id":3,"name":"Kit"}"#.utf8))
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        let stub = try Petstore.stub()
        let calls = try await load(request, stub: stub)
        #expect(calls.first?.name == "response")
        #expect(calls.last?.name == "finish")
        #expect(calls.filter { !$0.onLoadingThread }.isEmpty, "\(calls)")
        #expect(stub.exchanges.first?.request.body == Data(#"{"id":3,"name":"Kit"}"#.utf8))
    }

    /// Each item of a stream answered with an item delay.
    @Test func eachStreamItemArrivesOnTheLoadingThread() async throws {
        let stub = try ChatStreams.stub()
        stub.respond(
            to: "streamCompletion", status: 200, body: Data(StreamingTests.events.joined().utf8),
            headers: ["Content-Type": "text/event-stream"], itemDelay: .milliseconds(20))
        let calls = try await load(ChatStreams.completionRequest, stub: stub)
        #expect(calls.map(\.name) == ["response", "data", "data", "data", "finish"])
        #expect(calls.filter { !$0.onLoadingThread }.isEmpty, "\(calls)")
    }

    /// A live-mode answer, which comes from the stub's inner session and its own queues.
    @Test func aLiveAnswerArrivesOnTheLoadingThread() async throws {
        let server = try LoopbackServer { _ in .json(#"[{"id":1,"name":"Rex"}]"#) }
        let stub = ContractStub(try Petstore.contract(), options: .init(), mode: .live, environment: [:])
        let calls = try await load(URLRequest(url: server.baseURL.appendingPathComponent("v1/pets")), stub: stub)
        #expect(calls.map(\.name) == ["response", "data", "finish"])
        #expect(calls.filter { !$0.onLoadingThread }.isEmpty, "\(calls)")
        #expect(server.received.count == 1)
    }

    /// `stopLoading` before a delayed answer: nothing reaches the client, then or later.
    @Test func nothingArrivesAfterStopLoading() async throws {
        let stub = try Petstore.stub()
        stub.respond(to: "listPets", delay: .milliseconds(50))
        let calls = try await load(Petstore.request("GET", "/pets"), stub: stub, stopAfter: 0)
        #expect(calls.isEmpty, "\(calls)")
    }

    /// `stopLoading` after the first item of a stream: no later item, no finish.
    @Test func noStreamItemArrivesAfterStopLoading() async throws {
        let stub = try ChatStreams.stub()
        stub.respond(
            to: "streamCompletion", status: 200, body: Data(StreamingTests.events.joined().utf8),
            headers: ["Content-Type": "text/event-stream"], itemDelay: .milliseconds(100))
        let calls = try await load(ChatStreams.completionRequest, stub: stub, stopAfter: 2)
        #expect(calls.map(\.name) == ["response", "data"])
        #expect(calls.filter { !$0.onLoadingThread }.isEmpty, "\(calls)")
    }

    /// Runs `request` through `stub`'s protocol class, started (and, after `stopAfter` calls, stopped) on a thread
    /// that runs its run loop; returns the client calls once the load finished, or a while after it was stopped.
    private func load(_ request: URLRequest, stub: ContractStub, stopAfter: Int? = nil) async throws -> [RecordingClient.Call] {
        let configuration = URLSessionConfiguration.ephemeral
        stub.install(into: configuration)
        let protocolClass = try #require(configuration.protocolClasses?.first as? URLProtocol.Type)
        let thread = RunLoopThread()
        defer { thread.stop() }
        let client = RecordingClient(loadingThread: thread.thread)
        let loader = protocolClass.init(request: request, cachedResponse: nil, client: client)
        let box = ProtocolBox(loader: loader)
        if let stopAfter {
            client.onCall = { count in
                // Called on the loading thread, as Apple's loader calls stopLoading.
                if count == stopAfter { box.loader.stopLoading() }
            }
        }
        thread.run {
            box.loader.startLoading()
            if stopAfter == 0 { box.loader.stopLoading() }
        }
        let settled = await client.settled(within: 5, quietFor: stopAfter == nil ? 0 : 0.3)
        #expect(settled || stopAfter != nil, "the load did not finish within 5 s: \(client.calls)")
        return client.calls
    }
}

/// A thread that runs its run loop until stopped, as the thread of Apple's loader does.
private final class RunLoopThread: @unchecked Sendable {
    /// What the thread and the test share; the thread holds it until its loop ends.
    private final class State: @unchecked Sendable {
        let lock = NSCondition()
        var runLoop: RunLoop?
        var stopping = false
    }

    private let state = State()
    /// The thread.
    let thread: Thread

    init() {
        thread = Thread { [state] in
            let runLoop = RunLoop.current
            // A timer keeps the run loop from returning at once for want of sources.
            runLoop.add(Timer(timeInterval: 3_600, repeats: true) { _ in }, forMode: .default)
            state.lock.withLock {
                state.runLoop = runLoop
                state.lock.broadcast()
            }
            while !state.lock.withLock({ state.stopping }) {
                _ = runLoop.run(mode: .default, before: Date(timeIntervalSinceNow: 0.05))
            }
        }
        thread.start()
        state.lock.withLock {
            while state.runLoop == nil { state.lock.wait() }
        }
    }

    /// Runs `block` on the thread, from its run loop, and returns when it has run.
    func run(_ block: @escaping @Sendable () -> Void) {
        let done = DispatchSemaphore(value: 0)
        let runLoop = state.lock.withLock { state.runLoop! }
        runLoop.perform(inModes: [.default]) {
            block()
            done.signal()
        }
        done.wait()
    }

    /// Ends the thread's loop.
    func stop() {
        state.lock.withLock { state.stopping = true }
    }
}

/// Carries the protocol instance into blocks run on the loading thread.
private struct ProtocolBox: @unchecked Sendable {
    let loader: URLProtocol
}

/// A URL protocol client that records each call, and whether it came on the loading thread.
private final class RecordingClient: NSObject, URLProtocolClient, @unchecked Sendable {
    /// One client call.
    struct Call: CustomStringConvertible {
        let name: String
        let onLoadingThread: Bool
        var description: String { "\(name)\(onLoadingThread ? "" : " (on another thread)")" }
    }

    private let loadingThread: Thread
    private let lock = NSCondition()
    private var recorded: [Call] = []
    private var finished = false
    /// Called after each call is recorded, with the number of calls so far, on the calling thread.
    var onCall: ((Int) -> Void)?

    init(loadingThread: Thread) {
        self.loadingThread = loadingThread
    }

    /// Every call so far.
    var calls: [Call] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }

    /// Waits until the load finished or failed and then `quietFor` seconds passed with no further call, or until
    /// `timeout` seconds passed; whether it finished.
    func settled(within timeout: TimeInterval, quietFor quiet: TimeInterval) async -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        var lastCount = -1
        var quietSince = Date()
        while Date() < deadline {
            let (count, done) = lock.withLock { (recorded.count, finished) }
            if count != lastCount {
                lastCount = count
                quietSince = Date()
            }
            if (done || quiet > 0) && Date().timeIntervalSince(quietSince) >= quiet { return done }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return lock.withLock { finished }
    }

    private func record(_ name: String, finishes: Bool = false) {
        let count = lock.withLock {
            recorded.append(Call(name: name, onLoadingThread: Thread.current == loadingThread))
            if finishes { finished = true }
            return recorded.count
        }
        onCall?(count)
    }

    func urlProtocol(_ protocol: URLProtocol, wasRedirectedTo request: URLRequest, redirectResponse: URLResponse) {
        record("redirect")
    }

    func urlProtocol(_ protocol: URLProtocol, cachedResponseIsValid cachedResponse: CachedURLResponse) {
        record("cached")
    }

    func urlProtocol(_ protocol: URLProtocol, didReceive response: URLResponse, cacheStoragePolicy policy: URLCache.StoragePolicy) {
        record("response")
    }

    func urlProtocol(_ protocol: URLProtocol, didLoad data: Data) {
        record("data")
    }

    func urlProtocolDidFinishLoading(_ protocol: URLProtocol) {
        record("finish", finishes: true)
    }

    func urlProtocol(_ protocol: URLProtocol, didFailWithError error: Error) {
        record("failure", finishes: true)
    }

    func urlProtocol(_ protocol: URLProtocol, didReceive challenge: URLAuthenticationChallenge) {
        record("challenge")
    }

    func urlProtocol(_ protocol: URLProtocol, didCancel challenge: URLAuthenticationChallenge) {
        record("cancel")
    }
}
