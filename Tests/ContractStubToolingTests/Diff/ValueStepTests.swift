import Testing

@testable import ContractStubTooling

/// How a field named by schema comparison is read back as steps into a value (`diff --traffic` looks the steps up in
/// recorded bodies).
@Suite("Diff: the steps of a field")
struct ValueStepTests {
    @Test(
        arguments: [
            ("", [] as [SpecChange.ValueStep]?),
            ("name", [.property("name")]),
            ("pet.tags[].name", [.property("pet"), .property("tags"), .anyItem, .property("name")]),
            ("point[0]", [.property("point"), .item(0)]),
            ("[][2].é", [.anyItem, .item(2), .property("é")]),
            ("a..b", [.property("a"), .property("b")]),
            ("pet<additionalProperties>", nil),
            ("a]b", nil),
            ("a[x]", nil),
            ("a[1", nil),
            ("a[1]b", nil),
        ] as [(String, [SpecChange.ValueStep]?)])
    func readsAField(field: String, steps: [SpecChange.ValueStep]?) {
        #expect(SpecChange.ValueStep.path(field) == steps)
    }
}
