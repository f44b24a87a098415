/// For each `format` the validator asserts (``SchemaFormat``), the legal spelling that clients most often fail to
/// decode, under a short name: a date-time with fractional seconds (a date format written for "…59Z" rejects it) or
/// a UTC offset, an upper-case UUID, a `+` e-mail address, a URI with a query and a fragment, the largest `int32` and
/// `int64`. One shape per format (two for date-time, the most common decoding failure), to keep the variant count
/// linear in the fields. A variant is named `<path>=<format>.<shape>`: `createdAt=date-time.fraction`.
enum FormatShapes {
    /// The shapes of `format`, in a fixed order; empty for formats that are not asserted.
    static func shapes(of format: String) -> [(shape: String, value: JSONValue)] {
        guard let known = SchemaFormat(rawValue: format) else { return [] }
        switch known {
        case .dateTime:
            return [("fraction", "2024-02-29T23:59:59.123Z"), ("offset", "2024-02-29T23:59:59+05:30")]
        case .date:
            return [("leap-day", "2024-02-29")]
        case .time:
            return [("fraction", "23:59:59.123Z")]
        case .uuid:
            return [("uppercase", "F47AC10B-58CC-4372-A567-0E02B2C3D479")]
        case .email:
            return [("plus", "first.last+tag@example.com")]
        case .uri:
            return [("query", "https://example.com/a%20b?x=1&y=2#part")]
        case .ipv4:
            return [("broadcast", "255.255.255.255")]
        case .ipv6:
            return [("full", "2001:0db8:0000:0000:0000:ff00:0042:8329")]
        case .byte:
            return [("empty", "")]
        case .int32:
            return [("max", .number(JSONNumber(Int64(Int32.max))))]
        case .int64:
            return [("max", .number(JSONNumber(Int64.max)))]
        }
    }
}
