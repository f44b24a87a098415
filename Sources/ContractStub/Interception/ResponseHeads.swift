@_spi(ContractStubSpecialized) import ContractStubCore
import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The `HTTPURLResponse`s one stub's URL protocol delivers, each made once per URL, status and header fields.
///
/// Making one costs as much as all of a stubbed round trip's own work (swift-corelibs-foundation sanitizes the fields,
/// parses the content type and reads the URL's last path component in every `init`: about 25k instructions), and a
/// stub answers the same request the same way many times. A response head is immutable (Foundation sets its
/// properties only in its initializers), so one object serves every task it fits, as a URL cache's stored response
/// does. Fields of the same name are joined with `", "` (RFC 9110, 5.3), as `HTTPURLResponse` keeps one value a name.
final class ResponseHeads: Sendable {
    /// What a head is made of; header names as spelled (a head keeps them so).
    private struct Key: Hashable, Sendable {
        let url: URL
        let status: Int
        let fields: [HTTPHeaders.Field]
    }

    /// A head made (`nil` when Foundation refuses the status), handed between threads: immutable once made.
    private struct Head: @unchecked Sendable {
        let response: HTTPURLResponse?
    }

    private let memo = BoundedMemo<Key, Head>()

    /// A memo with no head yet.
    init() {}

    /// The head of `response` to a request for `url`; `nil` when Foundation makes none of it (a status it refuses).
    func head(of response: HTTPResponse, for url: URL) -> HTTPURLResponse? {
        let key = Key(url: url, status: response.status, fields: response.headers.fields)
        return memo.value(for: key) { Head(response: Self.make(key)) }.response
    }

    private static func make(_ key: Key) -> HTTPURLResponse? {
        var fields = [String: String](minimumCapacity: key.fields.count)
        for field in key.fields {
            fields[field.name] = fields[field.name].map { "\($0), \(field.value)" } ?? field.value
        }
        return HTTPURLResponse(url: key.url, statusCode: key.status, httpVersion: "HTTP/1.1", headerFields: fields)
    }
}
