import ContractStubCore

extension ContractStub {
    /// Where a ``ContractStub``'s answers come from. Every mode checks each request against the contract first,
    /// and every answer against the contract before the client sees it.
    ///
    /// Only ``live`` and ``record`` reach the network, and only because the test asked for them in code or the
    /// run set `CONTRACTSTUB_MODE` (see ``modeEnvironmentKey``).
    public enum Mode: String, Sendable, CaseIterable {
        /// Answers come from the contract (examples or synthesized bodies) or from what the test configured.
        /// The default; nothing leaves the process.
        case stub
        /// Each request is sent to the real server through an inner `URLSession` (see ``LiveOptions``); its
        /// response is checked against the contract, and violations are reported as coming from the server.
        case live
        /// ``live``, and every exchange is also written to the test's fixture file (see ``Fixture``), with
        /// sensitive headers redacted.
        case record
        /// Answers come from the test's fixture file, re-checked against the **current** contract; a request
        /// without a recording fails with `stub.replay.unrecorded`. Nothing leaves the process.
        case replay

        /// Whether this mode sends requests to a real server.
        package var reachesNetwork: Bool { self == .live || self == .record }
    }

    /// The environment variable that sets the mode of every stub in a run, whatever the code says:
    /// `CONTRACTSTUB_MODE=stub|live|record|replay`. Any other value is a violation (`stub.mode.invalid`) of each
    /// stub, which then keeps the mode its code gave.
    public static let modeEnvironmentKey = "CONTRACTSTUB_MODE"
}

extension ContractStub.Mode {
    /// The mode in force: `environment`'s ``ContractStub/modeEnvironmentKey`` when set, else `requested`.
    /// - Returns: the mode, and a diagnostic when the variable holds something that is not a mode.
    static func resolved(requested: Self, environment: [String: String]) -> (mode: Self, problem: Diagnostic?) {
        guard let raw = environment[ContractStub.modeEnvironmentKey]?.trimmingCharacters(in: .whitespaces), !raw.isEmpty else {
            return (requested, nil)
        }
        if let mode = Self(rawValue: raw.lowercased()) { return (mode, nil) }
        let known = allCases.map(\.rawValue).joined(separator: ", ")
        let problem = Diagnostic(
            .error, code: .stubModeInvalid,
            message: "\(ContractStub.modeEnvironmentKey)='\(raw)' is not a mode (\(known)); the stub runs in '\(requested.rawValue)' mode")
        return (requested, problem)
    }
}
