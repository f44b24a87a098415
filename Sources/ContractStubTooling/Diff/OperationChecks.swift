import ContractStubCore
import Foundation

/// Runs the checks of each operation (``DiffCheck/Scope/eachOperation``) over the operation pairs of a diff, on
/// several threads when there are enough pairs: contiguous runs of pairs, each with a context of its own (the schema
/// caches are per thread), the first on the calling thread. Every pair's changes come out in pair order whichever
/// thread found them, so the result is the same as on one thread.
enum OperationChecks {
    /// Below this many pairs, one thread does it all: starting threads would cost more than it saves.
    static let pairsPerThread = 256
    /// The most threads used.
    static let maximumThreads = 4

    /// For each check (by index in `checks`), the changes its per-operation comparison finds over `context.pairs`, in
    /// pair order; empty for checks of the documents as a whole. `threads` (tests) overrides how many threads share
    /// the pairs.
    static func run(_ checks: [DiffCheck], over context: DiffContext, threads: Int? = nil) -> [[SpecChange]] {
        let pairs = context.pairs
        let threads = max(
            1, min(pairs.count, threads ?? min(maximumThreads, ProcessInfo.processInfo.activeProcessorCount, pairs.count / pairsPerThread)))
        let runs = (0..<threads).map { run in pairs.count * run / threads..<pairs.count * (run + 1) / threads }
        let workers = runs.dropFirst().map { range in
            let slice = Array(pairs[range])
            let (old, new, policy) = (context.old, context.new, context.policy)
            // A main thread's stack: the schema comparison recurses.
            return ThreadWork(stackSize: 8 << 20) {
                changes(checks, over: DiffContext(old: old, new: new, policy: policy, pairs: slice))
            }
        }
        var found = changes(checks, over: context, pairs: runs.first.map { pairs[$0] } ?? [])
        for worker in workers {
            for (index, changes) in worker.result().enumerated() { found[index] += changes }
        }
        return found
    }

    /// The changes of each per-operation check over `pairs` (by default, all of `context`'s).
    private static func changes(
        _ checks: [DiffCheck], over context: DiffContext, pairs: ArraySlice<OperationPair>? = nil
    ) -> [[SpecChange]] {
        let pairs = pairs ?? context.pairs[...]
        return checks.map { check in
            guard case .eachOperation(let compare) = check.scope else { return [] }
            return pairs.flatMap { compare(context, $0) }
        }
    }
}
