import ContractStubCore
@_spi(ContractStubBytes) import ContractStubSyntax
import Foundation

/// A place where a spec writes an example or a default, with the compiled schema it must satisfy.
///
/// ```swift
/// for site in ExampleSite.all(in: contract) where !site.violations().isEmpty { print(site.location) }
/// ```
package struct ExampleSite: Sendable {
    /// What kind of value the spec wrote.
    package enum Kind: String, Sendable {
        /// `example`, `examples[*].value` or `dataValue` (Example Objects) or a 3.1 schema's `examples[i]`.
        case example
        /// A schema's `default`.
        case `default`
    }

    /// Example or default.
    package let kind: Kind
    /// How the value is named in messages: `example`, `example 'cat'`, `default`.
    package let name: String
    /// The value as written.
    package let value: JSONValue
    /// Where the value is written (an example reached through `$ref` is listed once, where it is written).
    package let location: SpecLocation
    /// The schema the value must satisfy.
    package let schema: Schema
    /// Where that schema is.
    package let schemaLocation: SpecLocation
    /// The side the value belongs to; `nil` for a schema's own example or default, which may be valid on either side.
    package let direction: ValidationDirection?
    /// Parameters and headers: a string spelling a boolean or number (`"true"`, `"42"`) also counts, as that is
    /// how the value travels.
    package let acceptsWireStrings: Bool
    /// The operation, for examples written under one.
    package let operationId: String?

    /// The schema's violations, or `[]` when the value is acceptable under the rules above.
    package func violations() -> [Diagnostic] {
        if let direction {
            if schema.isValid(value, direction: direction) { return [] }
            if acceptsWireStrings, let scalar = Self.scalar(spelledBy: value), schema.isValid(scalar, direction: direction) {
                return []
            }
        } else if schema.isValid(value, direction: .request) || schema.isValid(value, direction: .response) {
            return []
        }
        return schema.validate(value, direction: direction ?? .response)
    }

    /// Every example and default of `contract`, each once.
    ///
    /// Media types that are not JSON-like hold serialised examples and are not listed: XML, plain text, binary,
    /// and form bodies (`application/x-www-form-urlencoded`, `multipart/form-data`), written as wire strings.
    package static func all(in contract: Contract) -> [ExampleSite] {
        all(in: LintContext(contract: contract))
    }

    static func all(in context: LintContext) -> [ExampleSite] {
        // Operations and schema nodes are walked on two cores; an example reached both ways is listed once,
        // under its operation.
        let halves = concurrentMap(count: 2) { half in
            var collector = ExampleSiteCollector(contract: context.contract)
            if half == 0 {
                collector.collectOperations()
            } else {
                collector.collectSchemaNodes(context.schemaNodes, is31: context.document.version.isAtLeast31)
            }
            return collector.sites
        }
        var seen = Set<SpecLocation>(minimumCapacity: halves[0].count + halves[1].count)
        for site in halves[0] { seen.insert(site.location) }
        return halves[0] + halves[1].filter { seen.insert($0.location).inserted }
    }

    /// The boolean or number a wire string spells (`"true"`, `"42"`, `"1.5"`), if any.
    private static func scalar(spelledBy value: JSONValue) -> JSONValue? {
        guard case .string(let text) = value else { return nil }
        switch text {
        case "true": return .bool(true)
        case "false": return .bool(false)
        default:
            guard let number = try? JSONValue(decoding: Data(text.utf8)), number.numberValue != nil else { return nil }
            return number
        }
    }
}

/// The walk behind ``ExampleSite/all(in:)``: every place an example can be written, each listed once.
struct ExampleSiteCollector {
    let contract: Contract
    var sites: [ExampleSite] = []
    var seen = Set<SpecLocation>()

    mutating func collectOperations() {
        for operation in contract.operations {
            let id = operation.operationId
            for parameter in operation.parameters {
                collect(
                    parameter.schema, example: parameter.example, examples: parameter.examples,
                    at: parameter.specLocation, direction: .request, operationId: id, wireStrings: true)
                collect(parameter.content, direction: .request, operationId: id)
            }
            if let body = operation.requestBody { collect(body.content, direction: .request, operationId: id) }
            for response in operation.responses.map(\.response) {
                collect(response.content, direction: .response, operationId: id)
                for (_, header) in response.headers {
                    guard let header = header.value else { continue }
                    collect(
                        header.schema, example: header.example, examples: header.examples,
                        at: header.specLocation, direction: .response, operationId: id, wireStrings: true)
                }
            }
        }
    }

