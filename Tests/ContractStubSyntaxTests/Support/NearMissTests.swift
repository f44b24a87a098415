import Testing

@testable import ContractStubSyntax

@Suite("Near misses")
struct NearMissTests {
    static let parameterFields = [
        "name", "in", "description", "required", "deprecated", "allowEmptyValue", "style", "explode", "allowReserved",
        "schema", "content", "example", "examples",
    ]

    @Test(arguments: [
        ("requried", "required"), ("discription", "description"), ("Schema", "schema"), ("exmaple", "example"),
        ("allowReserve", "allowReserved"), ("explod", "explode"),
    ])
    func typosFindTheirField(_ typed: String, _ expected: String) {
        #expect(NearMiss.closest(to: typed, among: Self.parameterFields) == expected)
    }

    @Test(arguments: ["body", "colour", "x", "summary", "allowEmpty"])
    func fieldsFarFromEveryNameFindNothing(_ typed: String) {
        #expect(NearMiss.closest(to: typed, among: Self.parameterFields) == nil)
    }

    @Test func aTranspositionIsOneEdit() {
        #expect(NearMiss.editDistance(Array("ab"), Array("ba")) == 1)
        #expect(NearMiss.editDistance(Array("kitten"), Array("sitting")) == 3)
        #expect(NearMiss.editDistance([], Array("in")) == 2)
    }
}
