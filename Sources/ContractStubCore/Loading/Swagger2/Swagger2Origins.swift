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
    let isRecording: Bool

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
        var prefix = pointer
        var suffix: [String] = []
        while let last = prefix.lastToken {
            if let original = originals[prefix] { return original.appending(JSONPointer(tokens: suffix.reversed())) }
            suffix.append(last)
            prefix.removeLast()
        }
        return pointer
    }
}

/// One object of the conversion: where it goes in the converted document and where it was read from. A conversion
/// that finds nothing needs no place, so places can be left untracked: they then hold no pointer and cost nothing to
/// derive (``Swagger2Converter/convert()`` runs again with tracked places when something is found).
struct Swagger2Place {
    private let pointers: (converted: JSONPointer, original: JSONPointer)?

    /// Its pointer in the converted (3.0) document: findings are reported here (the root when untracked).
    var converted: JSONPointer { pointers?.converted ?? .root }
    /// Its pointer in the 2.0 document (the root when untracked).
    var original: JSONPointer { pointers?.original ?? .root }
    /// Whether it holds its pointers.
    var isTracked: Bool { pointers != nil }

    /// The place with these two pointers.
    init(converted: JSONPointer, original: JSONPointer) {
        pointers = (converted, original)
    }

    private init() {
        pointers = nil
    }

    /// A place that holds no pointer, nor does any place derived from it.
    static let untracked = Swagger2Place()

    /// The place of member `key` of both.
    func appending(_ key: String) -> Swagger2Place {
        moved(converted: converted.appending(key), original: original.appending(key))
    }

    /// The place of element `index` of both.
    func appending(_ index: Int) -> Swagger2Place {
        moved(converted: converted.appending(index), original: original.appending(index))
    }

    /// A place derived from this one, tracked as this one is (the pointers are worked out only then).
    func moved(converted: @autoclosure () -> JSONPointer, original: @autoclosure () -> JSONPointer) -> Swagger2Place {
        isTracked ? Swagger2Place(converted: converted(), original: original()) : self
    }
}
