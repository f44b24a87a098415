import ContractStubCore

extension SpecChange {
    /// Where in an exchange the thing a change is about travels (``SpecChange/place``).
    package struct ExchangePlace: Sendable, Hashable {
        /// What part of the message.
        package enum Part: Sendable, Hashable {
            /// The response as a whole (its status, or its media type, no longer declared).
            case status
            /// The value these steps reach from the body's root (`[]`: the body itself).
            case value([ValueStep])
            /// A value of the body at no one path (inside `additionalProperties`, `not`, …).
            case unknownValue
            /// The response header with this name (its value, or its presence).
            case header(String)
        }

        /// The response's key (`200`, `2XX`, `default`); `nil` for the request.
        package let responseKey: OpenAPI.ResponseKey?
        /// The body's declared media type (`application/json`); `nil` when the change is not about a body.
        package let mediaType: String?
        /// What part of the message.
        package let part: Part

        /// The request's or response's body of `mediaType`.
        package static func body(_ mediaType: String, responseKey: OpenAPI.ResponseKey?) -> Self {
            Self(responseKey: responseKey, mediaType: mediaType, part: .value([]))
        }

        /// The same body, at `field` as schema comparison names it (``ValueStep/path(_:)``); a header stays itself.
        package func at(_ field: String) -> Self {
            if case .header = part { return self }
            return Self(responseKey: responseKey, mediaType: mediaType, part: ValueStep.path(field).map(Part.value) ?? .unknownValue)
        }

        /// Whether a recorded `Content-Type` falls under the declared ``mediaType`` (`*/*` and `type/*` as ranges);
        /// `true` when the change is not about a body.
        package func accepts(contentType: String?) -> Bool {
            guard let mediaType else { return true }
            guard let declared = ContentType(mediaType), let recorded = contentType.flatMap(ContentType.init) else { return false }
            if declared.type == "*" { return true }
            return declared.type == recorded.type && (declared.subtype == "*" || declared.subtype == recorded.subtype)
        }
    }

    /// One step into a JSON value.
    package enum ValueStep: Sendable, Hashable {
        /// The member of an object with this name.
        case property(String)
        /// Every item of an array.
        case anyItem
        /// The item of an array at this index (a `prefixItems` position).
        case item(Int)

        /// The steps of a field as schema comparison names it (`pet.tags[].name`, `point[0]`; `""` for the
        /// top-level value); `nil` for a field inside an applicator (`pet<additionalProperties>`), whose place in
        /// the value is not one path, or a name the spelling cannot tell apart (one with `.`, `[` or `]`).
        /// The field is read as UTF-8 (its delimiters are ASCII): a change is placed for every report.
        package static func path(_ field: String) -> [ValueStep]? {
            if field.isEmpty { return [] }
            let (dot, open, close, angle) = (UInt8(ascii: "."), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "<"))
            if field.utf8.contains(angle) { return nil }
            var steps: [ValueStep] = []
            for segment in field.utf8.split(separator: dot, omittingEmptySubsequences: false) {
                let bracket = segment.firstIndex(of: open) ?? segment.endIndex
                let name = segment[..<bracket]
                if name.contains(close) { return nil }
                if !name.isEmpty { steps.append(.property(String(Substring(name)))) }
                var rest = segment[bracket...]
                while !rest.isEmpty {
                    guard rest.first == open, let end = rest.firstIndex(of: close) else { return nil }
                    let inside = rest[rest.index(after: rest.startIndex)..<end]
                    if inside.isEmpty {
                        steps.append(.anyItem)
                    } else if let index = Int(Substring(inside)) {
                        steps.append(.item(index))
                    } else {
                        return nil
                    }
                    rest = rest[rest.index(after: end)...]
                }
            }
            return steps
        }

        /// The values `steps` reach in `value` (every item for ``anyItem``); empty when none is there.
        package static func values(at steps: some Collection<ValueStep>, in value: JSONValue) -> [JSONValue] {
            guard let step = steps.first else { return [value] }
            let rest = steps.dropFirst()
            switch (step, value) {
            case (.property(let name), .object(let object)):
                return object[name].map { values(at: rest, in: $0) } ?? []
            case (.anyItem, .array(let items)):
                return items.flatMap { values(at: rest, in: $0) }
            case (.item(let index), .array(let items)):
                return items.indices.contains(index) ? values(at: rest, in: items[index]) : []
            default:
                return []
            }
        }
    }
}
