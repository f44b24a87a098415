/// Placeholder until the CLI lands.
public enum CommandLineTool {
    /// Runs the tool with `arguments` (without the program name) and returns the exit status.
    public static func run(_ arguments: [String]) -> Int32 { 0 }
}
