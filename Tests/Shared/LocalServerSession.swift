import ContractStub
import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The `URLSession` of the tests that talk to a real server on loopback (the mock), made so that it cannot disturb the
/// runtime's `URLSession.shared` tests, which run in the same test process:
/// - it is not `URLSession.shared`, where a test may have a stub installed at that moment (one process-wide slot that
///   claims every request of the shared session);
/// - it is made after a ``ContractStub`` exists: on Linux the first `URLSession` of a process registers Foundation's own
///   protocols ahead of any class registered later, and creating a stub registers the runtime's shared-session
///   protocol first, as ``ContractStub/installInSharedSession()`` asks of every process that uses it.
enum LocalServerSession {
    static let session: URLSession = {
        let spec = Data(#"{"openapi":"3.1.0","info":{"title":"registration","version":"1"},"paths":{}}"#.utf8)
        if let contract = try? Contract(data: spec, baseURL: URL(fileURLWithPath: "/registration.json")) {
            _ = ContractStub(contract)
        }
        return URLSession(configuration: .ephemeral)
    }()
}
