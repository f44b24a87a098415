import ContractStubCore
import Foundation

#if canImport(Testing)
import Testing
#endif

/// One response the contract allows for an operation and status, under a stable, readable name: the stub's
/// default response (`default`), or that response with one change to its body (`[0].tag=absent`, `owner=null`,
/// `pet.kind=Cat`; see ``ContractStub/ContractStub/responseVariants(for:status:)``).
///
/// Give one to a stub with ``ContractStub/ContractStub/respond(to:with:delay:)``, and run the client's code under
/// ``check(fileID:filePath:line:column:_:)`` so that a failure names the variant and shows its body.
public struct ResponseVariant: Sendable, Hashable, CustomStringConvertible {
    /// The operation, as the test named it (`listPets`, `GET /pets`).
    public let operation: String
    /// The variant's name, stable across runs.
    public let name: String
    /// The whole response: status, headers and body.
    public let response: HTTPResponse

    /// The response body.
    package var body: Data { response.body }

    /// The name.
    public var description: String { name }

    /// "variant '[0].tag=absent' of listPets (200): […]": the name, the operation and the body, for failures.
    package var details: String {
        let text = String(data: body, encoding: .utf8) ?? "\(body.count) bytes"
        return "variant '\(name)' of \(operation) (\(response.status)): \(text)"
    }

    /// Runs `body` (the client's code, against a stub answering with this variant); an error it throws fails the
    /// current test (Swift Testing or XCTest) at the caller, naming the variant and showing its body.
    public func check(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        _ body: () async throws -> Void
    ) async {
        do {
            try await body()
        } catch {
            IssueReporter.fail("\(error) on \(details)", fileID: fileID, filePath: filePath, line: line, column: column)
        }
    }
}

#if canImport(Testing)
extension ResponseVariant: CustomTestStringConvertible {
    /// The name, so each case of `@Test(arguments:)` is listed under its variant.
    public var testDescription: String { name }
}
#endif
