import Foundation

/// A value guarded by a lock: every read and write goes through ``withLock(_:)``.
///
/// `Synchronization.Mutex` would do, but it needs macOS 15 / iOS 18 and the package supports older systems.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    /// A lock around `value`.
    init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
