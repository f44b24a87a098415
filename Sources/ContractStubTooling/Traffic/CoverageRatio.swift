import ContractStubCore

/// How much of something was covered: `covered` out of `total`.
public struct CoverageRatio: Sendable, Hashable {
    /// How many were exercised.
    public let covered: Int
    /// How many there are.
    public let total: Int

    /// A ratio of `covered` to `total`.
    public init(covered: Int, total: Int) {
        self.covered = covered
        self.total = total
    }

    /// `covered / total` in percent; 100 when there is nothing to cover.
    public var percent: Double { total == 0 ? 100 : Double(covered) * 100 / Double(total) }

    /// Whether the ratio reaches `minimum` percent, compared exactly (not after rounding for display).
    public func reaches(_ minimum: Double) -> Bool { Double(covered) * 100 >= minimum * Double(total) }

    /// The percent with one decimal, rounded half up: `80.0`, `64.5`.
    public var percentText: String {
        let tenths = Int((percent * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}
