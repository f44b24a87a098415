import ContractStubCore
import Foundation

/// Walks a pact body beside its spec schema and reports what the engine's schema check cannot know: members the
/// spec does not declare (responses only), examples that break their own matching rule, and matching rules the spec
/// forbids.
///
/// A rule is incompatible (`pact.matcher.incompatible`) only when the spec forbids what the consumer expects (in a
/// response) or sends (in a request): when no value the rule allows is one the spec allows, on either side. `min: 2`
/// on an array with `maxItems: 1`, an `integer` rule on a `string` field, a `decimal` rule on an `integer` field, a
/// `datetime` rule on a `format: date` field are; the `{"match": "type", "min": 1}` every Pact DSL's `eachLike` writes
/// on an array the spec allows empty is not (the consumer expecting items the provider may send is no conflict), nor
/// is an `integer` rule on a `number` field. This is the bar of bi-directional contract testing: the consumer's
/// expectations must be possible under the spec, not cover all of it.
struct PactBodyCheck {
    /// Which side of the interaction the body is on.
    enum Side {
        case request
        case response
    }

    let side: Side
    let rules: PactMatchingRules
    let view: PactSchemaView
    let main: URL
    let operationId: String?
    private(set) var findings: [Diagnostic] = []

    init(side: Side, rules: PactMatchingRules, view: PactSchemaView, main: URL, operationId: String?) {
        self.side = side
        self.rules = rules
        self.view = view
        self.main = main
        self.operationId = operationId
    }

    /// The deepest a body is walked; deeper values are left to the engine's own depth limit.
    static let maximumDepth = 512

    /// Checks `value` (at `place` in the body) against `schemas`.
    mutating func check(_ value: JSONValue, schemas: [OpenAPI.SchemaObject], place: [PactPlace] = []) {
        guard place.count <= Self.maximumDepth else { return }
        let parts = view.parts(of: schemas)
        if let rule = rules.rule(in: "body", at: place) {
            let exact = rule.path.tokens.count == place.count
            var perMatcher: [[Diagnostic]] = []
            for matcher in rule.matchers {
                var alone = self
                alone.findings = []
                alone.check(value, against: matcher, parts: parts, place: place, exact: exact)
                perMatcher.append(alone.findings)
            }
            // `"combine": "OR"`: one matcher that fits is enough.
            if rule.anyOf {
                if perMatcher.allSatisfy({ !$0.isEmpty }) { findings += perMatcher.first ?? [] }
            } else {
                findings += perMatcher.joined()
            }
        }
        switch value {
        case .object(let object):
            let open = parts.isEmpty || !view.declaresMembers(parts)
            for (name, member) in object {
                let declared = open ? [] : view.member(name, in: parts)
                if declared == nil, side == .response {
                    report(
                        .pactResponsePropertyUndeclared,
                        "the consumer expects property '\(name)', which the spec does not declare", parts.first, place + [.field(name)])
                }
                check(member, schemas: declared ?? [], place: place + [.field(name)])
            }
        case .array(let items):
            for index in items.indices { check(items[index], schemas: view.item(index, in: parts), place: place + [.index(index)]) }
        default:
            break
        }
    }

    private mutating func check(
        _ value: JSONValue, against matcher: PactMatcher, parts: [OpenAPI.SchemaObject], place: [PactPlace], exact: Bool
    ) {
        let types = view.types(parts)
        switch matcher {
        case .regex, .include:
            guard let text = Self.text(value), let matches = matcher.matches(text) else { return mismatch(matcher, value, place) }
            if !matches { mismatch(matcher, value, place) }
        case .integer:
            guard case .number(let number) = value, number.isInteger else { return mismatch(matcher, value, place) }
            checkKind("integers", fitting: ["integer", "number"], types: types, parts: parts, place: place)
        case .decimal:
            guard case .number = value else { return mismatch(matcher, value, place) }
            checkKind("decimals", fitting: ["number"], types: types, parts: parts, place: place)
        case .number:
            guard case .number = value else { return mismatch(matcher, value, place) }
            checkKind("numbers", fitting: ["integer", "number"], types: types, parts: parts, place: place)
        case .boolean:
            guard case .bool = value else { return mismatch(matcher, value, place) }
        case .null:
            guard value == .null else { return mismatch(matcher, value, place) }
        case .date(let kind, _):
            guard case .string = value else { return mismatch(matcher, value, place) }
            let dateFormats: Set<String> = ["date", "time", "date-time"]
            if let format = view.formats(parts).first(where: dateFormats.contains), format != kind.openAPIFormat {
                report(
                    .pactMatcherIncompatible,
                    "the \(kind.rawValue) matcher expects a \(kind.openAPIFormat), but the spec's format is \(format)",
                    parts.first, place)
            }
        case .type(let min, let max):
            // The example's own length is not checked: pact-python writes one example item whatever `min` says.
            guard case .array = value, exact else { return }
            checkBounds(min: min, max: max, parts: parts, place: place)
        case .equality, .other:
            break
        }
    }

