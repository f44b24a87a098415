import Foundation

/// The components of a Swagger 2.0 conversion, handed over before its paths are converted: their schemas can then
/// start compiling on another core while the paths still convert (the schema compiler is the long pole of a load, and
/// could otherwise start only after the whole conversion; issue 35).
///
/// Compiling them first keeps the compile order, and with it what the load reports (the order of pattern warnings is
/// the compile order): the model reader meets the component schemas first too, in the same order. The converter hands
/// them over only when no schema `$ref` of the components names another place of the document than a definition: such a
/// schema would fail until the paths are converted (it would be compiled again then, as the failure is forgotten with
/// the provisional document; a waste, not a wrong answer).
struct Swagger2EarlyComponents {
    /// The converted `components` (`schemas` holds the converted definitions).
    let components: JSONObject

    /// The document the compiler works on until the whole conversion replaces it: the conversion's `openapi` and
    /// `components`, at the same pointers as in the whole document.
    var provisionalDocument: JSONValue {
        var document = JSONObject(minimumCapacity: 2)
        document.appendMember("openapi", .string(Swagger2Converter.openAPIVersion))
        document.appendMember("components", .object(components))
        return .object(document)
    }

    /// The position of each component schema in the document at `url`, in document order.
    func schemaLocations(in url: URL) -> [SpecLocation] {
        guard case .object(let schemas)? = components["schemas"] else { return [] }
        let base = SpecLocation(documentURL: url, pointer: JSONPointer(tokens: ["components", "schemas"]))
        return schemas.map { base.appending($0.key) }
    }
}
