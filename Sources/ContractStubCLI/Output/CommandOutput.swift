import Foundation

/// Where a command writes: standard output for results and help, standard error for errors.
/// Tests pass closures that collect the text.
package struct CommandOutput: Sendable {
    /// Writes to standard output.
    package var standardOutput: @Sendable (String) -> Void
    /// Writes to standard error.
    package var standardError: @Sendable (String) -> Void
    /// Whether the command runs in a process of its own that exits when it returns (the `contractstub` executable),
    /// so that a large object graph can be left to the exit instead of freed (``BackgroundTeardown``).
    package var processExitsAfterCommand: Bool

    /// An output with these two writers, in a process that goes on after the command (a test's).
    package init(
        standardOutput: @escaping @Sendable (String) -> Void, standardError: @escaping @Sendable (String) -> Void,
        processExitsAfterCommand: Bool = false
    ) {
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.processExitsAfterCommand = processExitsAfterCommand
    }

    /// The process's own standard output and standard error; the process exits after the command.
    package static let process = CommandOutput(
        standardOutput: { text in FileHandle.standardOutput.write(Data(text.utf8)) },
        standardError: { text in FileHandle.standardError.write(Data(text.utf8)) },
        processExitsAfterCommand: true
    )
}
