import Foundation
import Synchronization

// The checker must report exactly the two lines marked PLANTED and nothing else.

/// PLANTED 1: String.init(validating:as:) is macOS 15, iOS 18, tvOS 18, watchOS 11.
public func decode(_ bytes: [UInt8]) -> String? {
    String(validating: bytes, as: UTF8.self)  // PLANTED
}

/// PLANTED 2: Synchronization.Mutex is macOS 15, iOS 18, tvOS 18, watchOS 11 (its initializer inherits that).
public final class Counter: Sendable {
    let storage = Mutex(0)  // PLANTED
}

/// Guarded by `if #available` on every platform: passes.
public func guardedDecode(_ bytes: [UInt8]) -> String? {
    if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, *) {
        return String(validating: bytes, as: UTF8.self)
    } else {
        return String(bytes: bytes, encoding: .utf8)
    }
}

/// Guarded by `guard #available`: the rest of the function passes.
public func guardedLater(_ bytes: [UInt8]) -> Int {
    guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return 0 }
    let box = Mutex(bytes.count)
    return box.withLock { $0 }
}

/// Declared with sufficient availability: passes, members included.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, *)
public final class NewEnough: Sendable {
    public let lock = Mutex(0)
    public func read() -> Int { lock.withLock { $0 } }
}

@available(macOS 15, iOS 18, tvOS 18, watchOS 11, *)
extension Counter {
    public func decodeNew(_ bytes: [UInt8]) -> String? { String(validating: bytes, as: UTF8.self) }
}

/// The else branch of `#unavailable` is guarded: passes.
public func inverted(_ bytes: [UInt8]) -> String? {
    if #unavailable(macOS 15, iOS 18, tvOS 18, watchOS 11) {
        return nil
    } else {
        return String(validating: bytes, as: UTF8.self)
    }
}

extension Counter {
    /// A computed property with sufficient availability: passes.
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, *)
    public var fresh: Int { Mutex(1).withLock { $0 } }
}

/// `&*` became a macOS 15 protocol requirement of FixedWidthInteger beside its older default implementation, which
/// Apple's compiler picks at these platforms: passes.
public func mix(_ value: UInt64) -> UInt64 { value &* 0x9E37_79B9_7F4A_7C15 }
