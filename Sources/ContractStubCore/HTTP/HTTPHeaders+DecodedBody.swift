import Foundation

extension HTTPHeaders {
    /// The header fields of a response as `URLSession` delivers it (redirects followed, content decoded), for checking,
    /// recording and answering: sorted by name, without `Transfer-Encoding`, and, when a `Content-Encoding` other than
    /// `identity` was undone, without `Content-Encoding` and `Content-Length`, which describe the bytes on the wire
    /// rather than the body delivered. Used by the runtime's live mode and the mock's proxy mode alike.
    ///
    /// ```swift
    /// HTTPHeaders(deliveredWith: [("Content-Length", "31"), ("Content-Encoding", "gzip"), ("Content-Type", "text/plain")])
    /// // ["Content-Type": "text/plain"]
    /// ```
    package init(deliveredWith fields: [(name: String, value: String)]) {
        let encoded = fields.contains { $0.name.lowercased() == "content-encoding" && $0.value.lowercased() != "identity" }
        self.init()
        for (name, value) in fields.sorted(by: { $0.name < $1.name }) {
            let lowered = name.lowercased()
            if lowered == "transfer-encoding" || (encoded && (lowered == "content-encoding" || lowered == "content-length")) { continue }
            add(name: name, value: value)
        }
    }

    /// The same, from `HTTPURLResponse.allHeaderFields` (names that are not strings left out, values as text).
    package init(deliveredWith allHeaderFields: [AnyHashable: Any]) {
        self.init(deliveredWith: allHeaderFields.compactMap { key, value in (key as? String).map { (name: $0, value: "\(value)") } })
    }
}
