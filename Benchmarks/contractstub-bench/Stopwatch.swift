import Dispatch

/// Times a closure several times and keeps the median, the figure benchmarks quote on noisy machines.
struct Stopwatch {
    /// How many timed runs (after one untimed warm-up).
    let iterations: Int

    /// The median wall time of `body`, in seconds.
    func median(_ body: () throws -> Void) rethrows -> Double {
        try body()
        var samples: [Double] = []
        for _ in 0..<iterations {
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        samples.sort()
        return samples[samples.count / 2]
    }
}
