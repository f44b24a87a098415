/// Which side of an exchange an instance is on: `readOnly` properties must not be sent in a request,
/// `writeOnly` properties must not appear in a response, and neither is then required on that side.
package enum ValidationDirection: Sendable, Hashable {
    /// Plain JSON Schema.
    case none
    /// A request body or parameter.
    case request
    /// A response body or header.
    case response
}
