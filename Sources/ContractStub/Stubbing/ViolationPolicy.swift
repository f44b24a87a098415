import ContractStubCore
import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What the client under test sees when its request breaks the contract or matches no operation.
/// The violation is recorded whatever the policy: it is in ``ContractStub/violations`` and fails the test at its end
/// (the `.contractStub(_:)` trait, ``ContractStub/assertNoViolations(fileID:filePath:line:column:)`` or the XCTest
/// teardown check), with the request, the rule and the spec pointer.
///
/// A client that decodes strictly reports a decoding error of its own on the default 400 problem document; that
/// error is a consequence, the reported violation is the cause. `problemDetails` is the default, and `failRequest`
/// an opt-in, because a 400 with a problem document is what a real server answers to a request it rejects: the
/// client's error path runs as in production, and a client or log that prints the body shows the violation. A
/// transport error instead is what clients retry or show as "offline", which hides the cause further. Choose
/// `failRequest` when a test wants the call itself to throw at once:
///
/// ```swift
/// stub.violationPolicy = .failRequest(URLError(.badServerResponse))
/// ```
public enum ViolationPolicy: Sendable {
    /// Answer HTTP 400 `application/problem+json` listing the violations (the default).
    case problemDetails
    /// Answer as if the request were valid (a request that matches no operation still gets the 400).
    case respondAnyway
    /// Fail the request with this error, as a network failure would.
    case failRequest(URLError)
}
