import Foundation
import Testing

@testable import ContractStubCore

extension SynthesisTests {
    /// The value a synthesized answer gives a discriminator property is one the chosen branch accepts: the branch's
    /// own `enum`/`const`, else the `mapping` key that names it, else its component name when the branch allows it.
    @Suite struct DiscriminatorSynthesisTests {
        struct Case: Sendable, CustomTestStringConvertible {
            let name: String
            let dialect: SchemaDialect
            let role: String
            let mapping: String?
            /// The `role` of the synthesized message (`nil`: any value the schema accepts).
            let expected: String?
            var testDescription: String { name }
        }

        static let cases: [Case] = [
            Case(
                name: "enum, no mapping", dialect: .openAPI30, role: #"{"type": "string", "enum": ["user"]}"#, mapping: nil,
                expected: "user"),
            Case(name: "const, no mapping", dialect: .draft2020_12, role: #"{"const": "user"}"#, mapping: nil, expected: "user"),
            Case(
                name: "enum and a mapping key that disagrees", dialect: .openAPI30, role: #"{"type": "string", "enum": ["user"]}"#,
                mapping: #"{"human": "UserMessage"}"#, expected: "user"),
            Case(
                name: "free string, mapping key", dialect: .openAPI30, role: #"{"type": "string"}"#,
                mapping: ##"{"human": "#/components/schemas/UserMessage"}"##, expected: "human"),
            Case(
                name: "free string, component name", dialect: .openAPI30, role: #"{"type": "string"}"#, mapping: nil,
                expected: "UserMessage"),
            Case(
                name: "a pattern the component name breaks", dialect: .draft2020_12, role: #"{"type": "string", "pattern": "^[a-z]+$"}"#,
                mapping: nil, expected: nil),
        ]

        @Test(arguments: cases) func theValueIsOneTheBranchAccepts(_ example: Case) throws {
            let mapping = example.mapping.map { #", "mapping": \#($0)"# } ?? ""
            let fixture = try SchemaFixture(
                ##"""
                {"components": {"schemas": {
                  "Message": {"oneOf": [{"$ref": "#/components/schemas/UserMessage"}, {"$ref": "#/components/schemas/SystemMessage"}],
                              "discriminator": {"propertyName": "role"\##(mapping)}},
                  "UserMessage": {"type": "object", "required": ["role", "content"],
                                  "properties": {"role": \##(example.role), "content": {"type": "string"}}},
                  "SystemMessage": {"type": "object", "required": ["role", "text"], "additionalProperties": false,
                                    "properties": {"role": {"type": "string", "enum": ["system"]}, "text": {"type": "string"}}}}}}
                """##, dialect: example.dialect)
            let message = try synthesizeValid(fixture, "/components/schemas/Message")
            let role = try #require(message?["role"]?.stringValue)
            if let expected = example.expected { #expect(role == expected) }
            // Each branch offered as a variant carries a value that branch accepts too.
            let variants = ValueSynthesizer(compiler: fixture.compiler).variants(
                of: try #require(message), documentURI: SchemaFixture.mainURI, pointer: "/components/schemas/Message")
            let roles = variants.compactMap { $0.value["role"]?.stringValue }
            #expect(roles.contains("system"), "\(variants.map(\.name))")
        }
    }
}
