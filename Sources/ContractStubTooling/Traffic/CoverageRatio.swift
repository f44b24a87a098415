import ContractStubCore

/// How much of something was covered: `covered` out of `total`.
package struct CoverageRatio: Sendable, Hashable {
    /// How many were exercised.
    package let covered: Int
    /// How many there are.
    package let total: Int

    /// `covered / total` in percent; 100 when there is nothing to cover.
    package var percent: Double { total == 0 ? 100 : Double(covered) * 100 / Double(total) }

    /// Whether the ratio reaches `minimum` percent, compared exactly (not after rounding for display).
    package func reaches(_ minimum: Double) -> Bool { Double(covered) * 100 >= minimum * Double(total) }

    /// The percent with one decimal, rounded half up: `80.0`, `64.5`.
    package var percentText: String {
        let tenths = Int((percent * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}
