/// Values computed once per key and kept, at most ``limit`` of them: the table is emptied when it is full, so callers
/// asking with ever new keys (clients varying `Accept`) cannot grow it without end. Thread-safe; two threads asking
/// for a new key at once may both compute it, so values must be pure functions of their keys.
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
            if table.count >= Self.limit { table.removeAll() }
            table[key] = made
        }
        return made
    }
}
