import ContractStubCore
import Foundation

/// The body reader (``JSONValue/init(decodingInstance:)``) against the spec reader (``JSONValue/init(decoding:)``,
/// `JSONDecoder`), which it replaced for bodies: on the same bytes both must fail with the same error (message, line,
/// column, offset) or build the same value, key order and number text included, and a schema must find the same.
///
/// Shared by `contractstub-differential --readers` (every corpus example, synthesized and mutated bodies) and the
/// `fuzz-body` target, which traps on any difference.
///
/// ```swift
/// if let difference = ReaderComparison.difference(in: body, schema: schema) { print(difference) }
/// ```
package enum ReaderComparison {
    /// What a reader made of some bytes.
    package enum Outcome: Equatable, Sendable {
        /// The value, with its serialization (key order and number spelling, which `==` ignores).
        case value(JSONValue, text: String)
        /// The error.
        case failure(JSONSyntaxError)

        /// Reads `data` with `read`.
        init(_ read: () throws(JSONSyntaxError) -> JSONValue) {
            do {
                let value = try read()
                self = .value(value, text: value.serialized())
            } catch {
                self = .failure(error)
            }
        }

        /// The value, when reading succeeded.
        package var value: JSONValue? {
            if case .value(let value, _) = self { return value }
            return nil
        }
    }

    /// What the spec reader and the body reader make of `data`.
    package static func outcomes(of data: Data) -> (spec: Outcome, body: Outcome) {
        (
            Outcome { () throws(JSONSyntaxError) in try JSONValue(decoding: data) },
            Outcome { () throws(JSONSyntaxError) in try JSONValue(decodingInstance: data) }
        )
    }

    /// `nil` when both readers agree on `data`, where they read a value `schema` (if any) finds the same in it in
    /// both directions, and the validating scan (``Schema/isValid(json:direction:)``, which checks bodies without
    /// building them) gives the tree's answer; otherwise a one-line description of the first difference.
    package static func difference(in data: Data, schema: Schema? = nil) -> String? {
        let (spec, body) = outcomes(of: data)
        if spec.value != nil, case .failure = body, isRefusedByJSONSerialization(data) { return nil }
        guard spec == body else { return "readers differ: JSONDecoder \(describe(spec)); instance reader \(describe(body))" }
        guard let schema else { return nil }
        for direction in [ValidationDirection.request, .response] {
            let tree = spec.value.map { schema.isValid($0, direction: direction) } ?? false
            guard schema.isValid(json: data, direction: direction) == tree else {
                return "the validating scan says \(!tree) where the tree says \(tree) (\(direction))"
            }
        }
        guard let value = spec.value else { return nil }
        for direction in [ValidationDirection.request, .response] {
            // The spec reader's value against the body reader's: equal as values, so any difference in findings
            // would come from a difference `==` cannot see.
            let expected = schema.validate(value, direction: direction)
            let found = schema.validate(body.value!, direction: direction)
            guard expected == found else { return "findings differ (\(direction)): \(expected) vs \(found)" }
            guard schema.isValid(value, direction: direction) == expected.isEmpty else {
                return "isValid disagrees with validate (\(direction)) on \(spec)"
            }
        }
        return nil
    }

    /// Whether Foundation's eager parser refuses `data`: where the body reader refuses what `JSONDecoder` read, the
    /// bytes are not JSON and `JSONDecoder` was lenient. (It scans lazily and never reads the value of a repeated key,
    /// so `{"a": 1, "a": 2+}` decodes as `{"a": 1}`: found by `fuzz-body`, kept in `Fuzz/Corpus/fuzz-body/`.)
    private static func isRefusedByJSONSerialization(_ data: Data) -> Bool {
        (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) == nil
    }

    private static func describe(_ outcome: Outcome) -> String {
        switch outcome {
        case .value(_, let text): return "read \(text.prefix(200))"
        case .failure(let error): return "failed at \(error.offset) (\(error))"
        }
    }
}
