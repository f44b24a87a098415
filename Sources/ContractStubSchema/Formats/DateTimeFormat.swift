@_spi(ContractStubBytes) import ContractStubSyntax

/// RFC 3339 `full-date`, `full-time` and `date-time`, including leap seconds (only at 23:59:60 UTC).
enum DateTimeFormat {
    /// `full-date "T" full-time`, `T` in either case.
    static func isDateTime(_ bytes: ByteSlice) -> Bool {
        guard bytes.count > 11, bytes[10] | 0x20 == UInt8(ascii: "t") else { return false }
        return isDate(bytes[0..<10]) && isTime(bytes[11...])
    }

    /// `YYYY-MM-DD` with a day that exists in that month.
    static func isDate(_ bytes: ByteSlice) -> Bool {
        guard bytes.count == 10 else { return false }
        let start = bytes.startIndex
        guard bytes[start + 4] == UInt8(ascii: "-"), bytes[start + 7] == UInt8(ascii: "-"),
            let year = ASCII.number(bytes[start..<start + 4]), let month = ASCII.number(bytes[start + 5..<start + 7]),
            let day = ASCII.number(bytes[start + 8..<start + 10]), (1...12).contains(month), day >= 1
        else { return false }
        switch month {
        case 2: return day <= (year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28)
        case 4, 6, 9, 11: return day <= 30
        default: return day <= 31
        }
    }

    /// `HH:MM:SS[.fraction](Z|±HH:MM)`; a leap second must fall on 23:59 UTC once the offset is applied.
    static func isTime(_ bytes: ByteSlice) -> Bool {
        guard bytes.count >= 9 else { return false }
        let start = bytes.startIndex
        guard bytes[start + 2] == UInt8(ascii: ":"), bytes[start + 5] == UInt8(ascii: ":"),
            let hour = ASCII.number(bytes[start..<start + 2]), let minute = ASCII.number(bytes[start + 3..<start + 5]),
            let second = ASCII.number(bytes[start + 6..<start + 8]), hour <= 23, minute <= 59, second <= 60
        else { return false }
        var index = start + 8
        if index < bytes.endIndex, bytes[index] == UInt8(ascii: ".") {
            index += 1
            let digits = index
            while index < bytes.endIndex, ASCII.isDigit(bytes[index]) { index += 1 }
            guard index > digits else { return false }
        }
        guard index < bytes.endIndex else { return false }
        var offsetMinutes = 0
        if bytes[index] | 0x20 == UInt8(ascii: "z") {
            guard index + 1 == bytes.endIndex else { return false }
        } else {
            let sign = bytes[index]
            guard sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-"), bytes.endIndex - index == 6,
                bytes[index + 3] == UInt8(ascii: ":"), let offsetHour = ASCII.number(bytes[index + 1..<index + 3]),
                let offsetMinute = ASCII.number(bytes[index + 4..<index + 6]), offsetHour <= 23, offsetMinute <= 59
            else { return false }
            offsetMinutes = (offsetHour * 60 + offsetMinute) * (sign == UInt8(ascii: "+") ? 1 : -1)
        }
        guard second == 60 else { return true }
        let utcMinutes = ((hour * 60 + minute - offsetMinutes) % 1440 + 1440) % 1440
        return utcMinutes == 23 * 60 + 59
    }
}
