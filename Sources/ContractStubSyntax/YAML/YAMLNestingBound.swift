import Foundation

/// A cheap upper bound on how deep a YAML text can nest, so that only input that might nest deeply pays for a thread
/// with a large stack (the reader recurses once per level).
enum YAMLNestingBound {
    /// Levels the reader handles on any thread's stack, debug builds included.
    static let safeOnAnyStack = 64

    /// Whether the bound (flow brackets in all, plus the deepest indentation, plus the most block indicators `- `, `? `,
    /// `: ` on one line) passes `limit`; stops reading as soon as it does.
    static func exceeds(_ limit: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var brackets = 0
        var deepestIndent = 0
        var indicatorsOnLine = 0
        var mostIndicators = 0
        var index = 0
        let count = bytes.count
        while index < count {
            // The line's indentation.
            let lineStart = index
            while index < count, bytes[index] == 0x20 { index += 1 }
            deepestIndent = max(deepestIndent, index - lineStart)
            indicatorsOnLine = 0
            while index < count, bytes[index] != 0x0A {
                // Safe: index < count, the loop's condition.
                let byte = bytes[index]
                if byte == 0x5B || byte == 0x7B {
                    brackets += 1
                } else if byte == 0x2D || byte == 0x3F || byte == 0x3A, index + 1 < count, bytes[index + 1] == 0x20 {
                    indicatorsOnLine += 1
                }
                index += 1
            }
            mostIndicators = max(mostIndicators, indicatorsOnLine)
            if brackets + deepestIndent + mostIndicators > limit { return true }
            index += 1
        }
        return false
    }
}

/// Runs work on a thread with a large stack and waits for it.
enum LargeStackThread {
    /// The stack size: room for the deepest nesting the limits allow, several times over.
    static let stackSize = 256 << 20

    /// The result of `body`, run on a new thread with ``stackSize`` bytes of stack.
    static func run<T>(_ body: @escaping @Sendable () -> T) -> T {
        ThreadWork(stackSize: stackSize, body).result()
    }
}
