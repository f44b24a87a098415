import Foundation
import FuzzSupport

@testable import ContractStubCore
@testable import ContractStubSchema
@testable import ContractStubSyntax

// The input, read as UTF-8, is a `pattern` (ECMA-262 syntax) of one property of an object schema whose other property
// is typed. Compiling, matching, and synthesizing a value must never crash or hang, and the pattern must never switch
// off the schema around it: an instance whose typed property has the wrong type is always refused with
// `schema.type`, whatever the pattern (a pattern that cannot be compiled turns off that one keyword, with a warning).
let documentURI = URL(string: "file:///contractstub-fuzz/pattern.json")!

FuzzDriver.main(seeds: Seeds.patterns) { data in
    let pattern = String(decoding: data, as: UTF8.self)
    let document: JSONValue = [
        "schema": [
            "type": "object",
            "properties": ["text": ["type": "string", "pattern": .string(pattern)], "count": ["type": "integer"]],
        ]
    ]
    let registry = SchemaRegistry()
    registry.register(document, at: documentURI)
    let compiler = SchemaCompiler(dialect: .draft2020_12, registry: registry)
    let schema: Schema
    do {
        schema = try compiler.compile(documentURI: documentURI, pointer: "/schema")
    } catch {
        fatalError("the pattern \(pattern.debugDescription) made the whole schema fail to compile: \(error)")
    }
    let findings = schema.validate(["text": .string(pattern), "count": "seven"], direction: .response)
    guard findings.contains(where: { $0.code == "schema.type" && $0.severity == .error }) else {
        fatalError("the pattern \(pattern.debugDescription) switched off the schema around it: \(findings)")
    }
    _ = schema.isValid(["text": "abc", "count": 1], direction: .request)
    let synthesized = ValueSynthesizer(compiler: compiler).synthesize(documentURI: documentURI, pointer: "/schema")
    if let value = synthesized.value, !schema.isValid(value, direction: .response) {
        fatalError("a synthesized value the schema refuses for pattern \(pattern.debugDescription): \(value.serialized())")
    }
}
