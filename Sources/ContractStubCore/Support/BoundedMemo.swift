/// Values computed once per key and kept, for the first ``limit`` keys: past them a value is computed every time, so
@_spi(ContractStubSpecialized) import ContractStubSyntax

/// callers asking with ever new keys (clients varying `Accept`, paths with ever new ids) cannot grow it without end,
/// and pay no more than a lookup for it (emptying the table when full and filling it again costs more than that).
/// Thread-safe; two threads asking for a new key at once may both compute it, so values must be pure functions of
/// their keys.
///
/// The stub's and the mock server's answers use it (``CheckedAnswer``): the spec's answer to the same question is
/// synthesized and checked once, not per request. So does routing (`RequestRouting`), once per method and path.
///
/// It is `public` only as SPI (`@_spi(ContractStubSpecialized)`), with `@inlinable` lookups, so that the modules that
/// keep memos (the runtime, the mock server) specialize them for their keys (see ``Locked``).
@_spi(ContractStubSpecialized)
public final class BoundedMemo<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    @usableFromInline let table = Locked([Key: Value]())

    /// The most entries kept.
    @inlinable
    public static var limit: Int { 512 }

    /// An empty memo.
    public init() {}

    /// The value of `key`, made by `make` the first time (a `make` that throws keeps nothing).
    @inlinable
    public func value<Failure: Error>(for key: Key, make: () throws(Failure) -> Value) throws(Failure) -> Value {
        if let known = table.withLock({ $0[key] }) { return known }
        let made = try make()
        table.withLock { table in
            if table.count < Self.limit { table[key] = made }
        }
        return made
    }
}