    mutating func collectSchemaNodes(_ nodes: [OpenAPI.SchemaObject], is31: Bool) {
        // Few schema nodes carry an example or default: room for one in 8 saves most of the set's regrowth, each of which
        // hashes every location again.
        seen.reserveCapacity(nodes.count / 8)
        for node in nodes {
            let location = node.specLocation
            guard let object = node.json.objectValue,
                object.hasMember("default") || object.hasMember("example") || (is31 && object.hasMember("examples")),
                let schema = contract.schema(at: location)
            else { continue }
            func add(_ kind: ExampleSite.Kind, _ value: JSONValue, at: SpecLocation) {
                append(
                    ExampleSite(
                        kind: kind, name: kind.rawValue, value: value, location: at, schema: schema,
                        schemaLocation: location, direction: nil, acceptsWireStrings: false, operationId: nil))
            }
            if let value = object["default"] { add(.default, value, at: location.appending("default")) }
            if let value = object["example"] { add(.example, value, at: location.appending("example")) }
            if is31, let values = object["examples"]?.arrayValue {
                for (index, value) in values.enumerated() { add(.example, value, at: location.appending("examples").appending(index)) }
            }
        }
    }

    private mutating func collect(_ content: OrderedMap<OpenAPI.MediaType>, direction: ValidationDirection, operationId: String?) {
        for (mediaType, media) in content where Self.holdsStructuredExamples(mediaType) {
            collect(
                media.schema, example: media.example, examples: media.examples,
                at: media.specLocation, direction: direction, operationId: operationId, wireStrings: false)
        }
    }

    private mutating func collect(
        _ schemaObject: OpenAPI.SchemaObject?, example: JSONValue?, examples: OrderedMap<OpenAPI.ReferenceOr<OpenAPI.Example>>,
        at location: SpecLocation, direction: ValidationDirection, operationId: String?, wireStrings: Bool
    ) {
        // Most parameters, bodies and headers have no example: their schema is not looked up.
        guard example != nil || !examples.isEmpty, let schemaObject, let schema = contract.schema(for: schemaObject) else { return }
        func add(_ name: String, _ value: JSONValue, at: SpecLocation) {
            append(
                ExampleSite(
                    kind: .example, name: name, value: value, location: at, schema: schema,
                    schemaLocation: schemaObject.specLocation, direction: direction,
                    acceptsWireStrings: wireStrings, operationId: operationId))
        }
        if let example { add("example", example, at: location.appending("example")) }
        for (name, entry) in examples {
            // OpenAPI 3.2's `dataValue` is the example as data, checked as `value` is.
            guard let example = entry.value,
                let (field, value) = example.value.map({ ("value", $0) }) ?? example.dataValue.map({ ("dataValue", $0) })
            else { continue }
            let at = entry.reference?.target?.appending(field) ?? location.appending("examples").appending(name).appending(field)
            add("example '\(name)'", value, at: at)
        }
    }

    private mutating func append(_ site: ExampleSite) {
        if seen.insert(site.location).inserted { sites.append(site) }
    }

    /// JSON, `+json` and wildcards hold examples as JSON values; form, XML, text and binary hold serialised text.
    /// Read as bytes, ASCII letters in either case (it runs for every media type of every operation: lower-casing and
    /// Foundation's substring search cost 10k instructions a call).
    static func holdsStructuredExamples(_ mediaType: String) -> Bool {
        ByteSlice.withUTF8(of: mediaType) { bytes in
            // The text before the first `;` that follows something else (`split` drops empty parts).
            var start = bytes.startIndex
            while start < bytes.endIndex, bytes[start] == UInt8(ascii: ";") { start += 1 }
            var end = start
            while end < bytes.endIndex, bytes[end] != UInt8(ascii: ";") { end += 1 }
            let type = bytes[start..<end]
            func lower(_ byte: UInt8) -> UInt8 { ASCII.isAlpha(byte) ? byte | 0x20 : byte }
            func equals(_ text: StaticString, at offset: Int) -> Bool {
                guard offset + text.utf8CodeUnitCount <= type.endIndex else { return false }
                return (0..<text.utf8CodeUnitCount).allSatisfy { lower(type[offset + $0]) == text.utf8Start[$0] }
            }
            if equals("*/", at: type.startIndex) || (type.count == 13 && equals("application/*", at: type.startIndex)) { return true }
            return type.indices.contains { equals("json", at: $0) }
        }
    }
}
