import ContractStubCore
import Foundation

/// The part of an exchange a finding is about, as short text for reports: what its instance pointer (see
/// `InstancePointers`: `/query/limit`, `/header/X-Rate-Limit`, `/body/items/0/id`, `/status`) designates, on the
/// request side or the response side.
///
/// ```swift
/// ExchangePart.text(at: "/query/limit", request: request, response: nil)   // "limit=0"
/// ```
package enum ExchangePart {
    /// The longest text kept; longer values end with `…`.
    package static let maximumLength = 300

    /// The text of the part at `pointer`: of `response` when given, else of `request`; `nil` when there is none.
    package static func text(at pointer: JSONPointer, request: HTTPRequest, response: HTTPResponse?) -> String? {
        guard let part = pointer.tokens.first else { return nil }
        let name = pointer.tokens.dropFirst().first
        switch part {
        case "status": return response.map { "\($0.status)" }
        case "path": return request.url.path
        case "query":
            let items = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems ?? []
            let matching = items.filter { $0.name == name || name == nil }
            return matching.isEmpty ? nil : shortened(matching.map { "\($0.name)=\($0.value ?? "")" }.joined(separator: "&"))
        case "header", "cookie":
            let headers = response?.headers ?? request.headers
            guard let name, part == "header" else { return headers["Cookie"].map(shortened) }
            return headers[name].map { shortened("\(name): \($0)") }
        case "body":
            let body = response?.body ?? request.body ?? Data()
            guard !body.isEmpty else { return nil }
            guard let value = try? JSONValue(decodingInstance: body) else {
                return shortened(String(decoding: body.prefix(maximumLength * 4), as: UTF8.self))
            }
            let inner = JSONPointer(tokens: Array(pointer.tokens.dropFirst()))
            return (value[inner] ?? value[inner.parent ?? .root]).map { shortened($0.serialized()) }
        default: return nil
        }
    }

    private static func shortened(_ text: String) -> String {
        text.count > maximumLength ? String(text.prefix(maximumLength)) + "…" : text
    }
}
