import Foundation

/// Reads traffic logs: JSON Lines, one exchange per line (the documentation article "The traffic log format").
///
/// ```json
/// {"request":{"method":"GET","url":"https://api.example.com/v1/pets?limit=3","headers":{"Accept":"application/json"}},
///  "response":{"status":200,"headers":{"Content-Type":"application/json"},"body":"[]"}}
/// ```
/// `body` is UTF-8 text, `bodyBase64` binary; header values are strings (or arrays of strings for repeated
/// fields); header names keep their spelling and are looked up case-insensitively; unknown fields are ignored;
/// blank lines are skipped but still counted, so `exchange` indexes are 0-based line indexes. Lines end with LF or
/// CR LF; the last one may have no line break.
///
/// A line is read by one validating scan that picks out the fields above (``TrafficLineFields``) without building
/// the line as a tree; big logs are read batch by batch with ``TrafficLogReader``.
///
/// ```swift
/// let exchanges = try TrafficLog.read(Data(contentsOf: logURL))
/// for entry in exchanges { … }   // entry.line, entry.exchange
/// ```
package enum TrafficLog {
    /// The exchanges of `data`, each with its 0-based line index.
    /// - Throws: ``TrafficLogError`` naming the first line that is not a valid exchange.
    package static func read(_ data: Data) throws(TrafficLogError) -> [Entry] {
        let batch = TrafficLogBatch(bytes: [UInt8](data), firstLine: 0)
        var exchanges: [Entry] = []
        for line in batch.lines {
            exchanges.append(Entry(line: line.index, exchange: try batch.exchange(line)))
        }
        return exchanges
    }

    /// Parses one line.
    /// - Throws: ``TrafficLogError`` for `line` when it is not JSON or lacks a required field.
    package static func exchange(_ data: Data, line: Int) throws(TrafficLogError) -> TrafficExchange {
        try TrafficLineScanner.scanning(data) { scanner throws(TrafficLogError) in try exchange(scanning: scanner, line: line) }
    }

    /// Parses the line that `start` scans from its start (without its line break); `line` is its 1-based number, for
    /// errors.
    /// - Throws: ``TrafficLogError`` when it is not JSON or lacks a required field.
    package static func exchange(scanning start: TrafficLineScanner, line: Int) throws(TrafficLogError) -> TrafficExchange {
        var scanner = start
        let fields: TrafficLineFields
        do {
            fields = try TrafficLineFields(scanning: &scanner)
        } catch {
            throw TrafficLogError(line: line, message: "not a JSON object: \(error.reason) at column \(error.offset + 1)")
        }
        let values = TrafficLineValues(scanner: start, line: line)
        if let other = fields.nonObject {
            throw TrafficLogError(line: line, message: "expected a JSON object with \"request\"; found \(values.typeName(other))")
        }
        guard let request = fields.request, request.kind == .object else {
            throw TrafficLogError(line: line, message: "\"request\" is missing or not an object")
        }
        let parsedRequest = try values.request(fields.requestFields)
        var response: HTTPResponse?
        if let value = fields.response, value.kind != .null {
            response = try values.response(fields.responseFields)
        }
        return TrafficExchange(request: parsedRequest, response: response)
    }
}
