import Foundation

/// Where a command writes: standard output for results and help, standard error for errors.
/// Tests pass closures that collect the text.
package struct CommandOutput: Sendable {
    /// Writes to standard output.
    package var standardOutput: @Sendable (String) -> Void
    /// Writes to standard error.
    package var standardError: @Sendable (String) -> Void

    /// An output with these two writers.
    package init(standardOutput: @escaping @Sendable (String) -> Void, standardError: @escaping @Sendable (String) -> Void) {
        self.standardOutput = standardOutput
        self.standardError = standardError
    }

    /// The process's own standard output and standard error.
    package static let process = CommandOutput(
        standardOutput: { text in FileHandle.standardOutput.write(Data(text.utf8)) },
        standardError: { text in FileHandle.standardError.write(Data(text.utf8)) }
    )
}
