import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What the client under test sees when its request breaks the contract or matches no operation.
/// The violation is recorded whatever the policy.
public enum ViolationPolicy: Sendable {
    /// Answer HTTP 400 `application/problem+json` listing the violations (the default).
    case problemDetails
    /// Answer as if the request were valid (a request that matches no operation still gets the 400).
    case respondAnyway
    /// Fail the request with this error, as a network failure would.
    case failRequest(URLError)
}
