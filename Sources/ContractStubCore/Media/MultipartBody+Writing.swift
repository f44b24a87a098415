import Foundation

extension MultipartBody {
    /// A multipart body (RFC 2046, RFC 7578) of `values`, one part each, that ``parts(of:boundary:requiringNames:)``
    /// reads back to the same values through ``BodyDecoder``: a string is a plain text part, any other value a part of
    /// `Content-Type: application/json`. With `named` (form data) each part has a `Content-Disposition: form-data` name;
    /// without (`multipart/mixed`) the names are ignored.
    ///
    /// The boundary is `boundary`, followed by `-1`, `-2`, … until no part holds it (deterministic).
    ///
    /// ```swift
    /// let (body, boundary) = MultipartBody.write([("name", .string("Rex"))], boundary: "stub")
    /// // --stub\r\nContent-Disposition: form-data; name="name"\r\n\r\nRex\r\n--stub--\r\n
    /// ```
    static func write(_ values: [(name: String, value: JSONValue)], boundary: String, named: Bool = true) -> (body: Data, boundary: String)
    {
        let parts = values.map { name, value -> (headers: String, body: Data) in
            var headers = named ? "Content-Disposition: form-data; name=\"\(quoted(name))\"\r\n" : ""
            let body: Data
            if case .string(let text) = value {
                body = Data(text.utf8)
                if !named { headers += "Content-Type: text/plain; charset=utf-8\r\n" }
            } else {
                body = value.serializedData()
                headers += "Content-Type: application/json\r\n"
            }
            return (headers, body)
        }
        var chosen = boundary
        var attempt = 0
        while parts.contains(where: { $0.body.range(of: Data("--\(chosen)".utf8)) != nil }) {
            attempt += 1
            chosen = "\(boundary)-\(attempt)"
        }
        var data = Data()
        for part in parts {
            data.append(Data("--\(chosen)\r\n\(part.headers)\r\n".utf8))
            data.append(part.body)
            data.append(Data("\r\n".utf8))
        }
        data.append(Data("--\(chosen)--\r\n".utf8))
        return (data, chosen)
    }

    /// `name` for a quoted `Content-Disposition` parameter: quotes escaped (as the reader unescapes them), line breaks
    /// dropped.
    private static func quoted(_ name: String) -> String {
        name.replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\r", with: "").replacingOccurrences(of: "\n", with: "")
    }
}
