import Foundation
import Testing

@testable import ContractStubSyntax

/// The YAML reader gives the JSON value JSON would: core schema, every scalar style, anchors and merge keys.
@Suite("YAML reader")
struct YAMLReaderTests {
    private func read(_ text: String) throws -> JSONValue {
        try JSONValue(yaml: Data(text.utf8))
    }

    @Test(arguments: [
        ("~", JSONValue.null), ("null", .null), ("Null", .null), ("NULL", .null), ("", .null),
        ("true", .bool(true)), ("True", .bool(true)), ("FALSE", .bool(false)),
        ("42", .number(JSONNumber(42))), ("-7", .number(JSONNumber(-7))), ("0o17", .number(JSONNumber(15))),
        ("0x1F", .number(JSONNumber(31))), ("1.5", .number(JSONNumber(Decimal(string: "1.5")!))),
        ("1e3", .number(JSONNumber(1000))), ("2024-10-01", .string("2024-10-01")), ("yes", .string("yes")),
        ("3.0.3", .string("3.0.3")), ("0x", .string("0x")), ("'42'", .string("42")), ("\"true\"", .string("true")),
    ])
    func coreSchema(text: String, expected: JSONValue) throws {
        #expect(try read("value: \(text)\n")["value"] == expected)
    }

    @Test func infinityAndNaN() throws {
        let value = try read("a: .inf\nb: -.Inf\nc: .nan\n")
        #expect(value["a"]?.numberValue?.doubleValue == .infinity)
        #expect(value["b"]?.numberValue?.doubleValue == -.infinity)
        #expect(value["c"]?.numberValue?.doubleValue.isNaN == true)
    }

    @Test func blockAndFlowCollectionsKeepKeyOrder() throws {
        let value = try read(
            """
            # a comment
            zeta: 1
            alpha:
              - a
              - {x: 1, y: [2, 3]}
            - dangling
            """.replacingOccurrences(of: "- dangling", with: "mid: [] # trailing\n"))
        #expect(value.objectValue?.keys == ["zeta", "alpha", "mid"])
        #expect(value["alpha"] == ["a", ["x": 1, "y": [2, 3]]])
        #expect(value["mid"] == [])
    }

    @Test func quotedScalars() throws {
        let value = try read(
            #"""
            single: 'it''s
              folded'
            double: "tab\there \u00e9 \x41 \U0001F600 \/ \N\_end"
            joined: "one \
              two"
            """#)
        #expect(value["single"] == "it's folded")
        #expect(value["double"] == "tab\there é A 😀 / \u{85}\u{A0}end")
        #expect(value["joined"] == "one two")
    }

    @Test func blockScalarsWithChompingAndIndentation() throws {
        let value = try read(
            """
            literal: |
              line 1
                indented

              line 3
            folded: >-
              one
              two

              three
            keep: |+
              kept

            indicator: |2
                two extra spaces
            end: 1
            """)
        #expect(value["literal"] == "line 1\n  indented\n\nline 3\n")
        #expect(value["folded"] == "one two\nthree")
        #expect(value["keep"] == "kept\n\n")
        #expect(value["indicator"] == "  two extra spaces\n")
    }

    @Test func anchorsAliasesAndMergeKeys() throws {
        let value = try read(
            """
            base: &base {type: object, required: [id]}
            copy: *base
            merged:
              <<: *base
              type: array
            many:
              <<: [*base, {extra: true}]
            """)
        #expect(value["copy"] == value["base"])
        #expect(value["merged"] == ["type": "array", "required": ["id"]])
        #expect(value["many"] == ["type": "object", "required": ["id"], "extra": true])
    }

    @Test func coreTagsAreHonoured() throws {
        let value = try read("a: !!str 12\nb: !!int \"12\"\nc: !!float 1\nd: !!bool 'true'\ne: !!null ''\nf: !!map {}\ng: !!seq []\n")
        #expect(value == ["a": "12", "b": 12, "c": 1, "d": true, "e": nil, "f": [:], "g": []])
    }

    @Test func documentMarkersAndDirectives() throws {
        #expect(try read("%YAML 1.2\n%TAG !e! tag:example.com,2024:\n---\na: 1\n...\n") == ["a": 1])
        #expect(try read("--- plain text\n") == "plain text")
        #expect(try read("# only a comment\n") == nil)
    }

    @Test func multipleDocumentsThroughTheStreamAPI() throws {
        let documents = try YAMLStream.documents(in: Data("a: 1\n---\nb: 2\n".utf8), options: YAMLOptions())
        #expect(documents == [["a": 1], ["b": 2]])
    }
}
