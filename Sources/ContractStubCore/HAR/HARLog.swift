import Foundation

/// Reads HAR 1.2 files (HTTP Archive: what browsers' network panels, Proxyman and Charles export) into the same
/// ``TrafficLog/Entry`` values a traffic log gives, so `verify` checks both the same way.
///
/// The document is data, not a spec: it is read with the instance reader. Its syntax is checked once, then each
/// element of `log.entries` is found by a byte scan (``HAREntryRanges``) and read only when asked for
/// (``exchange(at:)``): memory follows the entries being checked, not the whole capture, and a malformed entry fails
/// alone (``HARError`` naming the entry and the field) while the others are still read. See ``HAREntryValues`` for
/// the fields read.
///
/// ```swift
/// let har = try HARLog(data: Data(contentsOf: captureURL, options: .alwaysMapped))
/// for index in 0..<har.count { let exchange = try har.exchange(at: index) }
/// ```
package struct HARLog: Sendable {
    /// The entries: byte ranges of `data` to read on demand, or (when the byte scan gave up) values read already.
    private enum Entries: Sendable {
        case located([Range<Int>])
        case read([JSONValue])
    }

    private let entries: Entries
    /// The file's bytes: the entries' text, and where to locate the line and column of a field at fault.
    private let data: Data

    /// The HAR document in `data`.
    /// - Throws: ``HARError`` when `data` is not JSON or has no `log.entries` array.
    package init(data: Data) throws(HARError) {
        if let error = JSONSyntaxScanner.firstError(in: data) {
            throw HARError(
                entry: nil, pointer: .root, message: "not a JSON document: \(error.message)",
                position: SourcePosition(offset: error.offset, line: error.line, column: error.column))
        }
        self.data = data
        if let ranges = HAREntryRanges.scan(data) {
            entries = .located(ranges)
            return
        }
        let document: JSONValue
        do {
            document = try JSONValue(decodingInstance: data)
        } catch {
            throw HARError(
                entry: nil, pointer: .root, message: "not a JSON document: \(error.message)",
                position: SourcePosition(offset: error.offset, line: error.line, column: error.column))
        }
        guard case .object = document, let log = document["log"]?.objectValue else {
            throw HARError(entry: nil, pointer: "/log", message: "a HAR document needs a \"log\" object; found none")
        }
        guard let entries = log["entries"]?.arrayValue else {
            throw Self.locate(HARError(entry: nil, pointer: "/log/entries", message: "\"log.entries\" must be an array"), in: data)
        }
        self.entries = .read(entries)
    }

    /// How many entries the file has.
    package var count: Int {
        switch entries {
        case .located(let ranges): ranges.count
        case .read(let values): values.count
        }
    }

    /// Every entry as an exchange, with its index (in ``TrafficLog/Entry/line``).
    /// - Throws: ``HARError`` for the first entry that cannot be read.
    package func read() throws(HARError) -> [TrafficLog.Entry] {
        var read: [TrafficLog.Entry] = []
        for index in 0..<count { read.append(TrafficLog.Entry(line: index, exchange: try exchange(at: index))) }
        return read
    }

    /// The exchange of the entry at `index`.
    /// - Throws: ``HARError`` naming the entry and its field at fault, with its line and column in the file.
    package func exchange(at index: Int) throws(HARError) -> TrafficExchange {
        do {
            return try HAREntryValues(try entry(at: index), index: index).exchange()
        } catch {
            throw Self.locate(error, in: data)
        }
    }

    /// The entry at `index` as a value.
    private func entry(at index: Int) throws(HARError) -> JSONValue {
        switch entries {
        case .read(let values):
            return values[index]
        case .located(let ranges):
            do {
                return try JSONValue(decodingInstance: data[ranges[index]])
            } catch {
                throw HARError(
                    entry: index, pointer: JSONPointer(tokens: ["log", "entries", "\(index)"]), message: "cannot be read: \(error.message)")
            }
        }
    }

    /// How many bytes of a file's start ``isHAR(prefix:)`` needs to tell the formats apart.
    package static let sniffedBytes = 256

    /// Whether `prefix`, the start of a file, is a HAR document rather than a traffic log: its first member
    /// name is `log` (a traffic-log line starts with `request` or `response`).
    package static func isHAR(prefix: some Collection<UInt8>) -> Bool {
        var bytes = prefix.drop { [0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
        guard bytes.first == UInt8(ascii: "{") else { return false }
        bytes = bytes.dropFirst().drop { [0x20, 0x09, 0x0A, 0x0D].contains($0) }
        return bytes.starts(with: Array("\"log\"".utf8))
    }

    /// `error` with the position of its field, or of the nearest enclosing value present (a missing field).
    private static func locate(_ error: HARError, in data: Data) -> HARError {
        var located = error
        let locator = SourceLocator(data: data)
        var pointer: JSONPointer? = error.pointer
        while let current = pointer, located.position == nil {
            located.position = locator.location(of: current)
            pointer = current.parent
        }
        return located
    }
}
