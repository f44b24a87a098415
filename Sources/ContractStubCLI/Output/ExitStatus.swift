/// The exit statuses every command uses.
package enum ExitStatus: Int32, Sendable {
    /// Nothing wrong (warnings allowed).
    case ok = 0
    /// The contract has problems (errors found, breaking changes, violations).
    case problemsFound = 1
    /// The command line is wrong or an input cannot be read.
    case usageOrInput = 2
}
