import Foundation
import Testing

@testable import ContractStubCore

/// Groups the hostile-input suites so `swift test --filter Hardening` selects them.
@Suite enum HardeningTests {}

/// Builders for hostile input, all iterative so that building them cannot exhaust the stack.
enum HostileInput {
    /// The two kinds of nesting.
    enum Container: String, CaseIterable, Sendable {
        case arrays, objects

        /// `[[[…0…]]]` or `{"a":{"a":…{}…}}`, `depth` levels deep, as JSON text.
        func nestedText(_ depth: Int) -> String {
            switch self {
            case .arrays: String(repeating: "[", count: depth) + "0" + String(repeating: "]", count: depth)
            case .objects: String(repeating: #"{"a":"#, count: depth) + "{}" + String(repeating: "}", count: depth)
            }
        }
    }

    /// `{"a":{"a":…0…}}`, `depth` objects deep, as a value.
    static func nestedObjects(_ depth: Int) -> JSONValue {
        var value: JSONValue = 0
        for _ in 0..<depth { value = .object(JSONObject([("a", value)])) }
        return value
    }

    /// A minimal OpenAPI 3.1 document whose `components` are `componentsJSON` (JSON text).
    static func spec(components componentsJSON: String, extra: String = "") -> String {
        #"{"openapi":"3.1.0","info":{"title":"t","version":"1"},"paths":{},"components":"#
            + componentsJSON + extra + "}"
    }
}
