import Foundation

/// A JSON number kept exactly as far as Foundation allows.
///
/// Integers that fit in `Int64` are stored as such; other numbers as `Decimal`
/// (38 significant digits, exponents −128…127); magnitudes beyond `Decimal` fall back to `Double`.
/// Numbers are normalised, so `1.0` and `1` are the same value.
public struct JSONNumber: Sendable, Hashable, Comparable, CustomStringConvertible {
    enum Storage: Sendable {
        case integer(Int64)
        case decimal(Decimal)
        case double(Double)
    }

    let storage: Storage

    /// An integer.
    package init(_ value: Int64) {
        storage = .integer(value)
    }

    /// An integer.
    package init(_ value: Int) {
        storage = .integer(Int64(value))
    }

    /// A decimal; stored as an integer when it is one and fits `Int64`.
    package init(_ value: Decimal) {
        if let integer = Self.exactInteger(value) {
            storage = .integer(integer)
        } else {
            storage = .decimal(value)
        }
    }

    /// A double, converted through its shortest decimal text so that `0.1` stays `0.1`.
    package init(_ value: Double) {
        if value.isFinite, value == value.rounded(), abs(value) < 9.2e18 {
            self.init(Int64(value))
        } else if value.isFinite, let decimal = Decimal(string: "\(value)", locale: Locale(identifier: "en_US_POSIX")),
            !decimal.isNaN
        {
            self.init(decimal)
        } else {
            self.init(storage: .double(value))
        }
    }

    private init(storage: Storage) {
        self.storage = storage
    }

    /// Whether the value has no fractional part.
    package var isInteger: Bool {
        switch storage {
        case .integer: return true
        case .decimal(let decimal): return decimal == Self.integralPart(of: decimal)
        case .double(let double): return double.isFinite && double == double.rounded()
        }
    }

    /// The value as `Int64`, when it is an integer in range.
    package var int64Value: Int64? {
        switch storage {
        case .integer(let integer): return integer
        case .decimal, .double: return nil
        }
    }

    /// The value as `Double` (possibly rounded).
    package var doubleValue: Double {
        switch storage {
        case .integer(let integer): return Double(integer)
        case .decimal(let decimal): return NSDecimalNumber(decimal: decimal).doubleValue
        case .double(let double): return double
        }
    }

    /// The value as `Decimal`, when it is within `Decimal`'s range.
    package var decimalValue: Decimal? {
        switch storage {
        case .integer(let integer): return Decimal(integer)
        case .decimal(let decimal): return decimal
        case .double: return nil
        }
    }

    /// Whether `self` is an integer multiple of `divisor` (JSON Schema `multipleOf`), computed exactly
    /// in decimal where both fit, so `0.3` is a multiple of `0.1`.
    package func isMultiple(of divisor: JSONNumber) -> Bool {
        if case .integer(let value) = storage, case .integer(let step) = divisor.storage, step != 0 {
            return value % step == 0
        }
        if let value = decimalValue, let step = divisor.decimalValue, step != 0 {
            var quotient = value / step
            if quotient.isNaN { return false }
            var rounded = Decimal()
            NSDecimalRound(&rounded, &quotient, 0, .plain)
            // A quotient with 38 significant digits may have lost its fraction; check by multiplying back.
            return rounded == quotient && rounded * step == value
        }
        let quotient = doubleValue / divisor.doubleValue
        return quotient.isFinite && quotient == quotient.rounded()
    }

    /// The JSON text of the number.
    public var description: String {
        switch storage {
        case .integer(let integer): return String(integer)
        case .decimal(let decimal): return decimal.description
        case .double(let double): return double.description
        }
    }

    /// Numeric equality: `1` equals `1.0`.
    public static func == (lhs: JSONNumber, rhs: JSONNumber) -> Bool {
        switch (lhs.storage, rhs.storage) {
        case (.integer(let a), .integer(let b)): return a == b
        case (.double, _), (_, .double): return lhs.doubleValue == rhs.doubleValue
        default: return lhs.decimalValue == rhs.decimalValue
        }
    }

    /// Numeric order.
    public static func < (lhs: JSONNumber, rhs: JSONNumber) -> Bool {
        switch (lhs.storage, rhs.storage) {
        case (.integer(let a), .integer(let b)): return a < b
        case (.double, _), (_, .double): return lhs.doubleValue < rhs.doubleValue
        default: return lhs.decimalValue! < rhs.decimalValue!
        }
    }

    /// Hashes by value, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        switch storage {
        case .integer(let integer): hasher.combine(integer)
        case .decimal, .double: hasher.combine(doubleValue)
        }
    }

    private static func integralPart(of value: Decimal) -> Decimal {
        var value = value
        var result = Decimal()
        NSDecimalRound(&result, &value, 0, value < 0 ? .up : .down)
        return result
    }

    private static func exactInteger(_ value: Decimal) -> Int64? {
        guard !value.isNaN, value == integralPart(of: value),
            value >= Decimal(Int64.min), value <= Decimal(Int64.max)
        else { return nil }
        return Int64(exactly: NSDecimalNumber(decimal: value).int64Value).flatMap {
            Decimal($0) == value ? $0 : nil
        }
    }
}
