import Foundation
import FuzzSupport

@testable import ContractStubCore
@testable import ContractStubSchema
@testable import ContractStubSyntax

// A JSON document holding `schema` and `instance` (and anything they `$ref`, such as `components`): compiles
// `/schema` and validates `instance` with it in both directions. `openapi: 3.1…` picks 2020-12, `3.0…` OpenAPI 3.0,
// anything else draft 4; a `$schema` inside overrides as usual.
let documentURI = URL(string: "file:///contractstub-fuzz/schema.json")!

FuzzDriver.main(seeds: Seeds.schemaDocuments) { data in
    let document = try JSONValue(decoding: data)
    guard let instance = document["instance"] else { return }
    let version = document["openapi"]?.stringValue ?? ""
    let dialect: SchemaDialect = version.hasPrefix("3.1") ? .draft2020_12 : version.hasPrefix("3.0") ? .openAPI30 : .draft4
    let registry = SchemaRegistry()
    registry.register(document, at: documentURI)
    let schema = try SchemaCompiler(dialect: dialect, registry: registry).compile(documentURI: documentURI, pointer: "/schema")
    _ = schema.validate(instance, direction: .request)
    _ = schema.isValid(instance, direction: .response)
}