    /// What the consumer does with the values a rule allows, for messages: expects them (response) or sends them.
    private var consumer: String { side == .response ? "the consumer expects" : "the consumer sends" }

    /// A number rule against the spec's `type`s: incompatible when they allow none of `kinds` (the JSON Schema types
    /// that hold `noun`).
    private mutating func checkKind(
        _ noun: String, fitting kinds: Set<String>, types: Set<String>?, parts: [OpenAPI.SchemaObject], place: [PactPlace]
    ) {
        guard let types, types.isDisjoint(with: kinds) else { return }
        report(
            .pactMatcherIncompatible, "\(consumer) \(noun), but the spec allows \(types.sorted().joined(separator: ", ")) only",
            parts.first, place)
    }

    /// An array rule's `min`/`max` against the spec's `minItems`/`maxItems`: incompatible when no length fits both.
    private mutating func checkBounds(min: Int?, max: Int?, parts: [OpenAPI.SchemaObject], place: [PactPlace]) {
        let spec = view.itemBounds(parts)
        if let min, let specMax = spec.max, min > specMax {
            report(
                .pactMatcherIncompatible, "\(consumer) at least \(min) items, but the spec allows at most \(specMax)", parts.first, place)
        }
        if let max, let specMin = spec.min, max < specMin {
            report(
                .pactMatcherIncompatible, "\(consumer) at most \(max) items, but the spec requires at least \(specMin)", parts.first, place)
        }
    }

    private mutating func mismatch(_ matcher: PactMatcher, _ value: JSONValue, _ place: [PactPlace]) {
        report(.pactMatcherMismatch, "the example \(Self.describe(value)) does not satisfy its own \(matcher.name) matcher", nil, place)
    }

    private mutating func report(_ code: DiagnosticCode, _ message: String, _ schema: OpenAPI.SchemaObject?, _ place: [PactPlace]) {
        let location = schema.map { Diagnostic.Location($0.specLocation, main: main) } ?? Diagnostic.Location()
        findings.append(
            Diagnostic(.error, code: code, message: message, at: location, instancePointer: Self.pointer(place), operationId: operationId))
    }

    /// `/body/items/0/name`: the instance pointer of a place, as the engine's body findings have it.
    static func pointer(_ place: [PactPlace]) -> JSONPointer {
        JSONPointer(
            tokens: ["body"]
                + place.map { step in
                    switch step {
                    case .field(let name): return name
                    case .index(let index): return String(index)
                    }
                })
    }

    /// The places a body-finding's instance pointer designates in `body`: array indexes where the value is an array.
    static func place(of pointer: JSONPointer, in body: JSONValue) -> [PactPlace]? {
        guard pointer.tokens.first == "body" else { return nil }
        var place: [PactPlace] = []
        var current: JSONValue? = body
        for token in pointer.tokens.dropFirst() {
            if case .array(let items)? = current, let index = JSONPointer.arrayIndex(token) {
                place.append(.index(index))
                current = index < items.count ? items[index] : nil
            } else {
                place.append(.field(token))
                current = current?[token]
            }
        }
        return place
    }

    private static func text(_ value: JSONValue) -> String? {
        switch value {
        case .string(let text): return text
        case .number(let number): return JSONValue.number(number).serialized()
        case .bool(let flag): return flag ? "true" : "false"
        default: return nil
        }
    }

    private static func describe(_ value: JSONValue) -> String {
        let text = value.serialized()
        return text.count > 60 ? String(text.prefix(57)) + "..." : text
    }
}
