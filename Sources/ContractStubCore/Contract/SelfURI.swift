import Foundation

/// OpenAPI 3.2's `$self`: the URI a document names itself by. References may use it (`https://api.example/openapi#/…`),
/// so the schema compiler also knows the main document under that URI; non-schema references are made local by
/// ``ReferenceResolver/localized(_:relativeTo:)``.
enum SelfURI {
    /// The absolute `$self` of a 3.2 document, without fragment; `nil` when there is none, it is relative, or the
    /// document is older than 3.2.
    static func absolute(in json: JSONValue) -> URL? {
        guard let version = json["openapi"]?.stringValue.flatMap(OpenAPIVersion.init), version.isAtLeast32,
            let text = json["$self"]?.stringValue, let url = URL(string: text), url.scheme != nil
        else { return nil }
        return url
    }

    /// Registers `json`, the main document, under its `$self` too, when it has an absolute one.
    static func registerAlias(of json: JSONValue, in registry: SchemaRegistry) {
        guard let alias = absolute(in: json), registry.registeredDocument(at: SchemaURI.withoutFragment(alias.absoluteString)) == nil
        else { return }
        registry.register(json, at: alias)
    }
}
