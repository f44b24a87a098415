import Dispatch

/// Times closures several times and keeps each one's median, the figure benchmarks quote on noisy machines.
///
/// Runs are interleaved round-robin (A B C, A B C, …) so that background load drifting during a run hits
/// the floors and the measured code alike, which keeps the ratios between them meaningful.
struct Stopwatch {
    /// How many timed rounds (after one untimed warm-up round).
    let iterations: Int

    /// The median wall time of each closure, in seconds, in the order given.
    func medians(_ bodies: [() throws -> Void]) throws -> [Double] {
        for body in bodies { try body() }
        var samples = Array(repeating: [Double](), count: bodies.count)
        for _ in 0..<iterations {
            for (index, body) in bodies.enumerated() {
                let start = DispatchTime.now().uptimeNanoseconds
                try body()
                samples[index].append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            }
        }
        return samples.map { $0.sorted()[$0.count / 2] }
    }
}
