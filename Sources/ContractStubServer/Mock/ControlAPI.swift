import Foundation

/// The mock's own endpoints under ``prefix``, never routed to the contract: `GET /__contractstub/violations` (the
/// ``ViolationLog`` as JSON) and `POST /__contractstub/reset` (forgets them; `204`).
enum ControlAPI {
    /// The reserved path prefix.
    static let prefix = "/__contractstub/"

    /// The answer to `request` when its path is under ``prefix``; `nil` otherwise.
    static func answer(_ request: HTTPRequest, violations: ViolationLog) -> HTTPResponse? {
        let path = request.url.path
        guard path.hasPrefix(prefix) else { return nil }
        let method = request.method.uppercased()
        switch (method, String(path.dropFirst(prefix.count))) {
        case ("GET", "violations"), ("HEAD", "violations"):
            return HTTPResponse(
                status: 200, headers: ["Content-Type": "application/json"], body: Data(violations.document.serialized().utf8))
        case ("POST", "reset"):
            violations.reset()
            return HTTPResponse(status: 204)
        case (_, "violations"), (_, "reset"):
            return plain(405, "\(method) is not allowed on \(path)\n", allow: path.hasSuffix("reset") ? "POST" : "GET, HEAD")
        default:
            return plain(404, "unknown control endpoint \(path); there are GET \(prefix)violations and POST \(prefix)reset\n")
        }
    }

    private static func plain(_ status: Int, _ text: String, allow: String? = nil) -> HTTPResponse {
        var response = HTTPResponse(status: status, headers: ["Content-Type": "text/plain; charset=utf-8"], body: Data(text.utf8))
        if let allow { response.headers["Allow"] = allow }
        return response
    }
}
