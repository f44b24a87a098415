import Foundation
import Testing

@testable import ContractStubCLI

/// A command lets its large graph go without delaying its report: freed on a background thread where the process goes
/// on, left to the exit in the tool's own process.
@Suite struct BackgroundTeardownTests {
    final class Graph: Sendable {}

    /// Sees whether a graph is still alive without keeping it so.
    final class Watcher: @unchecked Sendable {
        weak var graph: Graph?

        init(_ graph: Graph?) {
            self.graph = graph
        }
    }

    static func output(exitsAfter: Bool) -> CommandOutput {
        CommandOutput(standardOutput: { _ in }, standardError: { _ in }, processExitsAfterCommand: exitsAfter)
    }

    @Test func whereTheProcessGoesOnTheGraphIsFreed() async throws {
        var graph: Graph? = Graph()
        let watcher = Watcher(graph)
        BackgroundTeardown.release(&graph, in: Self.output(exitsAfter: false))
        #expect(graph == nil)
        for _ in 0..<500 where watcher.graph != nil { try await Task.sleep(for: .milliseconds(10)) }
        #expect(watcher.graph == nil)
    }

    @Test func inTheToolsOwnProcessTheGraphIsLeftToTheExit() async throws {
        var graph: Graph? = Graph()
        let watcher = Watcher(graph)
        BackgroundTeardown.release(&graph, in: Self.output(exitsAfter: true))
        #expect(graph == nil)
        try await Task.sleep(for: .milliseconds(50))
        #expect(watcher.graph != nil)
    }

    @Test func onlyTheProcessOutputExitsAfterTheCommand() {
        #expect(CommandOutput.process.processExitsAfterCommand)
        #expect(!CommandOutput(standardOutput: { _ in }, standardError: { _ in }).processExitsAfterCommand)
    }
}
