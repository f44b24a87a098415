/// The convention for ``Diagnostic/instancePointer`` in request and response findings: the first token says
/// which part of the exchange broke the rule, the rest points inside it.
///
/// | part | pointer | example |
/// |---|---|---|
/// | path parameter | `/path/<name>` | `/path/petId` |
/// | query parameter | `/query/<name>[/…]` | `/query/limit`, `/query/price/min` |
/// | header (request parameter or response header) | `/header/<name>` | `/header/X-Rate-Limit` |
/// | cookie | `/cookie/<name>` | `/cookie/session` |
/// | body | `/body[/…]` | `/body/name`, `/body/items/0/id` |
/// | response status | `/status` | |
///
/// Schema findings (`schema.*`) keep the pointer the validator produced inside the value, prefixed with the part.
enum InstancePointers {
    /// The status of a response.
    static let status = JSONPointer(tokens: ["status"])
    /// The body of a request or response.
    static let body = JSONPointer(tokens: ["body"])

    /// The pointer of a parameter or header: `/<location>/<name>`.
    static func parameter(_ location: OpenAPI.Parameter.Location, _ name: String) -> JSONPointer {
        JSONPointer(tokens: [location.rawValue, name])
    }
}
