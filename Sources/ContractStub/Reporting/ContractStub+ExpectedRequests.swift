import ContractStubCore

extension ContractStub {
    /// Whether the test expects its client to send requests through this stub (default `false`). When `true`, the
    /// end-of-test checks (``assertNoViolations(fileID:filePath:line:column:)``, the `.contractStub(_:)` trait and
    /// ``assertNoViolationsOnTeardown(of:fileID:filePath:line:column:)``) fail the test if the stub saw no request at
    /// all.
    ///
    /// A client that builds its own `URLSession(configuration: .default)` (or uses `URLSession.shared`) never reaches
    /// the stub: its requests go to the network, and with no exchange there is no violation either, so the test
    /// passes silently. Setting this makes that mistake a failure that says what happened:
    ///
    /// ```swift
    /// let stub = ContractStub(contract)
    /// stub.expectsRequests = true
    /// let client = PetClient()          // builds its own session: the stub sees nothing
    /// _ = try await client.allPets()
    /// stub.assertNoViolations()         // fails: "the stub saw no request …"
    /// ```
    public var expectsRequests: Bool {
        get { registry.expectsRequests }
        set { registry.expectsRequests = newValue }
    }

    /// What the end-of-test checks report when the test expects requests and the stub saw none; else `nil`.
    var missingRequestsMessage: String? {
        guard expectsRequests, exchanges.isEmpty else { return nil }
        return "ContractStub saw no request, though the test expects some (expectsRequests): the client under test may "
            + "make its own URLSession (URLSession(configuration: .default), URLSession.shared), which never reaches the "
            + "stub. Give it stub.makeSession(), or a configuration passed through stub.install(into:); for "
            + "URLSession.shared use stub.installInSharedSession()."
    }
}
