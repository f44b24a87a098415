import Dispatch

/// Hands the last reference to a large object graph to a background thread, so freeing it (a few milliseconds for
/// a big contract: every JSON node, model value and compiled schema) overlaps the command's remaining work
/// instead of delaying it. If the process exits first, the memory goes back with the process.
enum BackgroundTeardown {
    /// Takes `object` out of the caller's variable and releases it on a background queue; the caller must hold no
    /// other reference to it. The reference moves into a box that only the background block empties, so the release
    /// happens there even when the block runs before this function returns.
    static func release<Object: AnyObject & Sendable>(_ object: inout Object?) {
        let box = Box(object.take())
        DispatchQueue.global(qos: .utility).async { box.empty() }
    }

    /// Holds the one reference until the background block drops it.
    private final class Box: @unchecked Sendable {
        private var object: AnyObject?

        init(_ object: AnyObject?) {
            self.object = object
        }

        /// Drops the reference; called once, on the background queue.
        func empty() {
            object = nil
        }
    }
}
