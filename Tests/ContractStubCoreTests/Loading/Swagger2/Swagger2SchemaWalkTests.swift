import Foundation
import Testing

@testable import ContractStubCore

/// A 2.0 Schema Object is checked and converted in one walk, which tells its members apart by name.
@Suite struct Swagger2SchemaWalkTests {
    @Test func membersAreToldApartByName() {
        let expected: [String: Swagger2SchemaMember] = [
            "$ref": .reference, "discriminator": .discriminator, "type": .type, "format": .format, "nullable": .nullable,
            "x-nullable": .xNullable, "properties": .schemaMap(checked: true), "patternProperties": .schemaMap(checked: false),
            "definitions": .schemaMap(checked: false), "allOf": .schemaList(checked: true), "anyOf": .schemaList(checked: false),
            "oneOf": .schemaList(checked: false), "items": .schemaOrList(checked: true),
            "additionalProperties": .schema(checked: true), "not": .schema(checked: false),
        ]
        for (key, member) in expected { #expect(Swagger2SchemaMember(key) == member, "\(key)") }
        // Same lengths as members, different names.
        for other in ["nut", "$rev", "Type", "itemz", "allof", "formal", "nullible", "propertie5", "x-nullablf", "description", ""] {
            #expect(Swagger2SchemaMember(other) == .other, "\(other)")
        }
    }

    /// Nested schemas are converted wherever they are, and checked where 2.0 defines the keyword; findings come in
    /// document order.
    @Test func nestedSchemasAreConvertedAndCheckedInDocumentOrder() throws {
        let text = Swagger2Fixtures.petShop.replacingOccurrences(
            of: #""definitions": {"#,
            with: #"""
                "definitions": {
                  "Walked": {
                    "allOf": [{"$ref": "#/definitions/Pet", "readOnlyy": true}],
                    "properties": {"file": {"type": "file", "x-nullable": true}, "deep": {"items": {"nullable": true}}},
                    "not": {"$ref": "#/definitions/Pet", "whatever": 1}
                  },
                """#)
        let prepared = try SpecLoader.prepare(json: try JSONValue(decoding: Data(text.utf8)), url: SpecTestSupport.memoryURL)
        let walked = try #require(prepared.json["components"]?["schemas"]?["Walked"])
        #expect(walked["allOf"]?[0]?["$ref"]?.stringValue == "#/components/schemas/Pet")
        #expect(
            walked["properties"]?["file"]
                == .object(
                    JSONObject([
                        ("type", .string("string")), ("x-nullable", .bool(true)), ("format", .string("binary")), ("nullable", .bool(true)),
                    ])))
        #expect(walked["not"]?["$ref"]?.stringValue == "#/components/schemas/Pet")
        let unknown = prepared.diagnostics.filter { $0.code == DiagnosticCode.specFieldUnknown.id }.map(\.message)
        #expect(unknown.count == 3, "\(unknown)")
        let order = ["'not'", "'readOnlyy'", "'nullable'"].map { name in unknown.firstIndex { $0.hasPrefix(name) } }
        #expect(order == [0, 1, 2], "\(unknown)")
    }
}
