import ContractStubCore

extension DiffRule {
    // MARK: Lifecycle (deprecated, x-sunset, x-stability-level)

    /// A deprecated operation was removed before its `x-sunset` date.
    package static let operationRemovedBeforeSunset = DiffRule(
        id: "diff.operation.removed-before-sunset", severity: .breaking,
        summary: "A deprecated operation was removed before its sunset date.")
    /// A deprecated operation was removed on or after its `x-sunset` date, as announced.
    package static let operationRetired = DiffRule(
        id: "diff.operation.retired", severity: .info, summary: "A deprecated operation was removed after its sunset date.")
    /// A deprecated parameter was removed before its `x-sunset` date.
    package static let parameterRemovedBeforeSunset = DiffRule(
        id: "diff.parameter.removed-before-sunset", severity: .breaking,
        summary: "A deprecated parameter was removed before its sunset date.")
    /// Something still deprecated lost its `x-sunset` date, or the date moved earlier.
    package static let sunsetChanged = DiffRule(
        id: "diff.sunset.changed", severity: .breaking, summary: "A sunset date was deleted or moved earlier.")
    /// A deprecation gives less notice than `--deprecation-days`, or no `x-sunset` date when notice is required.
    package static let sunsetTooSoon = DiffRule(
        id: "diff.sunset.too-soon", severity: .breaking,
        summary: "Something was deprecated with a sunset date sooner than --deprecation-days allows, or with none.")
    /// An `x-sunset` that is not a date, or an `x-stability-level` that is not draft, alpha, beta or stable.
    package static let lifecycleInvalid = DiffRule(
        id: "diff.lifecycle.invalid", severity: .breaking, summary: "An x-sunset or x-stability-level cannot be read.")
    /// An operation's or property's `x-stability-level` went down (e.g. stable to beta).
    package static let stabilityDecreased = DiffRule(
        id: "diff.stability.decreased", severity: .breaking, summary: "A stability level decreased.")
}
