import Testing

@testable import ContractStubCore

/// The fixed-field lists the converter checks every key against: looked up by length, then compared.
@Suite struct Swagger2FieldNamesTests {
    @Test func findsExactlyTheListedNames() {
        let names: Swagger2FieldNames = ["in", "name", "description", "allowEmptyValue", "in"]
        for name in ["in", "name", "description", "allowEmptyValue"] { #expect(names.contains(name)) }
        // Same length as a listed name, longer than any, empty, a prefix, another case, another normalization form.
        for other in ["ni", "nam", "names", "allowEmptyValues", "", "desc", "Name", "na\u{301}me"] { #expect(!names.contains(other)) }
        #expect(names.sorted == ["allowEmptyValue", "description", "in", "name"])
    }

    @Test func aUnionKeepsBothListsOnce() {
        let union = Swagger2Fields.items.union(["description", "type"])
        #expect(union.contains("description") && union.contains("collectionFormat") && union.contains("type"))
        #expect(union.sorted.filter { $0 == "type" }.count == 1)
        #expect(Swagger2Fields.header.sorted == union.sorted)
    }
}
