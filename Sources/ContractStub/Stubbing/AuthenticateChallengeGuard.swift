import ContractStubCore

/// Keeps stubs away from the authentication-challenge path of swift-corelibs-foundation.
///
/// On Linux, when a URL protocol finishes a `401` response that carries `WWW-Authenticate`, the session
/// starts an authentication challenge that hangs, crashes on unsupported schemes, or retries the request
/// with the built-in HTTP protocol (that is, on the real network). So the stub refuses to send that
/// header: it removes it and records an error saying so. Apple platforms handle the challenge normally
/// and the header is sent as given.
enum AuthenticateChallengeGuard {
    /// Whether this platform's Foundation mishandles `401` + `WWW-Authenticate` from a URL protocol.
    #if canImport(FoundationNetworking)
    static let isNeeded = true
    #else
    static let isNeeded = false
    #endif

    /// Removes `WWW-Authenticate` from a `401` `response` where that is needed, returning the error to record.
    static func refuse(_ response: inout HTTPResponse, operationId: String?) -> Diagnostic? {
        guard isNeeded, response.status == 401, response.headers["WWW-Authenticate"] != nil else { return nil }
        response.headers["WWW-Authenticate"] = nil
        return Diagnostic(
            .error, code: .stubResponseAuthenticateChallenge,
            message: "a 401 response with WWW-Authenticate cannot be stubbed on Linux (swift-corelibs-foundation "
                + "starts an authentication challenge that hangs or reaches the network); the header was removed",
            operationId: operationId)
    }
}
