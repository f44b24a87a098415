import Foundation

extension JSONValue {
    /// Decodes UTF-8 JSON bytes with Foundation's `JSONDecoder`, keeping key order and exact numbers: the reader for
    /// specs (request and response bodies go through ``init(decodingInstance:)``, which gives the same values faster).
    ///
    /// `JSONDecoder` reports neither positions nor reasons for syntax errors, so on failure
    /// the bytes are scanned once more to say where and what (the success path never scans).
    /// Like `JSONDecoder`, this tolerates a trailing comma before `]` or `}`. Malformed UTF-8 is refused before
    /// `JSONDecoder` sees the bytes (the Foundation of Swift 6.0 traps on it).
    /// - Throws: ``JSONSyntaxError`` with a 1-based line and column.
    package init(decoding data: Data) throws(JSONSyntaxError) {
        self = try Self.decodingLocatable(data).value
    }

    /// ``init(decoding:)``, with a locator over `data` for the positions of findings in it: a large document decoded
    /// in pieces was outlined to be cut, and the locator keeps that outline rather than scanning the bytes again.
    /// - Throws: ``JSONSyntaxError`` with a 1-based line and column.
    package static func decodingLocatable(_ data: Data) throws(JSONSyntaxError) -> (value: JSONValue, locator: SourceLocator) {
        if let error = JSONSyntaxError.malformedUTF8(in: data) { throw error }
        if data.count >= Self.parallelDecodingThreshold, ProcessInfo.processInfo.activeProcessorCount > 1,
            let (value, outline) = ParallelDecoding(data: data).decode()
        {
            return (value, SourceLocator(data: data, outline: outline))
        }
        do {
            return (try Self.decodeWhole(data), SourceLocator(data: data))
        } catch let error as NumberOutOfRange {
            throw JSONSyntaxError.numberOutOfRange(at: error.pointer, in: data)
        } catch {
            throw JSONSyntaxScanner.firstError(in: data)
                ?? JSONSyntaxError(message: "the JSON could not be decoded (\(error))", offset: 0, data: data)
        }
    }

    /// Documents at least this large (in bytes) whose root is an object are decoded in pieces on several cores
    /// (see ``ParallelDecoding``); each piece still goes through `JSONDecoder`.
    static let parallelDecodingThreshold = 512 * 1024

    /// Decodes `data` with one `JSONDecoder`, led by the shape of the text (see ``JSONShape``).
    static func decodeWhole(_ data: Data) throws -> JSONValue {
        guard let shape = JSONShape.scan(data) else { throw MalformedStructure() }
        return try ShapedDecoding.decode(data, shape: shape)
    }
}

extension JSONValue: Decodable {
    /// Decodes any JSON value. Key order is kept when decoding through ``init(decoding:)``;
    /// a plain `JSONDecoder` loses it, and keys then come sorted.
    public init(from decoder: any Decoder) throws {
        var single = try SingleValueScalar(decoder)
        if try single.decodeNil() {
            self = .null
        } else if let string = try? single.decodeString() {
            self = .string(string)
        } else if let container = try? decoder.container(keyedBy: AnyCodingKey.self) {
            var members: [(String, JSONValue)] = []
            for key in container.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
                members.append((key.stringValue, try container.decode(JSONValue.self, forKey: key)))
            }
            self = .object(JSONObject(members))
        } else if var array = try? decoder.unkeyedContainer() {
            var elements: [JSONValue] = []
            elements.reserveCapacity(array.count ?? 0)
            while !array.isAtEnd { elements.append(try array.decode(JSONValue.self)) }
            self = .array(elements)
        } else if let bool = try? single.decodeBool() {
            self = .bool(bool)
        } else {
            self = .number(try single.decodeNumber())
        }
    }
}

/// The structure scan found no well-formed JSON; the syntax scanner says what is wrong.
private struct MalformedStructure: Error {}

/// A coding key for arbitrary object member names.
struct AnyCodingKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }

    init(_ string: String) { stringValue = string }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

extension JSONSyntaxError {
    /// The error for `data` when it is not well-formed UTF-8: the first syntax error the scanner finds (an earlier
    /// one, or the bad byte in its string), else the bad byte itself; `nil` when `data` is well-formed.
    static func malformedUTF8(in data: Data) -> JSONSyntaxError? {
        guard let offset = UTF8Validation.firstInvalidOffset(in: data) else { return nil }
        return JSONSyntaxScanner.firstError(in: data)
            ?? JSONSyntaxError(
                message: "invalid UTF-8 byte 0x\(String(data[data.startIndex + offset], radix: 16, uppercase: true))", offset: offset,
                data: data)
    }
}
