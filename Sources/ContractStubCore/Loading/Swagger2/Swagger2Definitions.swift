@_spi(ContractStubSpecialized) import ContractStubSyntax
import Foundation

/// The definitions of a Swagger 2.0 document, converted once by whichever thread asks first: the schema compiler's
/// thread converts and compiles them while the loading thread converts the paths, and the loading thread's converter
/// takes the same conversion when it reaches the components (issue 35: the compiler is the long pole of a load, and
/// could otherwise start only after the whole conversion).
///
/// The conversion is that of the untracked pass (``Swagger2Converter/convert(definitions:)``): no origins, findings at
/// converted pointers.
final class Swagger2Definitions: Sendable {
    /// The converted definitions and what converting them found.
    struct Conversion {
        /// The converted definitions: the conversion's `components/schemas`.
        let schemas: JSONObject
        /// Whether something 2.0 forbids was found in them (the untracked pass keeps no finding: the document is then
        /// converted again, with places).
        let foundSomething: Bool
        /// Whether a schema `$ref` in them names another place of this document than a definition: they are then not
        /// compiled before the paths are converted, as such a schema would fail until then.
        let refersOutsideDefinitions: Bool
    }

    private let root: JSONObject
    private let url: URL
    private let roots: ReferenceRoots
    /// The conversion once made; a thread that asks while another converts waits for it.
    private let converted = Locked<Conversion?>(nil)

    /// The definitions of the 2.0 document `root`, read from `url`; `nil` when it has none.
    init?(root: JSONObject, url: URL, roots: ReferenceRoots) {
        guard root["definitions"]?.objectValue != nil else { return nil }
        self.root = root
        self.url = url
        self.roots = roots
    }

    /// The conversion, made on the first call.
    var conversion: Conversion {
        converted.withLock { converted in
            if let converted { return converted }
            let conversion = Swagger2Converter(root: root, url: url, roots: roots, recordingOrigins: false).convertedDefinitions()
            converted = conversion
            return conversion
        }
    }

    /// The document the compiler works on until the whole conversion replaces it: `openapi` and the converted
    /// definitions, at the pointers they have in the whole document.
    static func provisionalDocument(schemas: JSONObject) -> JSONValue {
        var components = JSONObject(minimumCapacity: 1)
        components.appendMember("schemas", .object(schemas))
        var document = JSONObject(minimumCapacity: 2)
        document.appendMember("openapi", .string(Swagger2Converter.openAPIVersion))
        document.appendMember("components", .object(components))
        return .object(document)
    }

    /// The position of each converted definition in the document at `url`, in document order.
    static func schemaLocations(of schemas: JSONObject, in url: URL) -> [SpecLocation] {
        let base = SpecLocation(documentURL: url, pointer: JSONPointer(tokens: ["components", "schemas"]))
        return schemas.map { base.appending($0.key) }
    }
}
