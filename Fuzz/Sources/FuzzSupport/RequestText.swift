import Foundation

@testable import ContractStubCore
@testable import ContractStubSchema
@testable import ContractStubSyntax

/// The plain-text form fuzzed requests take: a request line, header lines, a blank line and the body bytes.
///
/// ```
/// POST https://petstore.example.com/v1/pets
/// Content-Type: application/json
///
/// {"name":"Rex"}
/// ```
/// Without a blank line there is no body (`nil`), which the validator treats differently from an empty one.
public enum RequestText {
    private static let separator = Data("\n\n".utf8)

    /// The request in `data`, or `nil` when the first line is not `METHOD URL`.
    public static func parse(_ data: Data) -> HTTPRequest? {
        let split = data.range(of: separator)
        let head = String(decoding: split.map { data[..<$0.lowerBound] } ?? data[...], as: UTF8.self)
        var lines = head.split(separator: "\n", omittingEmptySubsequences: false)[...]
        guard let requestLine = lines.popFirst(), let space = requestLine.firstIndex(of: " "),
            let url = URL(string: String(requestLine[requestLine.index(after: space)...]))
        else { return nil }
        var headers = HTTPHeaders()
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let value = line[line.index(after: colon)...].drop { $0 == " " }
            headers.add(name: String(line[..<colon]), value: String(value))
        }
        return HTTPRequest(
            method: String(requestLine[..<space]), url: url, headers: headers,
            body: split.map { Data(data[$0.upperBound...]) })
    }

    /// `request` in the form ``parse(_:)`` reads.
    public static func render(_ request: HTTPRequest) -> Data {
        var text = "\(request.method) \(request.url.absoluteString)\n"
        for (name, value) in request.headers { text += "\(name): \(value)\n" }
        var data = Data(text.utf8)
        if let body = request.body { data += Data("\n".utf8) + body }
        return data
    }
}
