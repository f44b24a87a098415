import Foundation
import Testing

@testable import ContractStubSyntax

/// Input a spec must not contain, and hostile input, is refused with a code and the line and column.
@Suite("YAML hostile input")
struct YAMLHostileInputTests {
    private func refusal(_ text: String) -> YAMLSyntaxError? {
        do {
            _ = try JSONValue(yaml: Data(text.utf8))
            return nil
        } catch {
            return error
        }
    }

    @Test func billionLaughsIsRefusedByTheExpansionLimit() {
        var text = "a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for level in 1...9 {
            text += "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        let error = refusal(text)
        #expect(error?.code.id == "spec.yaml.limit")
        #expect(error?.message.hasPrefix("aliases expand to more than 1000000 nodes") == true)
        #expect(error?.line == 6)
    }

    @Test func nestingDeeperThanTheJSONLimitIsRefused() {
        #expect(refusal(String(repeating: "[", count: 512) + String(repeating: "]", count: 512)) == nil)
        let error = refusal(String(repeating: "[", count: 513) + String(repeating: "]", count: 513))
        #expect(error?.code.id == "spec.yaml.limit")
        #expect(error?.column == 513)
        var block = ""
        for level in 0..<600 { block += String(repeating: " ", count: level) + "k:\n" }
        #expect(refusal(block)?.code.id == "spec.yaml.limit")
    }

    @Test func aliasesCannotNestPastTheLimit() {
        let deep = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
        #expect(
            refusal(
                "a: &a \(deep)\nb: [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[*a]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]\n"
            )?.code.id == "spec.yaml.limit")
    }

    @Test(arguments: [
        ("paths:\n\t/pets: {}\n", "spec.yaml.tab", 2, 1),
        ("a: 1\nb: 2\na: 3\n", "spec.yaml.key.duplicate", 3, 1),
        ("? [a, b]\n: 1\n", "spec.yaml.key.complex", 1, 3),
        ("{a: 1}: 2\n", "spec.yaml.key.complex", 1, 1),
        ("openapi: 3.0.3\n---\nopenapi: 3.1.0\n", "spec.yaml.documents", 2, 1),
        ("a: !custom value\n", "spec.yaml.tag", 1, 4),
        ("a: !!binary aGk=\n", "spec.yaml.tag", 1, 4),
        ("a: !!int twelve\n", "spec.yaml.tag", 1, 4),
        ("a: *nowhere\n", "spec.yaml.alias", 1, 4),
        ("a: \"unclosed\n", "spec.yaml.syntax", 1, 4),
        ("a: b: c\n", "spec.yaml.syntax", 1, 4),
    ])
    func refusedWithCodeAndPosition(text: String, code: String, line: Int, column: Int) {
        let error = refusal(text)
        #expect(error?.code.id == code, "\(error?.description ?? "accepted")")
        #expect(error?.line == line)
        #expect(error?.column == column)
    }

    /// Found by the fuzz smoke: a tag on a line of its own, then another tag that ends the input, read past the end.
    @Test func propertiesThatEndTheInputAreReadAsAnEmptyNode() throws {
        let found: [UInt8] = [
            0x25, 0x59, 0x00, 0x1A, 0x00, 0x00, 0x4B, 0x30, 0x32, 0x34, 0x3A, 0x0A, 0x2D, 0x2D, 0x2D, 0x20,
            0x21, 0x21, 0x6D, 0x61, 0x70, 0x0A, 0x20, 0x21, 0x21, 0x6D, 0x70, 0x69, 0xFF, 0xFF, 0xFF, 0xFF,
        ]
        #expect(throws: YAMLSyntaxError.self) { _ = try JSONValue(yaml: Data(found)) }
        #expect(try JSONValue(yaml: Data("--- !!str\n !!str".utf8)) == "")
        #expect(try JSONValue(yaml: Data("---\n&a\n !!map".utf8)) == .object(JSONObject()))
    }

    @Test func messagesSayWhatIsWrong() {
        #expect(refusal("a: 1\na: 2\n")?.description == "line 2, column 1: the key 'a' appears twice in this mapping")
        #expect(refusal("a:\n\tb: 1\n")?.description == "line 2, column 1: a tab indents this line; YAML indentation must be spaces")
        #expect(
            refusal("a: 1\n---\nb: 2\n")?.description
                == "line 2, column 1: a second YAML document starts here; a spec is one document (remove the '---' line or split the file)")
    }
}
