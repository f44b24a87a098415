@_spi(ContractStubSpecialized) import ContractStubSyntax
import Dispatch
import Foundation
import Testing

@testable import ContractStubServer

/// How long the soak runs, from `CONTRACTSTUB_SOAK_SECONDS`; off when unset (it takes the machine for that long).
private let soakSeconds = ProcessInfo.processInfo.environment["CONTRACTSTUB_SOAK_SECONDS"].flatMap(Int.init)

/// This process's resident memory, from `/proc/self/status` (Linux); `nil` where there is none, so the soak is
/// skipped visibly there.
enum ResidentMemory {
    static var kilobytes: Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") }
        return line.flatMap { Int($0.dropFirst("VmRSS:".count).trimmingCharacters(in: .whitespaces).split(separator: " ").first ?? "") }
    }
}

/// The mock under sustained load on loopback for `CONTRACTSTUB_SOAK_SECONDS`: keep-alive clients and new connections,
/// examples, synthesized answers and bodies checked, and resident memory sampled; after a warm-up it must stay flat.
/// Run it alone: `CONTRACTSTUB_SOAK_SECONDS=60 swift test --filter SoakTests`.
@Suite(.enabled(if: soakSeconds != nil && ResidentMemory.kilobytes != nil, "set CONTRACTSTUB_SOAK_SECONDS (Linux) to run"))
struct SoakTests {
    static let clients = 4
    /// A connection is replaced after this many requests, so connections (and their threads) come and go too.
    static let requestsPerConnection = 300

    @Test func keepsMemoryFlatUnderSustainedLoad() throws {
        let seconds = try #require(soakSeconds)
        let mock = try MockFixture(keepsLog: false)  // the log lines a long run writes would grow memory themselves
        let address = mock.address
        let requests = Locked(0)
        let failures = Locked([String]())
        let warmUp = ContinuousClock.now + .seconds(max(2, seconds / 10))
        let end = ContinuousClock.now + .seconds(seconds)
        let baseline = Locked<Int?>(nil)
        let samples = Locked([Int]())
        let body = #"{"id":3,"name":"Kit"}"#
        let exchanges: [(request: String, end: String)] = [
            ("GET /pets HTTP/1.1\r\nHost: x\r\n\r\n", "]"),
            ("GET /pets/7 HTTP/1.1\r\nHost: x\r\nPrefer: dynamic=true\r\n\r\n", "}"),
            (
                "POST /pets HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)",
                "}"
            ),
        ]
        let sampled = DispatchSemaphore(value: 0)
        let sampler = Thread {
            defer { sampled.signal() }
            while ContinuousClock.now < end {
                Thread.sleep(forTimeInterval: 1)
                guard let rss = ResidentMemory.kilobytes else { continue }
                if ContinuousClock.now >= warmUp { baseline.withLock { $0 = $0 ?? rss } }
                samples.withLock { $0.append(rss) }
            }
        }
        sampler.start()
        DispatchQueue.concurrentPerform(iterations: Self.clients) { _ in
            while ContinuousClock.now < end {
                guard let client = try? RawClient(address) else { return failures.withLock { $0.append("connect failed") } }
                for index in 0..<Self.requestsPerConnection {
                    let exchange = exchanges[index % exchanges.count]
                    client.send(exchange.request)
                    let answer = client.read(untilSeeing: exchange.end)
                    guard answer.hasPrefix("HTTP/1.1 20") else {
                        return failures.withLock { $0.append(String(answer.prefix(80))) }
                    }
                    requests.withLock { $0 += 1 }
                }
            }
        }
        sampled.wait()
        let start = try #require(baseline.withLock { $0 })
        let last = try #require(samples.withLock { $0.last })
        let peak = samples.withLock { $0.max() ?? 0 }
        let total = requests.withLock { $0 }
        print(
            "soak: \(total) requests in \(seconds) s (\(total / max(1, seconds))/s), RSS after warm-up \(start) kB, "
                + "peak \(peak) kB, last \(last) kB")
        #expect(failures.withLock { $0 }.isEmpty)
        #expect(mock.server.violationCount == 0)
        // Flat: the last sample within 4 MB of the one after warm-up. Keeping each log line (some 70 bytes a request)
        // exceeds it within 30 seconds; the server alone stayed within 100 kB in the runs so far.
        #expect(last - start < 4 * 1024, "RSS grew from \(start) kB to \(last) kB")
    }
}
