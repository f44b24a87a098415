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

    /// The document and the outline its cut was planned from, or `nil` (so the caller decodes it whole and reports
    /// errors as usual) when the root is not a plain object, a key repeats or is escaped, or any chunk fails to decode.
    func decode() -> (value: JSONValue, outline: ObjectOutline)? {
        guard let (root, chunks, outline) = plan() else { return nil }
        let largestFirst = chunks.indices.sorted { chunks[$0].count > chunks[$1].count }
        let decoded = concurrentMap(count: largestFirst.count) { position -> JSONObject? in
            let range = chunks[largestFirst[position]]
            // One copy of the chunk's bytes, straight into a buffer of its final size (`subdata` and `append` made
            // two, each into fresh pages). Safe: a chunk is a range of the outline's members, inside the document.
            var bytes = Data(capacity: range.count + 2)
            bytes.append(UInt8(ascii: "{"))
            data.withUnsafeBytes { raw in bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: raw[range])) }
            bytes.append(UInt8(ascii: "}"))
            return (try? JSONValue.decodeWhole(bytes))?.objectValue
        }
        var chunkObjects = [JSONObject](repeating: JSONObject(), count: chunks.count)
        for (position, chunk) in largestFirst.enumerated() {
            guard let object = decoded[position] else { return nil }
            chunkObjects[chunk] = object
        }
        return assemble(root, from: chunkObjects).map { (.object($0), outline) }
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

    /// How the document is cut, the chunks, and the root's outline (``maximumSplitDepth`` levels); `nil` when it is
    /// not to be decoded in pieces.
    private func plan() -> (root: CutObject, chunks: [Range<Int>], outline: ObjectOutline)? {
        data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            let start = JSONBytes.whitespaceEnd(in: bytes, from: bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0)
            guard let (outline, _) = ObjectOutline.scan(bytes, objectAt: start, depth: Self.maximumSplitDepth),
                outline.members.count > 1
            else { return nil }
            var chunks: [Range<Int>] = []
            guard let root = plan(outline, in: bytes, depth: 0, chunks: &chunks) else { return nil }
            return (root, chunks, outline)
        }
    }

    /// Cuts the object outlined by `outline`, appending the chunks it makes to `chunks`; `nil` when one of its keys
    /// is escaped or repeated (the document is then decoded whole).
    private func plan(
        _ outline: ObjectOutline, in bytes: UnsafeBufferPointer<UInt8>, depth: Int, chunks: inout [Range<Int>]
    ) -> CutObject? {
        guard !outline.hasEscapedKey else { return nil }
        var cut = CutObject()
        var seen = Set<String>(minimumCapacity: outline.members.count)
        var pending: Range<Int>?
        func closePending() {
            if let range = pending { chunks.append(range) }
            pending = nil
        }
        for member in outline.members {
            // Safe: the outline's key ranges lie inside `bytes`.
            let key = String(decoding: UnsafeBufferPointer(rebasing: bytes[member.key]), as: UTF8.self)
            guard seen.insert(key).inserted else { return nil }
            cut.keys.append(key)
            if member.value.count > chunkSize, depth < Self.maximumSplitDepth, let nested = member.nested, nested.members.count > 1 {
                closePending()
                // A member whose own keys are escaped or repeated is decoded whole, in a chunk of its own.
                var nestedChunks = chunks
                if let nestedCut = plan(nested, in: bytes, depth: depth + 1, chunks: &nestedChunks) {
                    chunks = nestedChunks
                    cut.parts.append(.cut(nestedCut))
                    continue
                }
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
