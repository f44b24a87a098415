import Foundation

/// Turns the fields a scan found in a traffic-log line (``TrafficLineFields``) into a request and a response,
/// refusing what does not fit with a ``TrafficLogError`` that says which field and what was found.
struct TrafficLineValues {
    /// A scanner at the start of the line's text, which reads its tokens again.
    let scanner: TrafficLineScanner
    /// Its 1-based number, for errors.
    let line: Int

    /// The request: `method` a non-empty string, `url` a URL string, optional `headers`, `body`/`bodyBase64`
    /// and `bodyVisible` (a recorder that could not see the body, e.g. of an upload task on Linux, writes `false`).
    func request(_ fields: TrafficLineFields.Message) throws(TrafficLogError) -> HTTPRequest {
        guard let method = fields.method.flatMap(string), !method.isEmpty else {
            throw TrafficLogError(line: line, message: "\"request.method\" must be a non-empty string")
        }
        guard let urlText = fields.url.flatMap(string), let url = URL(string: urlText) else {
            throw TrafficLogError(
                line: line, message: "\"request.url\" must be a URL string; found \(fields.url.map(serialized) ?? "nothing")")
        }
        var bodyVisible = true
        if case .boolean(let visible) = fields.bodyVisible?.kind { bodyVisible = visible }
        return HTTPRequest(
            method: method, url: url, headers: try headers(fields.headers, "request"), body: try body(fields, "request"),
            bodyVisibility: bodyVisible ? .visible : .hidden)
    }

    /// The response: `status` an integer from 100 to 599, optional `headers` and `body`/`bodyBase64`.
    func response(_ fields: TrafficLineFields.Message) throws(TrafficLogError) -> HTTPResponse {
        guard let token = fields.status, token.kind == .number, let status = integer(token), (100...599).contains(status) else {
            throw TrafficLogError(line: line, message: "\"response.status\" must be an integer from 100 to 599")
        }
        return HTTPResponse(
            status: Int(status), headers: try headers(fields.headers, "response"), body: try body(fields, "response") ?? Data())
    }

    /// The JSON type of `token` as ``JSONValue/typeName`` says it.
    func typeName(_ token: TrafficLineScanner.Token) -> String {
        switch token.kind {
        case .object: "object"
        case .array: "array"
        case .string: "string"
        case .boolean: "boolean"
        case .null: "null"
        case .number: value(token)?.typeName ?? "number"
        }
    }

    private func headers(_ token: TrafficLineScanner.Token?, _ side: String) throws(TrafficLogError) -> HTTPHeaders {
        guard let token, token.kind != .null else { return [:] }
        guard token.kind == .object else {
            throw TrafficLogError(line: line, message: "\"\(side).headers\" must be an object of strings")
        }
        var headers = HTTPHeaders()
        var scanner = self.scanner
        scanner.position = token.range.lowerBound
        var wrong: (name: String, type: String)?
        // The scan of the whole line already checked this object, so the scan cannot fail here.
        try? scanner.object { scanner, key throws(TrafficLineScanner.SyntaxError) in
            let name = text(key)
            let field = try scanner.value(depth: 1)
            switch field.kind {
            case .string: headers.add(name: name, value: text(field))
            case .array:
                let items = self.scanner.elements(of: field)
                guard items.allSatisfy({ $0.kind == .string }) else {
                    wrong = wrong ?? (name, "array")
                    return true
                }
                for item in items { headers.add(name: name, value: text(item)) }
            default: wrong = wrong ?? (name, typeName(field))
            }
            return true
        }
        if let wrong {
            throw TrafficLogError(line: line, message: "header \"\(wrong.name)\" of \(side) must be a string; found \(wrong.type)")
        }
        return headers
    }

    private func body(_ fields: TrafficLineFields.Message, _ side: String) throws(TrafficLogError) -> Data? {
        if let text = fields.body, text.kind != .null {
            guard text.kind == .string, let data = fields.bodyData else {
                throw TrafficLogError(line: line, message: "\"\(side).body\" must be a string (UTF-8 text); use \"bodyBase64\" for bytes")
            }
            return data
        }
        if let encoded = fields.bodyBase64, encoded.kind != .null {
            guard encoded.kind == .string, let data = Data(base64Encoded: Data(scanner.unescaped(encoded))) else {
                throw TrafficLogError(line: line, message: "\"\(side).bodyBase64\" must be base64 text")
            }
            return data
        }
        return nil
    }

    private func string(_ token: TrafficLineScanner.Token) -> String? {
        token.kind == .string ? text(token) : nil
    }

    private func text(_ token: TrafficLineScanner.Token) -> String {
        String(decoding: scanner.unescaped(token), as: UTF8.self)
    }

    /// A number token as an integer, when it is one (`200`, `2e2` and `200.0` all are).
    private func integer(_ token: TrafficLineScanner.Token) -> Int64? {
        scanner.plainInteger(token) ?? value(token)?.numberValue?.int64Value
    }

    /// The token read as a JSON value (for messages and unusual numbers only).
    private func value(_ token: TrafficLineScanner.Token) -> JSONValue? {
        try? JSONValue(decodingInstance: scanner.data(token.range))
    }

    /// The token's JSON text as ``JSONValue/serialized(pretty:)`` writes it.
    private func serialized(_ token: TrafficLineScanner.Token) -> String {
        let range = token.kind == .string ? (token.range.lowerBound - 1)..<(token.range.upperBound + 1) : token.range
        let text = scanner.data(range)
        return (try? JSONValue(decodingInstance: text))?.serialized() ?? String(decoding: text, as: UTF8.self)
    }
}
