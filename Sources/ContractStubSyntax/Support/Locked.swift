import Foundation

/// A value guarded by a lock: every read and write goes through `withLock(_:)`. The project's one lock helper;
/// a class that guards state of its own (spread over several properties) holds a `Locked<Void>` and calls its
/// `withLock(_:)`, which passes no value.
///
/// `Synchronization.Mutex` would do, but it needs macOS 15 / iOS 18 and the package supports older systems.
///
/// It is `public` only as SPI (`@_spi(ContractStubSpecialized)`), with `@inlinable` access: a `package` generic is not
/// specialized in another module, so every `withLock` there went through generic code that asked the runtime for
/// the metadata of its types on each call.
///
/// ```swift
/// let counter = Locked(0)
/// counter.withLock { $0 += 1 }
/// ```
@_spi(ContractStubSpecialized)
public final class Locked<Value>: @unchecked Sendable {
    @usableFromInline let lock = NSLock()
    @usableFromInline var value: Value

    /// A lock around `value`.
    public init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value; `body` must not ask this lock again.
    @inlinable
    public func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}

extension Locked where Value == Void {
    /// A lock guarding nothing but what its owner reads and writes inside `withLock(_:)`.
    public convenience init() {
        self.init(())
    }

    /// Runs `body` holding the lock; `body` must not ask this lock again.
    ///
    /// A lock guarding nothing passes no value: an `inout` access to the empty `value` is located at the object's
    /// first word, the class pointer, which generic code on other threads reads without the lock, and
    /// ThreadSanitizer reported that as a race (`contractstub generate` under `--sanitize=thread`, one run in three).
    @inlinable
    public func withLock<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}
