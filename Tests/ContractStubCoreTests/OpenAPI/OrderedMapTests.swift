import Testing

@testable import ContractStubCore

/// `OrderedMap` keeps document order through assignment, replacement and removal, and looks keys up after each.
@Suite struct OrderedMapTests {
    private func map(_ pairs: [(String, Int)]) -> OrderedMap<Int> {
        var map = OrderedMap<Int>()
        for (key, value) in pairs { map[key] = value }
        return map
    }

    @Test func iteratesInTheOrderKeysWereAdded() {
        let map = map([("/b", 1), ("/a", 2), ("/c", 3)])
        #expect(map.map(\.key) == ["/b", "/a", "/c"])
        #expect(map.map(\.value) == [1, 2, 3])
        #expect(map.keys == ["/b", "/a", "/c"])
        #expect(map.values == [1, 2, 3])
        #expect(map.count == 3)
    }

    @Test func replacingAValueKeepsItsPlace() {
        var map = map([("x", 1), ("y", 2)])
        map["x"] = 10
        #expect(map.map(\.key) == ["x", "y"])
        #expect(map["x"] == 10)
        #expect(map.count == 2)
    }

    @Test func removingAKeyMovesTheLaterKeysUp() {
        var map = map([("a", 1), ("b", 2), ("c", 3), ("d", 4)])
        map["b"] = nil
        #expect(map.map(\.key) == ["a", "c", "d"])
        #expect(map["b"] == nil)
        #expect(map["c"] == 3)
        #expect(map["d"] == 4)
        map["c"] = 30
        map["e"] = 5
        #expect(map.map(\.key) == ["a", "c", "d", "e"])
        #expect(map.values == [1, 30, 4, 5])
        map["missing"] = nil
        #expect(map.count == 4)
    }

    @Test func anEmptyMapHasNothingToIterate() {
        let map = OrderedMap<Int>()
        #expect(map.isEmpty)
        #expect(Array(map).isEmpty)
        #expect(map["anything"] == nil)
    }

    @Test func anIteratorKeepsTheEntriesItStartedWith() {
        var map = map([("a", 1), ("b", 2)])
        var iterator = map.makeIterator()
        map["a"] = nil
        map["c"] = 3
        #expect(iterator.next()?.key == "a")
        #expect(iterator.next()?.key == "b")
        #expect(iterator.next() == nil)
    }
}
