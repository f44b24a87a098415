import Foundation

/// Finds the line and column of a JSON Pointer in the bytes of a well-formed JSON document.
///
/// `JSONDecoder` keeps no source positions, so diagnostics call this lazily: a lookup walks the bytes,
/// skipping the values it does not need; nothing runs on the success path, and a lookup reads the document only up
/// to the values it finds (no copy of it, no table of its lines).
/// A member is located at its key (where an editor should put the cursor); an array element or the root at its value.
package struct SourceLocator: Sendable {
    /// The bytes it locates in.
    package let data: Data
    /// The root object's outline, when the decoding made one (``JSONValue/decodingLocatable(_:)``).
    private let outline: ObjectOutline?

    /// A locator over these bytes.
    package init(data: Data) {
        self.init(data: data, outline: nil)
    }

    /// A locator over `data` whose root object is outlined by `outline` (made from these very bytes).
    init(data: Data, outline: ObjectOutline?) {
        self.data = data
        self.outline = outline
    }

    /// Whether it was handed the root's outline (rather than making one when a lookup needs it).
    var isOutlined: Bool { outline != nil }

    /// The position of the value (or member key) that `pointer` designates, or `nil` if the document has no such value.
    package func location(of pointer: JSONPointer) -> SourcePosition? {
        locations(of: [pointer])[0]
    }

    /// The positions of several pointers, found in about one pass: the members and elements passed on the way are
    /// remembered per object and array, and a later lookup in the same container resumes where the last one stopped.
    package func locations(of pointers: [JSONPointer]) -> [SourcePosition?] {
        data.withUnsafeBytes { raw in
            let walk = PointerWalk(bytes: raw.assumingMemoryBound(to: UInt8.self), outline: outline)
            let offsets = walk.offsets(of: pointers)
            let positions = LineTable.positions(of: offsets.compactMap { $0 }, in: walk.bytes)
            var next = positions.makeIterator()
            return offsets.map { $0 == nil ? nil : next.next() }
        }
    }
}

/// One lookup's walk over the document's bytes, in place.
private struct PointerWalk {
    let bytes: UnsafeBufferPointer<UInt8>
    /// The root object's outline, if one was made already.
    let outline: ObjectOutline?

    /// The offset of each pointer's value (or member key), `nil` when the document has none.
    func offsets(of pointers: [JSONPointer]) -> [Int?] {
        var rootStart = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        skipWhitespace(&rootStart)
        var containers: [Int: ContainerScan] = [:]
        // The outlines of objects not entered yet, by where they start (see `ObjectOutline`).
        var outlines: [Int: ObjectOutline] = [:]
        if let outline {
            outlines[rootStart] = outline
        } else if bytes.count >= Self.outlinedSize, pointers.count >= Self.outlinedLookups,
            let (outline, _) = ObjectOutline.scan(bytes, objectAt: rootStart, depth: Self.outlinedDepth)
        {
            outlines[rootStart] = outline
        }
        return pointers.map { pointer in
            var place = (found: rootStart, value: rootStart)
            for token in pointer.tokens {
                let start = place.value
                guard start < bytes.count else { return nil }
                var scan: ContainerScan
                if let known = containers.removeValue(forKey: start) {
                    scan = known
                } else if let outline = outlines.removeValue(forKey: start), !outline.hasEscapedKey {
                    scan = ContainerScan(outline: outline, in: bytes, nested: &outlines)
                } else {
                    scan = ContainerScan(next: start + 1)
                }
                defer { containers[start] = scan }
                // Safe: start < bytes.count, the guard above.
                switch bytes[start] {
                case UInt8(ascii: "{"):
                    guard let member = findMember(token, in: &scan) else { return nil }
                    place = member
                case UInt8(ascii: "["):
                    guard let index = JSONPointer.arrayIndex(token), let element = findElement(index, in: &scan) else {
                        return nil
                    }
                    place = (element, element)
                default:
                    return nil
                }
            }
            return place.found
        }
    }

