import Foundation
import Testing

@testable import ContractStubSchema

extension JSONSchemaTests {
    /// OAS 3.1.1 §4.8.25: a discriminator is a hint. It may narrow the error message, never change whether a value is
    /// valid: every case below must get the verdict it gets with every `discriminator` removed from the document.
    @Suite struct DiscriminatorConformanceTests {
        struct Case: CustomTestStringConvertible, Sendable {
            let name: String
            let dialect: SchemaDialect
            /// The `components/schemas` object; the schema under test is `Root`.
            let schemas: String
            let instances: [String]
            var testDescription: String { "\(name) (\(dialect == .openAPI30 ? "3.0" : "3.1, draft 2020-12"))" }
        }

        /// `UserMessage`/`SystemMessage` with `role` values of their own (the shape of a chat API's messages).
        static func messages(role: (String) -> String, combinator: String, mapping: String?) -> String {
            let mappingText = mapping.map { #", "mapping": \#($0)"# } ?? ""
            return ##"""
                {"Root": {"\##(combinator)": [{"$ref": "#/components/schemas/UserMessage"}, {"$ref": "#/components/schemas/SystemMessage"}],
                          "discriminator": {"propertyName": "role"\##(mappingText)}},
                 "UserMessage": {"type": "object", "required": ["role", "content"],
                                 "properties": {"role": \##(role("user")), "content": {"type": "string"}}},
                 "SystemMessage": {"type": "object", "required": ["role", "text"],
                                   "properties": {"role": \##(role("system")), "text": {"type": "string"}}}}
                """##
        }

        static let messageInstances = [
            #"{"role": "user", "content": "hi"}"#, #"{"role": "system", "text": "be brief"}"#,
            #"{"role": "UserMessage", "content": "hi"}"#, #"{"role": "user", "text": "wrong part"}"#,
            #"{"role": "assistant", "content": "hi"}"#, #"{"content": "hi"}"#, #"{"role": 7}"#, #""user""#, "null",
        ]

        /// `Pet` carries the discriminator; `Cat` and `Dog` inherit it through `allOf` (the 3.0 inheritance pattern).
        static func pets(mapping: String?, root: String) -> String {
            let mappingText = mapping.map { #", "mapping": \#($0)"# } ?? ""
            return ##"""
                {"Root": \##(root),
                 "Pet": {"type": "object", "required": ["petType"], "properties": {"petType": {"type": "string"}},
                         "discriminator": {"propertyName": "petType"\##(mappingText)}},
                 "Cat": {"allOf": [{"$ref": "#/components/schemas/Pet"},
                                   {"type": "object", "required": ["lives"], "properties": {"lives": {"type": "integer"}}}]},
                 "Dog": {"allOf": [{"$ref": "#/components/schemas/Pet"},
                                   {"type": "object", "required": ["bark"], "properties": {"bark": {"type": "boolean"}}}]}}
                """##
        }

        static let petInstances = [
            #"{"petType": "Cat", "lives": 9}"#, #"{"petType": "cat", "lives": 9}"#, #"{"petType": "Dog", "lives": 9}"#,
            #"{"petType": "dog", "bark": true}"#, #"{"petType": "Cat", "bark": true}"#, #"{"petType": "Bird", "lives": 9}"#,
            #"{"lives": 9}"#, #"{"petType": "Cat", "lives": "nine"}"#, #"{"petType": "Cat", "lives": 9, "bark": true}"#,
        ]

        static let pointers = ##"{"$ref": "#/components/schemas/Pet"}"##
        static let petsOneOf = ##"""
            {"oneOf": [{"$ref": "#/components/schemas/Cat"}, {"$ref": "#/components/schemas/Dog"}],
             "discriminator": {"propertyName": "petType"}}
            """##
        static let petsAnyOfMapped = ##"""
            {"anyOf": [{"$ref": "#/components/schemas/Cat"}, {"$ref": "#/components/schemas/Dog"}],
             "discriminator": {"propertyName": "petType", "mapping": {"cat": "Cat", "dog": "#/components/schemas/Dog"}}}
            """##

        static let cases: [Case] = {
            var cases: [Case] = []
            let enumRole: (String) -> String = { #"{"type": "string", "enum": ["\#($0)"]}"# }
            let constRole: (String) -> String = { #"{"const": "\#($0)"}"# }
            let anyRole: (String) -> String = { _ in #"{"type": "string"}"# }
            let mapping = ##"{"user": "#/components/schemas/UserMessage", "system": "SystemMessage"}"##
            for dialect in [SchemaDialect.openAPI30, .draft2020_12] {
                for combinator in ["oneOf", "anyOf"] {
                    cases.append(
                        Case(
                            name: "\(combinator), no mapping, enum values", dialect: dialect,
                            schemas: messages(role: enumRole, combinator: combinator, mapping: nil), instances: messageInstances))
                    cases.append(
                        Case(
                            name: "\(combinator), mapping, enum values", dialect: dialect,
                            schemas: messages(role: enumRole, combinator: combinator, mapping: mapping), instances: messageInstances))
                    cases.append(
                        Case(
                            name: "\(combinator), no mapping, implicit names", dialect: dialect,
                            schemas: messages(role: anyRole, combinator: combinator, mapping: nil), instances: messageInstances))
                    cases.append(
                        Case(
                            name: "\(combinator), mapping, any string", dialect: dialect,
                            schemas: messages(role: anyRole, combinator: combinator, mapping: mapping), instances: messageInstances))
                }
                cases.append(
                    Case(
                        name: "allOf inheritance, parent only", dialect: dialect, schemas: pets(mapping: nil, root: pointers),
                        instances: petInstances))
                cases.append(
                    Case(
                        name: "allOf inheritance, mapped parent", dialect: dialect,
                        schemas: pets(mapping: #"{"cat": "Cat", "dog": "Dog"}"#, root: pointers), instances: petInstances))
                cases.append(
                    Case(
                        name: "allOf inheritance, oneOf", dialect: dialect, schemas: pets(mapping: nil, root: petsOneOf),
                        instances: petInstances))
                cases.append(
                    Case(
                        name: "allOf inheritance, anyOf with mapping", dialect: dialect,
                        schemas: pets(mapping: nil, root: petsAnyOfMapped), instances: petInstances))
            }
            // `const` is a 3.1 keyword (in 3.0 it is not part of the Schema Object).
            for combinator in ["oneOf", "anyOf"] {
                cases.append(
                    Case(
                        name: "\(combinator), no mapping, const values", dialect: .draft2020_12,
                        schemas: messages(role: constRole, combinator: combinator, mapping: nil), instances: messageInstances))
            }
            return cases
        }()

        /// The document with every `discriminator` member removed.
        static func withoutDiscriminators(_ value: JSONValue) -> JSONValue {
            switch value {
            case .object(let object):
                return .object(JSONObject(object.filter { $0.key != "discriminator" }.map { ($0.key, withoutDiscriminators($0.value)) }))
            case .array(let items):
                return .array(items.map(withoutDiscriminators))
            default:
                return value
            }
        }

        @Test(arguments: cases) func outcomeIsTheOutcomeWithoutTheDiscriminator(_ testCase: Case) throws {
            let document = #"{"components": {"schemas": \#(testCase.schemas)}}"#
            let plainDocument = Self.withoutDiscriminators(try instance(document)).serialized()
            #expect(plainDocument.contains("discriminator") == false)
            let hinted = try SchemaFixture(document, dialect: testCase.dialect).schema("/components/schemas/Root")
            let plain = try SchemaFixture(plainDocument, dialect: testCase.dialect).schema("/components/schemas/Root")
            var verdicts: Set<Bool> = []
            for text in testCase.instances {
                let expected = try plain.accepts(text)
                let actual = try hinted.accepts(text)
                verdicts.insert(actual)
                #expect(actual == expected, "\(text): \(actual ? "valid" : "invalid") with the discriminator, not without")
            }
            #expect(verdicts == [true, false], "each table row has valid and invalid instances")
        }

        @Test func theMessageNamesTheSelectedBranch() throws {
            let schemas = Self.messages(role: { #"{"type": "string", "enum": ["\#($0)"]}"# }, combinator: "oneOf", mapping: nil)
            let fixture = try SchemaFixture(#"{"components": {"schemas": \#(schemas)}}"#, dialect: .openAPI30)
            let root = try fixture.schema("/components/schemas/Root")
            #expect(try root.accepts(#"{"role": "user", "content": "hi"}"#))
            // `SystemMessage` names the branch: its violations alone are reported, not those of the closest branch.
            let diagnostics = root.validate(try instance(#"{"role": "SystemMessage", "content": "hi"}"#))
            let expected: Set<JSONPointer> = [
                "/components/schemas/SystemMessage/required", "/components/schemas/SystemMessage/properties/role/enum",
            ]
            #expect(Set(diagnostics.compactMap(\.specPointer)) == expected)
        }
    }
}
