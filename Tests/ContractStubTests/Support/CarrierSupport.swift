import Foundation

@testable import ContractStub

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension Petstore {
    /// A petstore stub that installs only `carriers` into its sessions.
    static func stub(carriers: StubCarriers) throws -> ContractStub {
        ContractStub(try contract(), options: .init(), environment: [:], carriers: carriers)
    }
}

extension URLSession {
    /// `data(for:)` as Apple's loader runs it: the session's `httpAdditionalHeaders` are part of the request a
    /// URL protocol sees. swift-corelibs-foundation adds them only in its own HTTP protocol, so on Linux they are
    /// added here, to test the header carrier alone; on Apple platforms the loader itself does it.
    func dataAsAppleSendsIt(for request: URLRequest) async throws -> (Data, URLResponse) {
        var request = request
        #if canImport(FoundationNetworking)
        for case (let name as String, let value as String) in configuration.httpAdditionalHeaders ?? [:]
        where request.value(forHTTPHeaderField: name) == nil {
            request.setValue(value, forHTTPHeaderField: name)
        }
        #endif
        return try await data(for: request)
    }
}

/// A body stream fed from another thread while the request runs, as a bound stream pair is on Apple platforms:
/// an OS pipe read through `InputStream`, written by the test.
final class FedBodyStream: @unchecked Sendable {
    private let pipe = Pipe()
    /// The stream to put in `httpBodyStream`.
    let stream: InputStream

    init() {
        stream = InputStream(fileAtPath: "/dev/fd/\(pipe.fileHandleForReading.fileDescriptor)")!
    }

    /// Writes `chunks` one by one from a thread of its own (it sleeps; the global queues must not), `pause` apart,
    /// then ends the stream.
    func feed(_ chunks: [Data], pause: Duration = .milliseconds(20)) {
        let handle = pipe.fileHandleForWriting
        Thread.detachNewThread {
            for chunk in chunks {
                Thread.sleep(forTimeInterval: pause.seconds)
                handle.write(chunk)
            }
            try? handle.close()
        }
    }

    /// Ends the stream without writing (for a test that left it open on purpose).
    func end() {
        try? pipe.fileHandleForWriting.close()
    }
}

extension Duration {
    /// In seconds.
    var seconds: TimeInterval {
        let (seconds, attoseconds) = components
        return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
    }
}
