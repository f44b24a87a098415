import ContractStubCore

/// Names for the `Status` cases of generated stubs: the common name of an exact code (`404` → `notFound`) and
/// of a range (`4XX` → `clientError`). Codes without a common name (`418`, `299`) get no case of their own.
enum HTTPStatusNames {
    /// The case name of `code`, or `nil` when it has no common name.
    static func name(of code: Int) -> String? {
        exact[code]
    }

    /// The case name of the range whose codes start with `leading` (`4` → `clientError`).
    static func name(ofRange leading: Int) -> String {
        ["informational", "success", "redirection", "clientError", "serverError"][leading - 1]
    }

    private static let exact: [Int: String] = [
        100: "continue", 101: "switchingProtocols", 102: "processing", 103: "earlyHints",
        200: "ok", 201: "created", 202: "accepted", 203: "nonAuthoritativeInformation", 204: "noContent",
        205: "resetContent", 206: "partialContent", 207: "multiStatus", 208: "alreadyReported", 226: "imUsed",
        300: "multipleChoices", 301: "movedPermanently", 302: "found", 303: "seeOther", 304: "notModified",
        305: "useProxy", 307: "temporaryRedirect", 308: "permanentRedirect",
        400: "badRequest", 401: "unauthorized", 402: "paymentRequired", 403: "forbidden", 404: "notFound",
        405: "methodNotAllowed", 406: "notAcceptable", 407: "proxyAuthenticationRequired", 408: "requestTimeout",
        409: "conflict", 410: "gone", 411: "lengthRequired", 412: "preconditionFailed", 413: "contentTooLarge",
        414: "uriTooLong", 415: "unsupportedMediaType", 416: "rangeNotSatisfiable", 417: "expectationFailed",
        421: "misdirectedRequest", 422: "unprocessableContent", 423: "locked", 424: "failedDependency",
        425: "tooEarly", 426: "upgradeRequired", 428: "preconditionRequired", 429: "tooManyRequests",
        431: "requestHeaderFieldsTooLarge", 451: "unavailableForLegalReasons",
        500: "internalServerError", 501: "notImplemented", 502: "badGateway", 503: "serviceUnavailable",
        504: "gatewayTimeout", 505: "httpVersionNotSupported", 506: "variantAlsoNegotiates",
        507: "insufficientStorage", 508: "loopDetected", 510: "notExtended", 511: "networkAuthenticationRequired",
    ]
}
