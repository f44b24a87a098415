@_spi(ContractStubSpecialized) import ContractStubSyntax
import Dispatch
import Foundation
import Testing

@testable import ContractStubServer

/// Where a Chromium is installed, if one is (Debian's `chromium`, or Chrome on a Mac).
enum Chromium {
    static let url: URL? = [
        "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome",
        "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
    ].lazy.map(URL.init(fileURLWithPath:)).first { FileManager.default.isExecutableFile(atPath: $0.path) }
    static let isInstalled = url != nil
}

/// `--cors` as a browser sees it: a page of another origin calls the mock with `fetch()` in headless Chromium, which
/// sends the preflight and enforces the answer; skipped (visibly) where no Chromium is installed.
@Suite(.enabled(if: Chromium.isInstalled, "no Chromium is installed"), .serialized)
struct MockBrowserTests {
    /// What the page's script writes: the status, an exposed header and the body, or why `fetch()` failed.
    static func page(calling url: URL) -> String {
        """
        <!doctype html><html><body><pre id="out">pending</pre><script>
        fetch("\(url.absoluteString)", {headers: {"Prefer": "code=200"}})
          .then(async r => { document.getElementById("out").textContent =
            "status=" + r.status + " total=" + r.headers.get("X-Total-Count") + " body=" + await r.text(); })
          .catch(e => { document.getElementById("out").textContent = "failed: " + e.name; });
        </script></body></html>
        """
    }

    /// The text the page shows once loaded in headless Chromium, the page served from a port of its own (so another
    /// origin than the mock's).
    static func run(pageCalling url: URL) throws -> String {
        let html = Data(page(calling: url).utf8)
        let pages = try HTTPServer(#require(SocketAddress(host: "127.0.0.1", port: 0))) { _ in
            HTTPAnswer(HTTPResponse(status: 200, headers: ["Content-Type": "text/html; charset=utf-8"], body: html))
        }
        pages.start()
        defer { pages.stop() }
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("chromium-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: profile) }
        let process = try ChildProcess(
            try #require(Chromium.url),
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--user-data-dir=\(profile.path)",
                "--virtual-time-budget=5000", "--dump-dom", "http://127.0.0.1:\(pages.address.port)/",
            ], capturingStandardError: false)
        // A watchdog instead of a `.timeLimit` trait (which counts the wait for a thread of the test pool too).
        DispatchQueue.global().asyncAfter(deadline: .now() + 30) { process.send(SIGTERM) }
        let dom = String(decoding: process.standardOutput.readDataToEndOfFile(), as: UTF8.self)
        _ = process.waitForExit()
        guard let start = dom.range(of: #"<pre id="out">"#), let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex)
        else { return "no page: \(dom.prefix(200))" }
        return String(dom[start.upperBound..<end.lowerBound])
    }

    @Test func aPageOfAnotherOriginReadsTheAnswerOnlyWithCORS() throws {
        let allowed = try MockFixture(spec: MockCrossOriginTests.spec, crossOrigin: true)
        #expect(try Self.run(pageCalling: allowed.url("/items")) == "status=200 total=3 body=[1,2,3]")
        #expect(allowed.log.withLock { $0 }.contains { $0.hasPrefix("preflight → 204: OPTIONS /items from http://127.0.0.1:") })

        // Without --cors the preflight reaches the spec's OPTIONS operation, whose answer allows nothing: blocked.
        let refused = try MockFixture(spec: MockCrossOriginTests.spec)
        #expect(try Self.run(pageCalling: refused.url("/items")) == "failed: TypeError")
        #expect(refused.log.withLock { $0 }.contains { $0.hasPrefix("OPTIONS /items → 200 itemOptions") })
    }
}
