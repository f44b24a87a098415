import Foundation

extension JSONNumber {
    /// The number that ``JSONValue/init(decoding:)`` makes of the JSON number `text`, step for step as `JSONDecoder`
    /// (swift-foundation) converts it, quirks included, so the instance reader's numbers (and every `type`, `enum`,
    /// `multipleOf` finding about them) are the same: first as `Int64` (a plain integer that fits; else a `Double`
    /// that is a whole number: below 2⁵³ taken as is, above it truncated from the `Decimal`, so `1.0000000000000001`
    /// and `12345678901234567.5` are integers), then as `Decimal`, then as a finite `Double`.
    /// `nil` when neither `Decimal` nor `Double` holds it (`1e400`).
    /// - Parameter text: a valid JSON number.
    package init?(decoderText text: String) {
        if let integer = Self.decoderInt64(text) {
            self.init(integer)
        } else if let decimal = Decimal(string: text) {
            self.init(decimal)
        } else if let double = Double(text), double.isFinite {
            self.init(double)
        } else {
            return nil
        }
    }

    /// `JSONDecoder.decode(Int64.self)` of a number: the integer parse, else through `Double`, checked against 2⁵³,
    /// else `Decimal` truncated toward zero.
    private static func decoderInt64(_ text: String) -> Int64? {
        if let integer = Int64(text) { return integer }
        guard let double = Double(text), let integer = Int64(exactly: double) else { return nil }
        if double.magnitude < 0x1p53 { return integer }
        return Decimal(string: text).flatMap(truncatedInt64)
    }

    /// `Int64` of a `Decimal` as `JSONDecoder` makes it: the significand must fit `UInt64`, the exponent is applied by
    /// repeated ×10 (failing on overflow) or ÷10 (truncating), then the sign.
    private static func truncatedInt64(_ decimal: Decimal) -> Int64? {
        guard !decimal.isNaN, var magnitude = UInt64(decimal.significand.description) else { return nil }
        if decimal.exponent < 0 {
            for _ in 0..<(-decimal.exponent) { magnitude /= 10 }
        } else {
            for _ in 0..<decimal.exponent {
                let (product, overflow) = magnitude.multipliedReportingOverflow(by: 10)
                guard !overflow else { return nil }
                magnitude = product
            }
        }
        guard let value = Int64(exactly: magnitude) else { return nil }
        return decimal.sign == .minus ? -value : value
    }
}