    /// A document this large, asked for this many positions, is outlined first (`outlinedDepth` levels of members in
    /// one scan): otherwise a lookup crosses a large member's bytes once at each level it skips them (the root skips
    /// `paths` whole to reach `components`, then `paths` skips each path item), three or four times in all.
    static let outlinedSize = 256 * 1024
    static let outlinedLookups = 4
    static let outlinedDepth = 3

    /// What is known of an object or array: the members (key and value offsets) or elements (value offsets)
    /// read so far, and where reading goes on (`nil` once the container has been read to its end).
    private struct ContainerScan {
        var members: [String: (found: Int, value: Int)] = [:]
        var elements: [Int] = []
        var next: Int?

        init(next: Int) {
            self.next = next
        }

        /// An object read to its end from its outline (no key escaped); the outlines of the objects among its members
        /// go to `outlines`, for when a lookup enters them.
        init(outline: ObjectOutline, in bytes: UnsafeBufferPointer<UInt8>, nested outlines: inout [Int: ObjectOutline]) {
            members.reserveCapacity(outline.members.count)
            for member in outline.members {
                // Safe: the outline's key ranges lie inside `bytes`.
                let key = String(decoding: UnsafeBufferPointer(rebasing: bytes[member.key]), as: UTF8.self)
                guard members[key] == nil else { continue }  // a repeated key: the first one is the member
                members[key] = (found: member.start, value: member.value.lowerBound)
                if let nested = member.nested { outlines[member.value.lowerBound] = nested }
            }
            next = nil
        }
    }

    /// The key and value offsets of member `key`, reading on from where `scan` stopped if it is not known yet.
    private func findMember(_ key: String, in scan: inout ContainerScan) -> (found: Int, value: Int)? {
        if let member = scan.members[key] { return member }
        while var index = scan.next {
            skipWhitespace(&index)
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                scan.next = nil
                break
            }
            let keyStart = index
            let name = readString(&index)
            skipWhitespace(&index)
            index += 1  // ':'
            skipWhitespace(&index)
            let member = (found: keyStart, value: index)
            if scan.members[name] == nil { scan.members[name] = member }
            scan.next = skipToNextEntry(&index)
            if name == key { return scan.members[name] }
        }
        return nil
    }

    /// The value offset of element `position`, reading on from where `scan` stopped if it is not known yet.
    private func findElement(_ position: Int, in scan: inout ContainerScan) -> Int? {
        while scan.elements.count <= position, var index = scan.next {
            skipWhitespace(&index)
            guard index < bytes.count, bytes[index] != UInt8(ascii: "]") else {
                scan.next = nil
                break
            }
            scan.elements.append(index)
            scan.next = skipToNextEntry(&index)
        }
        return position < scan.elements.count ? scan.elements[position] : nil
    }

    /// Skips the value at `index` and the comma after it; returns where the next member or element starts,
    /// or `nil` when the container ends.
    private func skipToNextEntry(_ index: inout Int) -> Int? {
        skipValue(&index)
        skipWhitespace(&index)
        guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { return nil }
        return index + 1
    }

    /// Skips one value of any depth.
    private func skipValue(_ index: inout Int) {
        index = JSONBytes.valueEnd(in: bytes, from: index) ?? bytes.count
    }

    /// Reads a string literal, decoding escapes only when it has any, and leaves `index` after the closing quote.
    private func readString(_ index: inout Int) -> String {
        let start = index
        guard let quote = JSONBytes.closingQuote(in: bytes, openedAt: start) else {
            index = bytes.count
            return ""
        }
        index = quote + 1
        if !JSONBytes.containsBackslash(bytes, in: (start + 1)..<quote) {
            // Safe: closingQuote found quote below bytes.count, after start.
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[(start + 1)..<quote]), as: UTF8.self)
        }
        // Safe: closingQuote found quote below bytes.count.
        return (try? JSONDecoder().decode(String.self, from: Data(bytes[start...quote]))) ?? ""
    }

    private func skipWhitespace(_ index: inout Int) {
        index = JSONBytes.whitespaceEnd(in: bytes, from: index)
    }
}
