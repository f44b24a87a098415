import Testing

@testable import ContractStubSyntax

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

    /// Members live in one array: the same keys in the same order with one value changed must not compare equal, and
    /// the keys taken before a change must not see it.
    @Test func sameKeysInOrderCompareValuesAndKeysAreASnapshot() {
        var object = JSONObject([("a", 1), ("b", "x")])
        let before = object
        let keys = object.keys
        object["b"] = "y"
        object["c"] = 3
        #expect(object != before)
        #expect(before == JSONObject([("a", 1), ("b", "x")]))
        #expect(keys.map(\.self) == ["a", "b"])
        #expect(keys[1] == "b" && keys.count == 2)
        #expect(object.keys == ["a", "b", "c"])
    }

    /// Small objects are searched key by key and large ones through an index: every lookup, insertion and removal
    /// must see the same members on both sides of the size where the index starts, as a dictionary would.
    @Test(arguments: [JSONObject.indexedCount - 2, JSONObject.indexedCount, 3 * JSONObject.indexedCount])
    func lookupsAgreeWithADictionaryAcrossTheIndexThreshold(_ size: Int) {
        var object = JSONObject()
        var reference: [String: JSONValue] = [:]
        var order: [String] = []
        // Keys of equal and unequal lengths, sharing prefixes, inserted, replaced and removed in a scrambled order.
        for step in 0..<(4 * size) {
            let key = String(repeating: "k", count: step % 3) + "\((step * 7) % size)"
            if step % 5 == 4 {
                object[key] = nil
                reference[key] = nil
                order.removeAll { $0 == key }
            } else {
                object[key] = .number(JSONNumber(Int64(step)))
                if reference.updateValue(.number(JSONNumber(Int64(step))), forKey: key) == nil { order.append(key) }
            }
            #expect(object.keys == order)
            for probe in order + ["absent", "k", ""] {
                #expect(object[probe] == reference[probe], "\(probe) after step \(step)")
                #expect(object.hasMember(probe) == (reference[probe] != nil))
            }
        }
        #expect(object.map(\.key) == order)
        #expect(object.map(\.value) == order.map { reference[$0]! })
    }

    @Test(arguments: [3, JSONObject.indexedCount + 3])
    func aRepeatedKeyKeepsItsFirstValueAndEqualityAndHashIgnoreOrder(_ size: Int) {
        let pairs = (0..<size).map { ("key\($0)", JSONValue.number(JSONNumber(Int64($0)))) }
        let object = JSONObject(pairs + [("key0", "later")])
        #expect(object.count == size)
        #expect(object["key0"] == .number(JSONNumber(0)))
        let reversed = JSONObject(pairs.reversed())
        #expect(object == reversed)
        #expect(object.hashValue == reversed.hashValue)
        var changed = reversed
        changed["key1"] = "other"
        #expect(object != changed)
        changed["key1"] = nil
        #expect(object != changed)
    }

    /// Copying parts of one object into another keeps the order asked for (listed keys) or the source's (a filter),
    /// leaves out what the source lacks, and keeps lookups right past the size where the index starts.
    @Test func appendsListedOrFilteredMembersOfAnotherObject() {
        let source: JSONObject = JSONObject([("name", "id"), ("x-b", 1), ("in", "query"), ("x-a", 2)])
        var copy = JSONObject([("openapi", "3.0.3")])
        copy.appendMembers(["in", "absent", "name"], of: source)
        #expect(copy.keys == ["openapi", "in", "name"])
        copy.appendMembers(of: source) { $0.hasPrefix("x-") }
        #expect(copy.keys == ["openapi", "in", "name", "x-b", "x-a"])
        #expect(copy["x-a"] == 2 && copy["in"] == "query")

        let wide = JSONObject((0..<(2 * JSONObject.indexedCount)).map { ("k\($0)", JSONValue.number(JSONNumber(Int64($0)))) })
        var indexed = JSONObject()
        indexed.appendMembers(of: wide) { _ in true }
        #expect(indexed == wide)
        #expect(indexed["k\(JSONObject.indexedCount + 1)"] == .number(JSONNumber(Int64(JSONObject.indexedCount + 1))))
        #expect(indexed["k"] == nil)
    }
}
