extension OpenAPI {
    /// The Parameter Object: one path, query, header or cookie parameter, or (OpenAPI 3.2) the whole query string.
    ///
    /// ``style`` and ``explode`` hold the effective values: the spec's defaults are applied
    /// (`form` + explode for query and cookie, `simple` for path and header).
    ///
    /// A class, not a struct: a parameter is copied wherever an operation's parameters are walked (checks, the lint,
    /// the example walk), and a copy of the struct retained each of its fifteen-odd references; a copy of the class
    /// retains one (issue 37). It is never changed after it is read.
    package final class Parameter: Sendable {
        /// Where a parameter is sent.
        package enum Location: String, Sendable, Hashable, CaseIterable {
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
        package enum Style: String, Sendable, Hashable, CaseIterable {
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
            package static func defaultStyle(for location: Location) -> Style {
                switch location {
                case .query, .cookie, .querystring: return .form
                case .path, .header: return .simple
                }
            }

            /// Whether the spec allows this style for parameters in `location`.
            package func isAllowed(in location: Location) -> Bool {
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
        package let name: String
        /// Where it is sent (required).
        package let location: Location
        /// A description.
        package let description: String?
        /// Whether it must be present; always `true` for path parameters.
        package let required: Bool
        /// Whether it is deprecated.
        package let deprecated: Bool
        /// Whether an empty value (`?flag=`) may be sent (query only).
        package let allowEmptyValue: Bool
        /// The effective serialisation style.
        package let style: Style
        /// Whether arrays and objects explode into several pairs (effective value).
        package let explode: Bool
        /// Whether reserved characters are sent unencoded (query; from OpenAPI 3.2 also path and form-style cookies).
        package let allowReserved: Bool
        /// The value's schema; exactly one of `schema` and `content` is present in a valid spec.
        package let schema: SchemaObject?
        /// The value's media type, for complex parameters (one entry).
        package let content: OrderedMap<MediaType>
        /// One example.
        package let example: JSONValue?
        /// Named examples.
        package let examples: OrderedMap<ReferenceOr<Example>>
        /// `x-` extensions.
        package let extensions: [String: JSONValue]
        /// Where it is.
        package let specLocation: SpecLocation

        /// A parameter with these fields (``init(reading:)`` reads one from a spec).
        init(
            name: String, location: Location, description: String?, required: Bool, deprecated: Bool, allowEmptyValue: Bool,
            style: Style, explode: Bool, allowReserved: Bool, schema: SchemaObject?, content: OrderedMap<MediaType>,
            example: JSONValue?, examples: OrderedMap<ReferenceOr<Example>>, extensions: [String: JSONValue],
            specLocation: SpecLocation
        ) {
            self.name = name
            self.location = location
            self.description = description
            self.required = required
            self.deprecated = deprecated
            self.allowEmptyValue = allowEmptyValue
            self.style = style
            self.explode = explode
            self.allowReserved = allowReserved
            self.schema = schema
            self.content = content
            self.example = example
            self.examples = examples
            self.extensions = extensions
            self.specLocation = specLocation
        }
    }
}
