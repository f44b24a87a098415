import Dispatch

/// Hands the last reference to a large object graph to a background thread, so freeing it (a few milliseconds for
/// a big contract: every JSON node, model value and compiled schema) overlaps the command's remaining work
/// instead of delaying it. If the process exits first, the memory goes back with the process.
enum BackgroundTeardown {
    /// Releases `object` on a background queue; the caller must hold no other reference to it.
    static func release(_ object: some AnyObject & Sendable) {
        DispatchQueue.global(qos: .utility).async { withExtendedLifetime(object) {} }
    }
}
