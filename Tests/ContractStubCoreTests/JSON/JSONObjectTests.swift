import Testing

@testable import ContractStubCore

@Suite("Ordered JSON objects")
struct JSONObjectTests {
    @Test func iteratesInInsertionOrder() {
        var object = JSONObject([("b", 1), ("a", 2)])
        object["c"] = 3
        #expect(object.map(\.key) == ["b", "a", "c"])
        object["b"] = nil
        #expect(object.keys == ["a", "c"])
        object["a"] = 9
        #expect(object.keys == ["a", "c"])
        #expect(object["a"] == 9)
        #expect(object.count == 2)
    }

    @Test func equalityIgnoresOrder() {
        let first: JSONValue = ["a": 1, "b": [true, nil]]
        let second: JSONValue = ["b": [true, nil], "a": 1.0]
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        #expect(first != ["a": 1, "b": [true]])
        #expect(JSONValue.bool(true) != JSONValue.number(JSONNumber(1)))
    }
}
