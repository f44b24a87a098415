import Foundation

/// The members of a traffic-log line that ``TrafficLog`` reads, found by one validating scan of the line and not
/// yet interpreted: the `request` and `response` values and, when they are objects, their fields.
///
/// Unknown members are checked as JSON and skipped; when a member appears twice the last one counts.
package struct TrafficLineFields {
    /// The fields of a `request` or `response` object that are read (each `nil` when absent).
    package struct Message {
        package var method, url, headers, body, bodyBase64, bodyVisible, status: TrafficLineScanner.Token?
        /// The value of `body` when it is a string, decoded as it was scanned (`nil` when `body` is anything else).
        package var bodyData: Data?

        /// The fields, by member name. Looked up with a loop over raw values, not a table: a shared table's storage
        /// and key paths are reference counted on every line, from every core.
        enum Field: UInt8 {
            case method, url, headers, body, bodyBase64, bodyVisible, status

            /// The member name.
            var name: StaticString {
                switch self {
                case .method: "method"
                case .url: "url"
                case .headers: "headers"
                case .body: "body"
                case .bodyBase64: "bodyBase64"
                case .bodyVisible: "bodyVisible"
                case .status: "status"
                }
            }

            /// The field whose member name is the string token `key`.
            static func named(_ key: TrafficLineScanner.Token, in scanner: TrafficLineScanner) -> Field? {
                var raw: UInt8 = 0
                while let field = Field(rawValue: raw) {
                    if scanner.matches(key, field.name) { return field }
                    raw += 1
                }
                return nil
            }
        }

        /// The token of `field`.
        subscript(field: Field) -> TrafficLineScanner.Token? {
            get {
                switch field {
                case .method: method
                case .url: url
                case .headers: headers
                case .body: body
                case .bodyBase64: bodyBase64
                case .bodyVisible: bodyVisible
                case .status: status
                }
            }
            set {
                switch field {
                case .method: method = newValue
                case .url: url = newValue
                case .headers: headers = newValue
                case .body:
                    body = newValue
                    bodyData = nil
                case .bodyBase64: bodyBase64 = newValue
                case .bodyVisible: bodyVisible = newValue
                case .status: status = newValue
                }
            }
        }
    }

    /// The top-level value when it is not an object (then nothing else is read).
    package var nonObject: TrafficLineScanner.Token?
    /// The `request` member.
    package var request: TrafficLineScanner.Token?
    /// Its fields, when it is an object.
    package var requestFields = Message()
    /// The `response` member.
    package var response: TrafficLineScanner.Token?
    /// Its fields, when it is an object.
    package var responseFields = Message()

    /// Scans the whole line.
    /// - Throws: ``TrafficLineScanner/SyntaxError`` when the line is not JSON.
    package init(scanning scanner: inout TrafficLineScanner) throws(TrafficLineScanner.SyntaxError) {
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
            guard let field = Message.Field.named(key, in: scanner) else { return false }
            if field == .body, scanner.next == UInt8(ascii: "\"") {
                // The body's value is decoded as it is checked (it is most of the line).
                let (token, data) = try scanner.stringData()
                fields[field] = token
                fields.bodyData = data
                return true
            }
            fields[field] = try scanner.value(depth: 2)
            return true
        }
        return (TrafficLineScanner.Token(kind: .object, range: start..<scanner.position), fields)
    }
}
