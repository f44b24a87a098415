extension OpenAPI {
    /// The Parameter Object: one path, query, header or cookie parameter.
    ///
    /// ``style`` and ``explode`` hold the effective values: the spec's defaults are applied
    /// (`form` + explode for query and cookie, `simple` for path and header).
    public struct Parameter: Sendable {
        /// Where a parameter is sent.
        public enum Location: String, Sendable, Hashable, CaseIterable {
            /// In the query string.
            case query
            /// In a request header.
            case header
            /// In a templated path segment; always required.
            case path
            /// In the `Cookie` header.
            case cookie
        }

        /// How a parameter's value is serialised.
        public enum Style: String, Sendable, Hashable, CaseIterable {
            /// `;name=value` (path).
            case matrix
            /// `.value` (path).
            case label
            /// `name=value`, `&`-separated (query, cookie).
            case form
            /// `value,value` (path, header).
            case simple
            /// Space-separated array (query).
            case spaceDelimited
            /// `|`-separated array (query).
            case pipeDelimited
            /// `name[key]=value` (query objects).
            case deepObject

            /// The style used when a parameter in `location` names none.
            public static func defaultStyle(for location: Location) -> Style {
                switch location {
                case .query, .cookie: return .form
                case .path, .header: return .simple
                }
            }

            /// Whether the spec allows this style for parameters in `location`.
            public func isAllowed(in location: Location) -> Bool {
                switch location {
                case .path: return self == .matrix || self == .label || self == .simple
                case .query: return self == .form || self == .spaceDelimited || self == .pipeDelimited || self == .deepObject
                case .header: return self == .simple
                case .cookie: return self == .form
                }
            }
        }

        /// The name, case-sensitive except for headers (required).
        public let name: String
        /// Where it is sent (required).
        public let location: Location
        /// A description.
        public let description: String?
        /// Whether it must be present; always `true` for path parameters.
        public let required: Bool
        /// Whether it is deprecated.
        public let deprecated: Bool
        /// Whether an empty value (`?flag=`) may be sent (query only).
        public let allowEmptyValue: Bool
        /// The effective serialisation style.
        public let style: Style
        /// Whether arrays and objects explode into several pairs (effective value).
        public let explode: Bool
        /// Whether reserved characters are sent unencoded (query only).
        public let allowReserved: Bool
        /// The value's schema; exactly one of `schema` and `content` is present in a valid spec.
        public let schema: SchemaObject?
        /// The value's media type, for complex parameters (one entry).
        public let content: OrderedMap<MediaType>
        /// One example.
        public let example: JSONValue?
        /// Named examples.
        public let examples: OrderedMap<ReferenceOr<Example>>
        /// `x-` extensions.
        public let extensions: [String: JSONValue]
        /// Where it is.
        package let specLocation: SpecLocation
    }
}
