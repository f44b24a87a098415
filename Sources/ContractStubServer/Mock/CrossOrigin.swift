/// The mock's answers to browser clients on another origin (`--cors`, the Fetch standard's CORS protocol): a preflight
/// (`OPTIONS` with `Origin` and `Access-Control-Request-Method`) is answered `204` allowing what it asks, and every
/// other answer gets `Access-Control-Allow-Origin` and `Access-Control-Expose-Headers`, so a page's script can read
/// each answer whole, problem documents included. An `OPTIONS` that is not a preflight is routed like any request.
enum CrossOrigin {
    /// How long a browser may cache a preflight's answer, in seconds (browsers cap it: Chromium at 2 hours).
    static let maxAge = 86_400

    /// The methods every preflight answer allows, besides the one it asks for.
    static let allowedMethods = "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS"

    /// Whether `request` is a CORS preflight rather than a request of its own.
    static func isPreflight(_ request: HTTPRequest) -> Bool {
        request.isMethod("OPTIONS") && request.headers["Origin"] != nil
            && request.headers["Access-Control-Request-Method"] != nil
    }

    /// The answer to a preflight: `204`, allowing its origin, the method it asks for (with ``allowedMethods``) and the
    /// headers it asks for (`Prefer`, `Content-Type` and `Authorization` when it asks for none).
    static func preflightAnswer(_ request: HTTPRequest) -> HTTPResponse {
        var response = HTTPResponse(status: 204)
        allowOrigin(of: request, in: &response)
        let asked = request.headers["Access-Control-Request-Method"]?.trimmingSpaces().uppercased() ?? ""
        let methods = allowedMethods.components(separatedBy: ", ")
        response.headers["Access-Control-Allow-Methods"] =
            asked.isEmpty || methods.contains(asked) ? allowedMethods : "\(asked), \(allowedMethods)"
        let headers = request.headers["Access-Control-Request-Headers"]?.trimmingSpaces() ?? ""
        response.headers["Access-Control-Allow-Headers"] = headers.isEmpty ? "Prefer, Content-Type, Authorization" : String(headers)
        response.headers["Access-Control-Max-Age"] = String(maxAge)
        return response
    }

    /// `response` readable by a script of the origin of `request`: the origin allowed, and every header field a script
    /// could not read otherwise exposed.
    static func exposing(_ response: HTTPResponse, to request: HTTPRequest) -> HTTPResponse {
        var response = response
        allowOrigin(of: request, in: &response)
        var exposed: [String] = []
        for field in response.headers.fields {
            let name = field.name.lowercased()
            guard !safelisted.contains(name), !name.hasPrefix("access-control-"), name != "vary",
                !exposed.contains(where: { $0.lowercased() == name })
            else { continue }
            exposed.append(field.name)
        }
        if !exposed.isEmpty { response.headers["Access-Control-Expose-Headers"] = exposed.joined(separator: ", ") }
        return response
    }

    /// The request's origin echoed, with credentials allowed (a page sending cookies or `Authorization` needs both),
    /// and `Vary: Origin` for caches; `*` for a request with no `Origin`.
    private static func allowOrigin(of request: HTTPRequest, in response: inout HTTPResponse) {
        guard let origin = request.headers["Origin"] else {
            response.headers["Access-Control-Allow-Origin"] = "*"
            return
        }
        response.headers["Access-Control-Allow-Origin"] = origin
        response.headers["Access-Control-Allow-Credentials"] = "true"
        let vary = response.headers["Vary"].map { "\($0), Origin" } ?? "Origin"
        response.headers["Vary"] = vary
    }

    /// The response header fields a script reads without their being exposed (Fetch's CORS-safelisted response-header
    /// names), lowercased.
    private static let safelisted: Set<String> = [
        "cache-control", "content-language", "content-length", "content-type", "expires", "last-modified", "pragma",
    ]
}
