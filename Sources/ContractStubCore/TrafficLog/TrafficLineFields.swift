/// The members of a traffic-log line that ``TrafficLog`` reads, found by one validating scan of the line and not
/// yet interpreted: the `request` and `response` values and, when they are objects, their fields.
///
/// Unknown members are checked as JSON and skipped; when a member appears twice the last one counts.
struct TrafficLineFields {
    /// The fields of a `request` or `response` object that are read (each `nil` when absent).
    struct Message {
        var method, url, headers, body, bodyBase64, bodyVisible, status: TrafficLineScanner.Token?

        /// Each field by its member name.
        nonisolated(unsafe) static let names: [(StaticString, WritableKeyPath<Message, TrafficLineScanner.Token?>)] = [
            ("method", \.method), ("url", \.url), ("headers", \.headers), ("body", \.body), ("bodyBase64", \.bodyBase64),
            ("bodyVisible", \.bodyVisible), ("status", \.status),
        ]
    }

    /// The top-level value when it is not an object (then nothing else is read).
    var nonObject: TrafficLineScanner.Token?
    /// The `request` member.
    var request: TrafficLineScanner.Token?
    /// Its fields, when it is an object.
    var requestFields = Message()
    /// The `response` member.
    var response: TrafficLineScanner.Token?
    /// Its fields, when it is an object.
    var responseFields = Message()

    /// Scans the whole line.
    /// - Throws: ``TrafficLineScanner/SyntaxError`` when the line is not JSON.
    init(scanning scanner: inout TrafficLineScanner) throws(TrafficLineScanner.SyntaxError) {
        scanner.skipWhitespace()
        if scanner.next == UInt8(ascii: "{") {
            try scanner.object { scanner, key throws(TrafficLineScanner.SyntaxError) in
                if scanner.matches(key, "request") {
                    (request, requestFields) = try Self.message(&scanner)
                } else if scanner.matches(key, "response") {
                    (response, responseFields) = try Self.message(&scanner)
                } else {
                    return false
                }
                return true
            }
        } else {
            nonObject = try scanner.value()
        }
        scanner.skipWhitespace()
        if scanner.next != nil { throw scanner.failure("the line goes on after its JSON value\(scanner.found)") }
    }

    /// Reads a `request` or `response` value, picking out the fields when it is an object.
    private static func message(
        _ scanner: inout TrafficLineScanner
    ) throws(TrafficLineScanner.SyntaxError) -> (TrafficLineScanner.Token, Message) {
        guard scanner.next == UInt8(ascii: "{") else { return (try scanner.value(depth: 1), Message()) }
        let start = scanner.position
        var fields = Message()
        try scanner.object(depth: 1) { scanner, key throws(TrafficLineScanner.SyntaxError) in
            guard let field = Message.names.first(where: { scanner.matches(key, $0.0) })?.1 else { return false }
            fields[keyPath: field] = try scanner.value(depth: 2)
            return true
        }
        return (TrafficLineScanner.Token(kind: .object, range: start..<scanner.position), fields)
    }
}
