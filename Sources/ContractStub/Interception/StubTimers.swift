import ContractStubCore
import Dispatch

/// Where stubs schedule what must happen later (delayed answers, body-stream deadlines): a serial queue of their
/// own, so timers fire on time even when the test process keeps `DispatchQueue.global()` busy or blocked.
enum StubTimers {
    /// The queue; its blocks only hand work on, they never block.
    static let queue = DispatchQueue(label: "ContractStub.timers")
}
