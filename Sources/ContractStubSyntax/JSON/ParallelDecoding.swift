import Foundation

/// Decodes a large document whose root is an object on all cores, still through `JSONDecoder`.
///
/// The document is cut along its object structure: a member larger than ``chunkSize`` bytes is cut into its own
/// members (up to ``maximumSplitDepth`` levels down), and the remaining members are grouped, in order, into chunks
/// of consecutive siblings of about ``chunkSize`` bytes. A chunk's bytes, wrapped in `{` `}`, are a JSON object of
/// its own, decoded by one `JSONDecoder`. Chunks are decoded largest first by whichever core is free, and the
/// pieces are put back together in document order.
struct ParallelDecoding {
    /// The bytes being decoded.
    let data: Data
    /// The size chunks of consecutive members aim for; a member larger than this is cut into its members.
    let chunkSize: Int
    /// How many levels below the root members may be cut.
    static let maximumSplitDepth = 3

    /// A decoder for `data`, whose pieces aim at a thirty-second of the document.
    init(data: Data) {
        self.data = data
        chunkSize = max(32 * 1024, data.count / 32)
    }

    /// The document, or `nil` (so the caller decodes it whole and reports errors as usual) when the root is not
    /// a plain object, a key repeats or is escaped, or any chunk fails to decode.
    func decode() -> JSONValue? {
        guard let members = TopLevelMembers.scan(data), members.count > 1 else { return nil }
        var planned: [Range<Int>] = []
        guard let root = plan(members, depth: 0, chunks: &planned) else { return nil }
        let chunks = planned
        let largestFirst = chunks.indices.sorted { chunks[$0].count > chunks[$1].count }
        let decoded = concurrentMap(count: largestFirst.count) { position -> JSONObject? in
            let range = chunks[largestFirst[position]]
            var bytes = Data([UInt8(ascii: "{")])
            bytes.append(data.subdata(in: (data.startIndex + range.lowerBound)..<(data.startIndex + range.upperBound)))
            bytes.append(UInt8(ascii: "}"))
            return (try? JSONValue.decodeWhole(bytes))?.objectValue
        }
        var chunkObjects = [JSONObject](repeating: JSONObject(), count: chunks.count)
        for (position, chunk) in largestFirst.enumerated() {
            guard let object = decoded[position] else { return nil }
            chunkObjects[chunk] = object
        }
        return assemble(root, from: chunkObjects).map(JSONValue.object)
    }

    /// How an object was cut: for each member, in order, the chunk that holds it or how the member itself was cut.
    private struct CutObject {
        var keys: [String] = []
        var parts: [Part] = []

        enum Part {
            case inChunk(Int)
            case cut(CutObject)
        }
    }

    /// Cuts the object whose members are `members`, appending the chunks it makes to `chunks`.
    private func plan(_ members: [TopLevelMembers.Member], depth: Int, chunks: inout [Range<Int>]) -> CutObject? {
        var cut = CutObject()
        var pending: Range<Int>?
        func closePending() {
            if let range = pending { chunks.append(range) }
            pending = nil
        }
        for member in members {
            cut.keys.append(member.key)
            if member.value.count > chunkSize, depth < Self.maximumSplitDepth,
                data[data.startIndex + member.value.lowerBound] == UInt8(ascii: "{"),
                let nested = TopLevelMembers.scan(data, objectAt: member.value.lowerBound), nested.count > 1
            {
                closePending()
                guard let nestedCut = plan(nested, depth: depth + 1, chunks: &chunks) else { return nil }
                cut.parts.append(.cut(nestedCut))
                continue
            }
            if let range = pending, member.value.upperBound - range.lowerBound > chunkSize { closePending() }
            pending = (pending?.lowerBound ?? member.start)..<member.value.upperBound
            cut.parts.append(.inChunk(chunks.count))
        }
        closePending()
        return cut
    }

    /// Puts a cut object back together from the decoded chunks.
    private func assemble(_ cut: CutObject, from chunks: [JSONObject]) -> JSONObject? {
        var object = JSONObject(minimumCapacity: cut.keys.count)
        for (key, part) in zip(cut.keys, cut.parts) where !object.hasMember(key) {
            switch part {
            case .inChunk(let chunk):
                guard let value = chunks[chunk][key] else { return nil }
                object.appendMember(key, value)
            case .cut(let nested):
                guard let nestedObject = assemble(nested, from: chunks) else { return nil }
                object.appendMember(key, .object(nestedObject))
            }
        }
        return object
    }
}
