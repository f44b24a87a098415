/// Why a socket could not be set up: the call that failed and the system's reason.
struct SocketError: Error, CustomStringConvertible, Sendable {
    /// `bind 127.0.0.1:4010: Address already in use`.
    let description: String
}
