extension OpenAPI {
    /// The Parameter Object: one path, query, header or cookie parameter, or (OpenAPI 3.2) the whole query string.
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
            /// The whole query string, parsed by the parameter's one media type (OpenAPI 3.2).
            case querystring
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
            /// `name=value`, `; `-separated, without percent-encoding (cookies, OpenAPI 3.2).
            case cookie

            /// The style used when a parameter in `location` names none.
            public static func defaultStyle(for location: Location) -> Style {
                switch location {
                case .query, .cookie, .querystring: return .form
                case .path, .header: return .simple
                }
            }

            /// Whether the spec allows this style for parameters in `location`.
            public func isAllowed(in location: Location) -> Bool {
                switch location {
                case .path: return self == .matrix || self == .label || self == .simple
                case .query: return self == .form || self == .spaceDelimited || self == .pipeDelimited || self == .deepObject
                case .header: return self == .simple
                case .cookie: return self == .form || self == .cookie
                case .querystring: return false
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
        /// Whether reserved characters are sent unencoded (query; from OpenAPI 3.2 also path and form-style cookies).
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
