/// Where each part of a Swagger 2.0 document converted to OpenAPI 3.0 came from: a converted JSON Pointer's original
/// is the original of its longest recorded prefix, followed by the rest of it.
///
/// ```swift
/// origins.record(converted: "/components/schemas", original: "/definitions")
/// origins.original(of: "/components/schemas/Pet/properties/id")  // "/definitions/Pet/properties/id"
/// ```
/// Parts that kept their place (`/info`, `/paths/~1pets/get`, a schema's insides) need no record.
package struct Swagger2Origins: Sendable {
    private var originals: [JSONPointer: JSONPointer] = [:]
    /// Whether ``record(converted:original:)`` keeps anything (a load that never maps pointers back skips the cost).
    private let isRecording: Bool

    /// Origins that keep what is recorded, or (`recording: false`) nothing.
    init(recording: Bool = true) {
        isRecording = recording
    }

    /// Records that the converted object at `converted` was read from `original`.
    /// (Both are worked out only when recording.)
    mutating func record(converted: @autoclosure () -> JSONPointer, original: @autoclosure () -> JSONPointer) {
        guard isRecording else { return }
        let (converted, original) = (converted(), original())
        if converted != original { originals[converted] = original }
    }

    /// The pointer into the 2.0 document of what the converted document has at `pointer`.
    package func original(of pointer: JSONPointer) -> JSONPointer {
        guard !originals.isEmpty else { return pointer }
        var prefix = pointer.tokens
        while !prefix.isEmpty {
            if let original = originals[JSONPointer(tokens: prefix)] {
                return original.appending(JSONPointer(tokens: Array(pointer.tokens[prefix.count...])))
            }
            prefix.removeLast()
        }
        return pointer
    }
}

/// One object of the conversion: where it goes in the converted document and where it was read from.
struct Swagger2Place {
    /// Its pointer in the converted (3.0) document: findings are reported here.
    var converted: JSONPointer
    /// Its pointer in the 2.0 document.
    var original: JSONPointer

    /// The place of member `key` of both.
    func appending(_ key: String) -> Swagger2Place {
        Swagger2Place(converted: converted.appending(key), original: original.appending(key))
    }

    /// The place of element `index` of both.
    func appending(_ index: Int) -> Swagger2Place {
        Swagger2Place(converted: converted.appending(index), original: original.appending(index))
    }

    /// A place that keeps its pointer.
    static func same(_ pointer: JSONPointer) -> Swagger2Place { Swagger2Place(converted: pointer, original: pointer) }
}
