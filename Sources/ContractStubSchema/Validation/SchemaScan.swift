@_spi(ContractStubBytes) import ContractStubSyntax
import Foundation

/// The validating scan: checks the JSON text of a body against a ``ScanPlan`` while reading its bytes, building values
/// only where a keyword needs one (a `String` for `pattern` or `enum`, a number for `minimum`, the whole value of a
/// delegated node), and none at all for a valid body whose schema asks only for types, names, lengths and formats.
///
/// Its answers are exact, never a guess:
/// - ``Outcome/valid`` exactly when ``JSONValue/init(decodingInstance:)`` reads the bytes and ``Schema/isValid(_:direction:)``
///   accepts the value;
/// - ``Outcome/invalid`` when a rule fails outside every probe (`anyOf`, `oneOf`, `not`, `if`): the scan stops there,
///   so the rest may not even be JSON;
/// - ``Outcome/undecided`` when the tree must tell: a syntax error, a repeated key (the tree keeps its first value,
///   the scan would check them all), a non-ASCII key where names are looked up, or nesting past 512 levels.
///
/// A caller that needs findings reads and validates the tree after any answer but ``Outcome/valid``, so findings
/// are the tree validator's, whatever this scan does.
package struct SchemaScan {
    /// What the scan found.
    package enum Outcome: Hashable, Sendable {
        case valid, invalid, undecided
    }

    /// Why the scan stopped early.
    private enum Stop: Error {
        case invalid, undecided
    }

    /// Beyond this many members checked against `additionalProperties` in one object, repeated keys are no longer
    /// looked for one by one: the scan leaves the object to the tree.
    private static let maximumExtraKeys = 256

    private var reader: InstanceReader
    /// The plan, and its buffers taken out once (``UnmanagedBuffer``s: no reference counts): the caller holds the plan
    /// for the whole scan, and reference counts taken here would be taken on every value, from every core, on the
    /// same objects.
    private unowned(unsafe) let plan: ScanPlan
    private let nodes: UnmanagedBuffer<ScanPlan.Node>
    private let children: UnmanagedBuffer<Int32>
    private let applicators: UnmanagedBuffer<ScanPlan.Applicator>
    private let tables: MemberTables.View
    private let direction: ValidationDirection
    /// Enclosing `anyOf`/`oneOf`/`not`/`if` evaluations: inside one, a failing rule is an answer, not the end.
    private var probes = 0
    /// The tree validator's depth: nested values plus `$ref` hops.
    private var depth = 0
    /// For each object being read, a bit per member of its table: seen yet?
    private var seen: [UInt64] = []
    /// For each object being read, the keys checked against `additionalProperties` (to find repeats).
    private var extraKeys: [(hash: UInt64, start: Int, count: Int)] = []

    /// Scans `data` against `plan` for a message going `direction`.
    package static func scan(_ data: Data, plan: ScanPlan, direction: ValidationDirection) -> Outcome {
        withExtendedLifetime(plan) { scan(data, borrowing: plan, direction: direction) }
    }

    private static func scan(_ data: Data, borrowing plan: ScanPlan, direction: ValidationDirection) -> Outcome {
        let outcome = InstanceReader.reading(data) { reader -> Outcome in
            var scan = SchemaScan(reader: reader, plan: plan, direction: direction)
            do throws(Stop) {
                scan.reader.skipByteOrderMark()
                let valid = try scan.evaluate(0, at: scan.reader.index)
                try scan.read { reader throws(InstanceReader.Failure) in try reader.expectEnd() }
                return valid ? .valid : .invalid
            } catch .invalid {
                return .invalid
            } catch {
                return .undecided
            }
        }
        return outcome ?? .undecided
    }

    private init(reader: InstanceReader, plan: ScanPlan, direction: ValidationDirection) {
        self.reader = reader
        self.plan = plan
        self.direction = direction
        nodes = plan.nodes
        children = plan.children
        applicators = plan.applicators
        tables = plan.tables.view
    }

    /// Checks the value at `start` against node `index` and steps past it.
    private mutating func evaluate(_ index: Int32, at start: Int) throws(Stop) -> Bool {
        let node = nodes[Int(index)]
        reader.index = start
        reader.skipWhitespace()
        guard let first = reader.nextByte else { throw .undecided }
        let valueStart = reader.index
        if node.isAlwaysFalse {
            try skipValue()
            return try violation()
        }
        if node.acceptsNull, first == UInt8(ascii: "n") {
            _ = try read { reader throws(InstanceReader.Failure) in try reader.readLiteral() }
            return true
        }
        guard depth <= ValidationContext.maximumDepth else { throw .undecided }
        if node.isDelegated || (node.comparesValues && (first == UInt8(ascii: "{") || first == UInt8(ascii: "["))) {
            return try delegate(index)
        }
        var valid = true
        if node.hasOwnPass { valid = try ownPass(node, first: first) }
        var end = node.hasOwnPass ? reader.index : valueStart
        var applicator = Int(node.applicatorStart)
        while valid, applicator < Int(node.applicatorStart + node.applicatorCount) {
            valid = try apply(applicators[applicator], at: valueStart)
            if reader.index != valueStart { end = reader.index }
            applicator += 1
        }
        if end == valueStart {
            reader.index = valueStart
            try skipValue()
        } else {
            reader.index = end
        }
        return valid
    }

    /// A rule failed: the answer inside a probe, the end of the scan outside all of them.
    private func violation() throws(Stop) -> Bool {
        if probes == 0 { throw .invalid }
        return false
    }

    /// An in-place applicator on the value at `start`; leaves the reader after the value when it evaluated one.
    private mutating func apply(_ applicator: ScanPlan.Applicator, at start: Int) throws(Stop) -> Bool {
        /// The branches of `allOf`, `anyOf` and `oneOf`.
        var branches: Range<Int> { Int(applicator.start)..<Int(applicator.start + applicator.count) }
        switch applicator.kind {
        case .reference:
            depth += 1
            defer { depth -= 1 }
            return try evaluate(applicator.start, at: start)
        case .allOf:
            for branch in branches {
                guard try evaluate(children[branch], at: start) else { return false }
            }
            return true
        case .anyOf:
            probes += 1
            var matched = false
            for branch in branches {
                if try evaluate(children[branch], at: start) {
                    matched = true
                    break
                }
            }
            probes -= 1
            return matched ? true : try violation()
        case .oneOf:
            probes += 1
            var matches = 0
            for branch in branches {
                if try evaluate(children[branch], at: start) { matches += 1 }
                if matches > 1 { break }
            }
            probes -= 1
            return matches == 1 ? true : try violation()
        case .not:
            probes += 1
            let matched = try evaluate(applicator.start, at: start)
            probes -= 1
            return matched ? try violation() : true
        case .conditional:
            probes += 1
            let holds = try evaluate(applicator.start, at: start)
            probes -= 1
            let branch = holds ? applicator.count : applicator.extra
            return branch == ScanPlan.none ? true : try evaluate(branch, at: start)
        }
    }

    /// A delegated node: the value is built and walked as a tree.
    private mutating func delegate(_ index: Int32) throws(Stop) -> Bool {
        let value = try read { reader throws(InstanceReader.Failure) in try reader.readValue() }
        var context = ValidationContext(direction: direction, collecting: false)
        context.depth = depth
        var ignored = EvaluatedParts()
        return context.evaluate(plan.schemaNodes[Int(index)], value, &ignored, tracking: false) ? true : try violation()
    }

    /// The rules of `node` read in one pass over the value that starts with `first`.
    private mutating func ownPass(_ node: ScanPlan.Node, first: UInt8) throws(Stop) -> Bool {
        switch first {
        case UInt8(ascii: "{"):
            guard node.types?.contains(.object) ?? true else { return try skipValue(thenViolation: true) }
            guard node.members >= 0 || node.additional != ScanPlan.none else { return try skipValue(thenViolation: false) }
            return try object(node)
        case UInt8(ascii: "["):
            guard node.types?.contains(.array) ?? true else { return try skipValue(thenViolation: true) }
            guard node.prefixCount > 0 || node.rest != ScanPlan.none || node.minItems >= 0 || node.maxItems >= 0 else {
                return try skipValue(thenViolation: false)
            }
            return try array(node)
        case UInt8(ascii: "\""):
            let contents = try read { reader throws(InstanceReader.Failure) in try reader.scanString() }
            guard node.types?.contains(.string) ?? true else { return try violation() }
            guard node.minLength >= 0 || node.maxLength >= 0 || node.format != nil || node.scalarRules >= 0 else { return true }
            let valid = reader.withBytes(of: contents) { string($0, satisfies: node) }
            return valid ? true : try violation()
        default:
            let value: JSONValue
            if first == UInt8(ascii: "t") || first == UInt8(ascii: "f") || first == UInt8(ascii: "n") {
                value = try read { reader throws(InstanceReader.Failure) in try reader.readLiteral() }
            } else {
                value = .number(try read { reader throws(InstanceReader.Failure) in try reader.readNumber() })
            }
            guard node.types?.admits(value) ?? true, node.format?.accepts(value) ?? true else { return try violation() }
            guard node.scalarRules >= 0 else { return true }
            return Self.scalar(value, satisfies: plan.scalarRules[Int(node.scalarRules)], direction) ? true : try violation()
        }
    }

    /// Whether the string whose UTF-8 is `bytes` satisfies the string rules of `node`: lengths and format read from
    /// the bytes, the rest (`pattern`, `enum`, `const`) checked by ``ValidationContext`` on the `String`.
    private func string(_ bytes: ByteSlice, satisfies node: ScanPlan.Node) -> Bool {
        if node.minLength >= 0 || node.maxLength >= 0 {
            let length = Self.scalarCount(bytes)
            if length < node.minLength || (node.maxLength >= 0 && length > node.maxLength) { return false }
        }
        if let format = node.format, !format.accepts(utf8: bytes) { return false }
        guard node.scalarRules >= 0 else { return true }
        let rules = plan.scalarRules[Int(node.scalarRules)]
        guard rules.rules.contains(where: \.needsString) else { return true }
        return Self.scalar(.string(String(decoding: bytes, as: UTF8.self)), satisfies: rules, direction)
    }

    /// Checks the object at the reader against the members, `required` and `additionalProperties` of `node`.
    private mutating func object(_ node: ScanPlan.Node) throws(Stop) -> Bool {
        try read { reader throws(InstanceReader.Failure) in try reader.enterContainer() }
        let table = node.members >= 0 ? tables.tables[Int(node.members)] : nil
        let seenStart = seen.count
        let extraStart = extraKeys.count
        if let table { seen.append(contentsOf: repeatElement(0, count: (Int(table.memberCount) + 63) / 64)) }
        defer {
            seen.removeSubrange(seenStart...)
            extraKeys.removeSubrange(extraStart...)
        }
        var valid = true
        if !reader.closes(UInt8(ascii: "}")) {
            repeat {
                if valid {
                    valid = try member(of: node, table, seenStart: seenStart, extraStart: extraStart)
                } else {
                    try read { reader throws(InstanceReader.Failure) in
                        try reader.skipKey()
                        try reader.skipValue()
                    }
                }
            } while try read({ reader throws(InstanceReader.Failure) in try reader.continues(closedBy: UInt8(ascii: "}")) })
        }
        reader.depth -= 1
        guard valid, let table else { return valid }
        for offset in 0..<Int(table.requiredCount) {
            let required = tables.required[Int(table.requiredStart) + offset]
            let member = Int(required.member)
            if seen[seenStart + member >> 6] & (1 << UInt64(member & 63)) != 0 { continue }
            if direction == .request ? required.exemptInRequest : direction == .response && required.exemptInResponse { continue }
            return try violation()
        }
        return true
    }

    /// One member of an object: its key looked up among `node`'s names, its value checked against its property or
    /// `additionalProperties`.
    private mutating func member(of node: ScanPlan.Node, _ table: MemberTables.Table?, seenStart: Int, extraStart: Int) throws(Stop)
        -> Bool
    {
        guard reader.nextByte == UInt8(ascii: "\"") else { throw .undecided }
        var found: Int32 = -1
        var keyStart = -1
        var keyCount = 0
        let key = try read { reader throws(InstanceReader.Failure) in try reader.scanString() }
        switch key {
        case .raw(let start, let count, let isASCII):
            guard isASCII else { throw .undecided }
            (keyStart, keyCount) = (start, count)
        case .unescaped:
            guard reader.unescaped.allSatisfy({ $0 < 0x80 }) else { throw .undecided }
        }
        if let table { found = reader.withBytes(of: key) { tables.member(of: table, named: $0) } }
        try read { reader throws(InstanceReader.Failure) in try reader.expectColon() }
        if let table, found >= 0 {
            let word = seenStart + Int(found) >> 6
            let bit = UInt64(1) << UInt64(found & 63)
            guard seen[word] & bit == 0 else { throw .undecided }
            seen[word] |= bit
            let member = tables.members[Int(table.memberStart + found)]
            if member.property != ScanPlan.none {
                if direction == .request ? member.isReadOnly : direction == .response && member.isWriteOnly {
                    return try skipValue(thenViolation: true)
                }
                return try child(member.property)
            }
        }
        switch node.additional {
        case ScanPlan.none:
            return try skipValue(thenViolation: false)
        case ScanPlan.alwaysFalse:
            return try skipValue(thenViolation: true)
        default:
            try noteExtraKey(start: keyStart, count: keyCount, since: extraStart)
            return try child(node.additional)
        }
    }

    /// Records a key checked against `additionalProperties`; a repeat of one before (or one that cannot be compared:
    /// escaped, or past ``maximumExtraKeys``) leaves the answer to the tree.
    private mutating func noteExtraKey(start: Int, count: Int, since first: Int) throws(Stop) {
        guard start >= 0, extraKeys.count - first < Self.maximumExtraKeys else { throw .undecided }
        let hash = MemberTables.hash(reader.input(start..<start + count))
        for other in extraKeys[first...] where other.hash == hash { throw .undecided }
        extraKeys.append((hash: hash, start: start, count: count))
    }

    /// Checks the array at the reader against the items, `minItems` and `maxItems` of `node`.
    private mutating func array(_ node: ScanPlan.Node) throws(Stop) -> Bool {
        try read { reader throws(InstanceReader.Failure) in try reader.enterContainer() }
        var count = 0
        var valid = true
        if !reader.closes(UInt8(ascii: "]")) {
            repeat {
                if !valid || (count >= Int(node.prefixCount) && node.rest == ScanPlan.none) {
                    try skipValue()
                } else if count < Int(node.prefixCount) {
                    valid = try child(children[Int(node.prefixStart) + count])
                } else if node.rest == ScanPlan.alwaysFalse {
                    valid = try skipValue(thenViolation: true)
                } else {
                    valid = try child(node.rest)
                }
                count += 1
            } while try read({ reader throws(InstanceReader.Failure) in try reader.continues(closedBy: UInt8(ascii: "]")) })
        }
        reader.depth -= 1
        guard valid else { return false }
        if node.minItems >= 0, count < node.minItems { return try violation() }
        if node.maxItems >= 0, count > node.maxItems { return try violation() }
        return true
    }

    /// A member's or item's value against node `index`, one level deeper.
    private mutating func child(_ index: Int32) throws(Stop) -> Bool {
        depth += 1
        defer { depth -= 1 }
        return try evaluate(index, at: reader.index)
    }

    /// Steps past the value at the reader, checking only that it is JSON.
    private mutating func skipValue() throws(Stop) {
        try read { reader throws(InstanceReader.Failure) in try reader.skipValue() }
    }

    /// Steps past the value at the reader; then a violation, or `true`.
    private mutating func skipValue(thenViolation: Bool) throws(Stop) -> Bool {
        try skipValue()
        return thenViolation ? try violation() : true
    }

    /// Runs `body` on the reader; a syntax error or an out-of-range number leaves the answer to the tree.
    private mutating func read<T>(_ body: (inout InstanceReader) throws(InstanceReader.Failure) -> T) throws(Stop) -> T {
        do {
            return try body(&reader)
        } catch {
            throw .undecided
        }
    }
}

extension SchemaScan {
    /// Whether the number, Boolean or null `value` satisfies `rules`, as ``ValidationContext`` checks them.
    fileprivate static func scalar(_ value: JSONValue, satisfies rules: ScanPlan.ScalarRules, _ direction: ValidationDirection) -> Bool {
        var context = ValidationContext(direction: direction, collecting: false)
        var ignored = EvaluatedParts()
        return rules.rules.allSatisfy { context.check($0, of: rules.node, value, &ignored, tracking: false) }
    }

    /// The number of Unicode scalars in valid UTF-8 (what `minLength` counts): the bytes that do not continue one.
    fileprivate static func scalarCount(_ bytes: ByteSlice) -> Int {
        var count = 0
        for byte in bytes where byte & 0xC0 != 0x80 { count += 1 }
        return count
    }
}

extension SchemaRule {
    /// Whether a string is checked against this rule as a `String` (the others ignore strings).
    fileprivate var needsString: Bool {
        switch self {
        case .enumeration, .constant, .pattern: return true
        default: return false
        }
    }
}
