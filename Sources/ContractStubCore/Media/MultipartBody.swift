import Foundation

/// One part of a `multipart/form-data` body.
struct MultipartPart: Sendable, Hashable {
    /// The headers, names lower-cased, in order.
    let headers: [(name: String, value: String)]
    /// The `name` of its `Content-Disposition`.
    let name: String
    /// The `filename` of its `Content-Disposition`, for file uploads.
    let filename: String?
    /// Its `Content-Type`, if it has one.
    let contentType: ContentType?
    /// The bytes between the headers and the next boundary.
    let body: Data

    /// Parts compare by their fields; header order counts.
    static func == (lhs: MultipartPart, rhs: MultipartPart) -> Bool {
        lhs.name == rhs.name && lhs.filename == rhs.filename && lhs.contentType == rhs.contentType && lhs.body == rhs.body
            && lhs.headers.elementsEqual(rhs.headers) { $0.name == $1.name && $0.value == $1.value }
    }

    /// Hashes the name and body.
    func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(body)
    }
}

/// Splits `multipart/form-data` bodies (RFC 7578), and `multipart/mixed` ones (RFC 2046), into parts.
enum MultipartBody {
    /// The parts of `data` delimited by `boundary`; with `requiringNames` (form data) each part must have a
    /// `Content-Disposition` name, else a part without one is named `""`.
    /// - Throws: ``BodyDecodingError`` when the first or closing delimiter is missing or a required name is.
    static func parts(of data: Data, boundary: String, requiringNames: Bool = true) throws(BodyDecodingError) -> [MultipartPart] {
        let expected = "\(requiringNames ? "multipart/form-data" : "multipart") with boundary '\(boundary)'"
        let bytes = [UInt8](data)
        let delimiter = Array("--\(boundary)".utf8)
        guard var position = firstIndex(of: delimiter, in: bytes, from: 0) else {
            throw BodyDecodingError(expected: expected, problem: "the boundary does not occur in the body")
        }
        var parts: [MultipartPart] = []
        let nextDelimiter = Array("\r\n--\(boundary)".utf8)
        while true {
            position += delimiter.count
            if bytes[position...].starts(with: Array("--".utf8)) { return parts }
            guard bytes[position...].starts(with: [13, 10]) else {
                throw BodyDecodingError(expected: expected, problem: "a boundary line is not followed by CRLF")
            }
            position += 2
            guard let end = firstIndex(of: nextDelimiter, in: bytes, from: position) else {
                throw BodyDecodingError(expected: expected, problem: "the closing boundary '--\(boundary)--' is missing")
            }
            parts.append(try part(bytes[position..<end], expected: expected, index: parts.count, requiringName: requiringNames))
            position = end + 2
        }
    }

    private static func part(
        _ bytes: ArraySlice<UInt8>, expected: String, index: Int, requiringName: Bool
    ) throws(BodyDecodingError) -> MultipartPart {
        let separator: [UInt8] = [13, 10, 13, 10]
        let headerEnd: Int
        let bodyStart: Int
        if bytes.starts(with: [13, 10]) {
            headerEnd = bytes.startIndex
            bodyStart = bytes.startIndex + 2
        } else if let end = firstIndex(of: separator, in: Array(bytes), from: 0) {
            headerEnd = bytes.startIndex + end
            bodyStart = headerEnd + 4
        } else {
            throw BodyDecodingError(expected: expected, problem: "part \(index + 1) has no blank line after its headers")
        }
        let headerText = String(decoding: bytes[bytes.startIndex..<headerEnd], as: UTF8.self)
        var headers: [(name: String, value: String)] = []
        for line in headerText.split(separator: "\r\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers.append((line[..<colon].trimmingSpaces().lowercased(), String(line[line.index(after: colon)...].trimmingSpaces())))
        }
        let disposition = headers.first { $0.name == "content-disposition" }.flatMap { ContentType("x/" + $0.value) }
        guard let name = disposition?.parameters["name"] ?? (requiringName ? nil : "") else {
            throw BodyDecodingError(expected: expected, problem: "part \(index + 1) has no Content-Disposition name")
        }
        return MultipartPart(
            headers: headers, name: name, filename: disposition?.parameters["filename"],
            contentType: headers.first { $0.name == "content-type" }.flatMap { ContentType($0.value) },
            body: Data(bytes[bodyStart...]))
    }

    private static func firstIndex(of needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard !needle.isEmpty, haystack.count >= needle.count, start <= haystack.count - needle.count else { return nil }
        var index = start
        while index <= haystack.count - needle.count {
            if haystack[index] == needle[0], haystack[index..<index + needle.count].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}
