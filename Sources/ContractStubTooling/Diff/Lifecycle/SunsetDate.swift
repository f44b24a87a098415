import ContractStubCore

/// An `x-sunset` date (RFC 3339 `full-date`, or a `date-time` whose date part is read) as a day number, so dates
/// compare and count without a calendar API.
struct SunsetDate: Comparable, CustomStringConvertible {
    /// Days since 1970-01-01.
    let day: Int

    /// Reads `2026-12-31` or `2026-12-31T00:00:00Z`; `nil` for anything else.
    init?(_ text: String) {
        let utf8 = Array(text.utf8)
        guard utf8.count == 10 || (utf8.count > 10 && (utf8[10] == UInt8(ascii: "T") || utf8[10] == UInt8(ascii: "t"))),
            utf8[4] == UInt8(ascii: "-"), utf8[7] == UInt8(ascii: "-"),
            let year = Int(String(decoding: utf8[0..<4], as: UTF8.self)),
            let month = Int(String(decoding: utf8[5..<7], as: UTF8.self)),
            let day = Int(String(decoding: utf8[8..<10], as: UTF8.self)),
            (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        self.day = Self.dayNumber(year: year, month: month, day: day)
    }

    /// The day `secondsSince1970` falls on (UTC).
    init(secondsSince1970: Double) {
        day = Int((secondsSince1970 / 86_400).rounded(.down))
    }

    private init(day: Int) { self.day = day }

    /// This date moved by `days`.
    func adding(days: Int) -> SunsetDate { SunsetDate(day: day + days) }

    /// Days since 1970-01-01 of a proleptic Gregorian date (the days-from-civil algorithm).
    private static func dayNumber(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    static func < (lhs: SunsetDate, rhs: SunsetDate) -> Bool { lhs.day < rhs.day }

    /// `2026-12-31`.
    var description: String {
        // The civil-from-days algorithm, the inverse of `dayNumber`.
        let shifted = day + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let dayOfMonth = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        func pad(_ value: Int, _ width: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(dayOfMonth, 2))"
    }
}
