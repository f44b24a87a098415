/// Why a request cannot be read: the status the server answers with before closing the connection, and the reason
/// (sent as the body and logged).
struct HTTPParseError: Error, Sendable, Hashable {
    /// 400, 408 (a request that did not arrive in time), 413, 414, 431, 501 or 505.
    let status: Int
    /// What was wrong, for people.
    let reason: String

    static func malformed(_ reason: String) -> HTTPParseError { HTTPParseError(status: 400, reason: reason) }
}
