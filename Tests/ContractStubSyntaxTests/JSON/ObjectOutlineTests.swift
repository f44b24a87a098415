import Testing

@testable import ContractStubSyntax

@Suite("Object outline")
struct ObjectOutlineTests {
    private func outline(_ text: String, depth: Int) -> (outline: ObjectOutline, end: Int)? {
        Array(text.utf8).withUnsafeBufferPointer { ObjectOutline.scan($0, objectAt: 0, depth: depth) }
    }

    private func text(_ source: String, _ range: Range<Int>) -> String {
        String(decoding: Array(source.utf8)[range], as: UTF8.self)
    }

    @Test func findsMembersAndTheObjectsInsideThemDownToTheDepthAsked() throws {
        let source = #"{"a": {"b": {"c": {"d": 1}}, "e": [ {"f": 2} ]}, "g" : "h\"}", "i\\j": 3}  "#
        let (root, end) = try #require(outline(source, depth: 2))
        #expect(end == source.utf8.count - 2)
        #expect(root.members.map { text(source, $0.key) } == ["a", "g", #"i\\j"#])
        #expect(root.members.map { text(source, $0.value) } == [#"{"b": {"c": {"d": 1}}, "e": [ {"f": 2} ]}"#, #""h\"}""#, "3"])
        #expect(root.members.map { text(source, $0.start..<($0.start + 1)) } == [#"""#, #"""#, #"""#])
        #expect(root.hasEscapedKey)
        let a = try #require(root.members[0].nested)
        #expect(!a.hasEscapedKey)
        #expect(a.members.map { text(source, $0.key) } == ["b", "e"])
        #expect(a.members[1].nested == nil, "an array is not outlined")
        let b = try #require(a.members[0].nested)
        #expect(b.members.map { text(source, $0.key) } == ["c"])
        #expect(b.members[0].nested == nil, "two levels down is as deep as asked")
        #expect(root.members[1].nested == nil)
    }

    @Test(arguments: [#"{"a": {"b": 1}"#, #"{"a" 1}"#, #"{"a": "b}"#, #"["a"]"#, "", #"{"a": {"b" 2}}"#])
    func givesUpWhereTheStructureBreaksOff(source: String) {
        #expect(outline(source, depth: 3) == nil)
    }
}
