import Foundation
import Testing

@testable import ContractStub

/// What a stub reads from the process environment when it is made: its own variables, one by one.
@Suite struct StubEnvironmentTests {
    @Test func readsTheNamedVariablesAsTheWholeEnvironmentHasThem() {
        let whole = ProcessInfo.processInfo.environment
        let keys = ["PATH", "HOME", ContractStub.modeEnvironmentKey, ContractStub.recordEnvironmentKey, "CONTRACTSTUB_UNSET_\(UUID())"]
        #expect(ContractStub.environment(keys) == whole.filter { keys.contains($0.key) })
        #expect(ContractStub.environment(["PATH"])["PATH"] == whole["PATH"])
        #expect(ContractStub.environment([]).isEmpty)
    }
}
