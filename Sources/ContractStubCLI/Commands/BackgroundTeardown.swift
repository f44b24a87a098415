import Dispatch

/// Frees the last reference to a large object graph without delaying the command: freeing a big contract (every
/// JSON node, model value and compiled schema) costs 4% of a `validate`'s instructions.
///
/// In the `contractstub` process, which exits when the command returns, the graph is not freed at all: the memory
/// goes back with the process (as compilers leave theirs). Where the process goes on (tests), the last reference goes
/// to a background thread, so that freeing overlaps the command's remaining work.
enum BackgroundTeardown {
    /// Takes `object` out of the caller's variable and lets it go as `output`'s process allows; the caller must hold
    /// no other reference to it. For a background release, the reference moves into a box that only the background
    /// block empties, so the release happens there even when the block runs before this function returns.
    static func release<Object: AnyObject & Sendable>(_ object: inout Object?, in output: CommandOutput) {
        guard !output.processExitsAfterCommand else {
            if let object = object.take() { _ = Unmanaged.passRetained(object) }
            return
        }
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
