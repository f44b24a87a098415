import Foundation

/// Reads traffic logs: JSON Lines, one exchange per line (the documentation article "The traffic log format").
///
/// ```json
/// {"request":{"method":"GET","url":"https://api.example.com/v1/pets?limit=3","headers":{"Accept":"application/json"}},
///  "response":{"status":200,"headers":{"Content-Type":"application/json"},"body":"[]"}}
/// ```
/// `body` is UTF-8 text, `bodyBase64` binary; header values are strings (or arrays of strings for repeated
/// fields); header names keep their spelling and are looked up case-insensitively; unknown fields are ignored;
/// blank lines are skipped but still counted, so `exchange` indexes are 0-based line indexes.
///
/// ```swift
/// let exchanges = try TrafficLog.read(Data(contentsOf: logURL))
/// for entry in exchanges { … }   // entry.line, entry.exchange
/// ```
public enum TrafficLog {
    /// The exchanges of `data`, each with its 0-based line index.
    /// - Throws: ``TrafficLogError`` naming the first line that is not a valid exchange.
    public static func read(_ data: Data) throws(TrafficLogError) -> [Entry] {
        var exchanges: [Entry] = []
        for (index, line) in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
            guard line.contains(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") && $0 != UInt8(ascii: "\r") }) else {
                continue
            }
            exchanges.append(Entry(line: index, exchange: try exchange(Data(line), line: index + 1)))
        }
        return exchanges
    }

    /// Parses one line.
    /// - Throws: ``TrafficLogError`` for `line` when it is not JSON or lacks a required field.
    public static func exchange(_ data: Data, line: Int) throws(TrafficLogError) -> TrafficExchange {
        let json: JSONValue
        do {
            json = try JSONValue(decoding: data)
        } catch {
            throw TrafficLogError(line: line, message: "not a JSON object: \(error)")
        }
        guard json.objectValue != nil else {
            throw TrafficLogError(line: line, message: "expected a JSON object with \"request\"; found \(json.typeName)")
        }
        guard let request = json["request"], request.objectValue != nil else {
            throw TrafficLogError(line: line, message: "\"request\" is missing or not an object")
        }
        guard let method = request["method"]?.stringValue, !method.isEmpty else {
            throw TrafficLogError(line: line, message: "\"request.method\" must be a non-empty string")
        }
        guard let urlText = request["url"]?.stringValue, let url = URL(string: urlText) else {
            throw TrafficLogError(
                line: line, message: "\"request.url\" must be a URL string; found \(request["url"].map { $0.serialized() } ?? "nothing")")
        }
        // A recorder that could not see the body (upload tasks on Linux) writes "bodyVisible": false.
        let bodyVisible = request["bodyVisible"]?.boolValue ?? true
        let parsedRequest = HTTPRequest(
            method: method, url: url, headers: try headers(request["headers"], "request", line),
            body: try body(request, "request", line), bodyVisibility: bodyVisible ? .visible : .hidden)
        var response: HTTPResponse?
        if let value = json["response"], !value.isNull {
            guard let status = value["status"]?.numberValue?.int64Value, (100...599).contains(status) else {
                throw TrafficLogError(line: line, message: "\"response.status\" must be an integer from 100 to 599")
            }
            response = HTTPResponse(
                status: Int(status), headers: try headers(value["headers"], "response", line),
                body: try body(value, "response", line) ?? Data())
        }
        return TrafficExchange(request: parsedRequest, response: response)
    }

    private static func headers(_ value: JSONValue?, _ side: String, _ line: Int) throws(TrafficLogError) -> HTTPHeaders {
        guard let value, !value.isNull else { return [:] }
        guard let object = value.objectValue else {
            throw TrafficLogError(line: line, message: "\"\(side).headers\" must be an object of strings")
        }
        var headers = HTTPHeaders()
        for (name, field) in object {
            switch field {
            case .string(let text): headers.add(name: name, value: text)
            case .array(let items) where items.allSatisfy({ $0.stringValue != nil }):
                for item in items { headers.add(name: name, value: item.stringValue!) }
            default:
                throw TrafficLogError(line: line, message: "header \"\(name)\" of \(side) must be a string; found \(field.typeName)")
            }
        }
        return headers
    }

    private static func body(_ message: JSONValue, _ side: String, _ line: Int) throws(TrafficLogError) -> Data? {
        if let text = message["body"], !text.isNull {
            guard let string = text.stringValue else {
                throw TrafficLogError(line: line, message: "\"\(side).body\" must be a string (UTF-8 text); use \"bodyBase64\" for bytes")
            }
            return Data(string.utf8)
        }
        if let encoded = message["bodyBase64"], !encoded.isNull {
            guard let string = encoded.stringValue, let data = Data(base64Encoded: string) else {
                throw TrafficLogError(line: line, message: "\"\(side).bodyBase64\" must be base64 text")
            }
            return data
        }
        return nil
    }
}
