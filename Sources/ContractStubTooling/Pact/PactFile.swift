import ContractStubCore
import Foundation

/// A Pact file as read (``PactFile/read(_:)``): who the consumer and provider are, which Pact specification it
/// follows, and its HTTP interactions in file order. v1.1 to v4 are read into this one shape.
///
/// ```swift
/// let pact = try PactFile.read(Data(contentsOf: url))
/// pact.interactions.first?.description   // "a request for pet 1"
/// ```
package struct PactFile: Sendable {
    /// The consumer's name.
    package let consumer: String
    /// The provider's name.
    package let provider: String
    /// The Pact specification version the file follows.
    package let specification: PactSpecification
    /// The `Synchronous/HTTP` interactions, in file order (v4 interactions of other types are left out).
    package let interactions: [PactInteraction]
    /// The v4 interactions of other types (`Asynchronous/Messages`, `Synchronous/Messages`, plugin types), which are
    /// not checked, counted by `type`.
    package let otherInteractions: [String: Int]
}

/// The Pact specification versions ContractStub reads.
package enum PactSpecification: String, Sendable, Hashable {
    /// 1.0 and 1.1: no matching rules; the query is a string.
    case v1 = "1"
    /// 2.0: matching rules keyed by `$.body…`, `$.headers…`, `$.query…` paths.
    case v2 = "2"
    /// 3.0: matching rules by category (`body`, `header`, `query`, `path`), provider states with parameters.
    case v3 = "3"
    /// 4.0: typed interactions; HTTP bodies carry their content type.
    case v4 = "4"
}

/// One HTTP interaction of a pact: what the consumer sends, and what it expects back.
package struct PactInteraction: Sendable {
    /// The 0-based position of the interaction in its file.
    package let index: Int
    /// The interaction's `description`.
    package let description: String
    /// The provider states it is given in, by name.
    package let providerStates: [String]
    /// The request the consumer sends.
    package let request: PactMessage
    /// The response the consumer relies on.
    package let response: PactMessage

    /// `'description'`, with ` given 'state'` for each provider state: how findings name the interaction.
    package var label: String {
        "'\(description)'" + providerStates.map { " given '\($0)'" }.joined()
    }
}

/// The request or the response of an interaction.
package struct PactMessage: Sendable {
    /// The request's method (upper case); empty for a response.
    package var method = ""
    /// The request's path, percent-encoded as it goes on the wire; empty for a response.
    package var path = ""
    /// The request's query as written on the wire (`a=1&b=2`), without `?`; empty when there is none.
    package var query = ""
    /// The response's status; 0 for a request.
    package var status = 0
    /// The header fields, in file order.
    package var headers = HTTPHeaders()
    /// The body, if there is one.
    package var body: PactBody?
    /// The matching rules, by category.
    package var rules = PactMatchingRules()
}

/// A pact body: JSON, or text for other content types.
package struct PactBody: Sendable {
    /// The content type the pact gives the body (v4 `contentType`, else the `Content-Type` header), if any.
    package var contentType: String?
    /// The body as JSON, when it is JSON.
    package var json: JSONValue?
    /// The body's bytes as sent.
    package var data: Data
}

extension PactBody {
    /// Whether a content type is JSON (`application/json`, `application/problem+json`, …).
    package static func isJSON(_ contentType: String) -> Bool {
        let essence = ContentType.essence(of: contentType)
        return essence.hasSuffix("/json") || essence.hasSuffix("+json")
    }
}
