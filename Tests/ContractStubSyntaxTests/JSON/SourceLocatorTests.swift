import Foundation
import Testing

@testable import ContractStubSyntax

@Suite("Line and column of a JSON Pointer")
struct SourceLocatorTests {
    private let text = """
        {
          "openapi": "3.0.3",
          "paths": {
            "/pets/{id}": {
              "get": { "responses": { "200": { "description": "ok" } } }
            }
          },
          "list": [ 1, {"x": "a\\"b"}, [ ] ],
          "esc\\u0061ped": 5
        }
        """

    private func locate(_ pointer: JSONPointer) -> String? {
        SourceLocator(data: Data(text.utf8)).location(of: pointer)?.description
    }

    @Test func locatesMembersAtTheirKeys() {
        #expect(locate("/openapi") == "2:3")
        #expect(locate("/paths/~1pets~1{id}") == "4:5")
        #expect(locate("/paths/~1pets~1{id}/get/responses/200/description") == "5:40")
    }

    @Test func locatesArrayElementsAndTheRoot() {
        #expect(locate(.root) == "1:1")
        #expect(locate("/list/1") == "8:16")
        #expect(locate("/list/1/x") == "8:17")
        #expect(locate("/list/2") == "8:31")
    }

    @Test func decodesEscapedKeys() {
        #expect(locate("/escaped") == "9:3")
    }

    @Test func returnsNilForMissingValues() {
        #expect(locate("/nope") == nil)
        #expect(locate("/list/3") == nil)
        #expect(locate("/openapi/x") == nil)
    }
}

@Suite("Locating many pointers at once")
struct SourceLocatorBatchTests {
    @Test func batchLookupsAgreeWithSingleLookups() throws {
        let text = #"{"a": {"x": 1, "y": [true, {"z": null}]}, "b": {"x": 2}, "c~d": 3}"#
        let locator = SourceLocator(data: Data(text.utf8))
        let pointers: [JSONPointer] = ["/b/x", "/a/y/1/z", "/a/x", "/missing", "/c~0d", "/a/y/5", "", "/a/x"]
        let batch = locator.locations(of: pointers)
        #expect(batch == pointers.map { locator.location(of: $0) })
        #expect(batch.map { $0?.column } == [49, 29, 8, nil, 58, nil, 1, 8])
    }

    @Test func aLargeDocumentLooksUpAlongItsOutlineAndAgreesWithSingleLookups() throws {
        // Over the outline's size, with escaped and repeated keys, arrays and objects below the outlined levels.
        var members: [String] = []
        for index in 0..<400 {
            let deep = #"{"l4": {"l5": [0, {"k": "v\#(index)"}]}, "e\u0073c": 1}"#
            let pad = String(repeating: "x", count: 600)
            members.append(#""p\#(index)": {"get": {"a": \#(deep), "b": [\#(deep)], "a": 0}, "pad": "\#(pad)"}"#)
        }
        let text = "{\n  \"paths\": {\n" + members.joined(separator: ",\n") + "\n  },\n  \"esc\\u0061ped\": {\"q\": 1},\n  \"tail\": 7\n}"
        #expect(text.utf8.count > 256 * 1024)
        let locator = SourceLocator(data: Data(text.utf8))
        let pointers: [JSONPointer] = [
            "/tail", "/paths/p399/get/a/l4/l5/1/k", "/paths/p3/get/b/0/esc", "/paths/p7/get/a", "/escaped/q", "/paths/p8/pad",
            "/paths/p400", "/paths/p0/get/a/l4/l5/2", "/paths/p250/get/b/0/l4",
        ]
        let batch = locator.locations(of: pointers)
        #expect(batch == pointers.map { locator.location(of: $0) })
        #expect(batch.map { $0 == nil } == [false, false, false, false, false, false, true, true, false])
        #expect(batch[3]?.line == 10 && batch[3]?.column == 16, "the first of two 'a' members")
    }
}

@Suite("Locating with the outline the decoding made")
struct DecodingOutlineLocatorTests {
    @Test func aDocumentDecodedInPiecesIsLocatedAlongTheDecodersOutline() throws {
        // Large enough to be decoded in pieces (no escaped or repeated key), with arrays and objects below the
        // outlined levels.
        var members: [String] = []
        for index in 0..<700 {
            let pad = String(repeating: "x", count: 700)
            members.append(#""p\#(index)": {"get": {"a": {"l4": [0, {"k": \#(index)}]}, "b": [1, 2]}, "pad": "\#(pad)"}"#)
        }
        let text = "{\n  \"paths\": {\n" + members.joined(separator: ",\n") + "\n  },\n  \"tail\": [true, {\"q\": null}]\n}"
        let data = Data(text.utf8)
        #expect(data.count > JSONValue.parallelDecodingThreshold)
        let (value, locator) = try JSONValue.decodingLocatable(data)
        let decoded = try JSONValue(decoding: data)
        #expect(value == decoded)
        #expect(locator.isOutlined == (ProcessInfo.processInfo.activeProcessorCount > 1))
        let pointers: [JSONPointer] = [
            "/tail/1/q", "/paths/p699/get/a/l4/1/k", "/paths/p3/get/b/1", "/paths/p7/get", "/paths/p8/pad", "/paths/p700",
            "/paths/p0/get/a/l4/2", "/paths/p250/get/a/l4", "", "/tail", "/paths",
        ]
        let scanned = SourceLocator(data: data)
        #expect(!scanned.isOutlined)
        let positions = locator.locations(of: pointers)
        #expect(positions == scanned.locations(of: pointers))
        #expect(positions == pointers.map { scanned.location(of: $0) })
        #expect(positions.map { $0 == nil } == [false, false, false, false, false, true, true, false, false, false, false])
    }
}

@Suite("Lines and columns of byte offsets")
struct LinePositionTests {
    @Test func oneSortedPassAgreesWithTheTableInAnyOrder() {
        let text = Array("a\n\nbc\r\n  d\n\u{e9}x\n".utf8) + Array(repeating: UInt8(ascii: "y"), count: 40) + [0x0A, 0x7A]
        let offsets = Array((0...text.count).reversed()) + [3, 0, 3]
        text.withUnsafeBufferPointer { bytes in
            let table = LineTable(bytes)
            #expect(LineTable.positions(of: offsets, in: bytes) == offsets.map(table.position(of:)))
            #expect(LineTable.positions(of: [], in: bytes) == [])
        }
    }

    @Test func aLocatorFindsPointersOnManyLinesInAnyOrder() throws {
        let members = (0..<300).map { "  \"m\($0)\": {\n    \"v\": [\n      \($0)\n    ]\n  }" }
        let text = "{\n" + members.joined(separator: ",\n") + "\n}\n"
        let locator = SourceLocator(data: Data(text.utf8))
        let pointers = (0..<300).reversed().flatMap { member in
            [["m\(member)", "v", "0"], ["m\(member)"], ["m\(member)", "w"]].map(JSONPointer.init(tokens:))
        }
        let batch = locator.locations(of: pointers)
        #expect(batch == pointers.map { locator.location(of: $0) })
        #expect(batch[0] == SourcePosition(offset: batch[0]!.offset, line: 2 + 5 * 299 + 2, column: 7), "/m299/v/0")
        #expect(batch[1]?.line == 2 + 5 * 299 && batch[1]?.column == 3, "/m299")
        #expect(batch[2] == nil)
    }
}
