/// Values computed once per key and kept, for the first ``limit`` keys: past them a value is computed every time, so
/// callers asking with ever new keys (clients varying `Accept`, paths with ever new ids) cannot grow it without end,
/// and pay no more than a lookup for it (emptying the table when full and filling it again costs more than that).
/// Thread-safe; two threads asking for a new key at once may both compute it, so values must be pure functions of
/// their keys.
///
/// The stub's and the mock server's answers use it (``CheckedAnswer``): the spec's answer to the same question is
/// synthesized and checked once, not per request. So does routing (`RequestRouting`), once per method and path.
package final class BoundedMemo<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let table = Locked([Key: Value]())

    /// The most entries kept.
    package static var limit: Int { 512 }

    /// An empty memo.
    package init() {}

    /// The value of `key`, made by `make` the first time (a `make` that throws keeps nothing).
    package func value<Failure: Error>(for key: Key, make: () throws(Failure) -> Value) throws(Failure) -> Value {
        if let known = table.withLock({ $0[key] }) { return known }
        let made = try make()
        table.withLock { table in
            if table.count < Self.limit { table[key] = made }
        }
        return made
    }
}
