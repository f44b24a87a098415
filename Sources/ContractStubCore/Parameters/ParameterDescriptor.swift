/// What the style decoder needs to know about one parameter: its name, where it is sent, how it is serialised,
/// and the shape its schema expects.
///
/// ```swift
/// let color = ParameterDescriptor(name: "color", location: .query, shape: .array(.string))
/// color.decodeQuery(NameValueList(query: "color=blue&color=black"))  // ["blue", "black"]
/// ```
struct ParameterDescriptor: Sendable, Hashable {
    /// The parameter name.
    var name: String
    /// Where it is sent.
    var location: OpenAPI.Parameter.Location
    /// The serialisation style.
    var style: OpenAPI.Parameter.Style
    /// Whether arrays and objects are spread over several names or separators.
    var explode: Bool
    /// The shape of the value, from the schema.
    var shape: ParameterShape

    /// A descriptor; `style` defaults by location and `explode` defaults to `style == .form`, as OpenAPI says.
    init(
        name: String, location: OpenAPI.Parameter.Location, style: OpenAPI.Parameter.Style? = nil, explode: Bool? = nil,
        shape: ParameterShape
    ) {
        let style = style ?? OpenAPI.Parameter.Style.defaultStyle(for: location)
        self.name = name
        self.location = location
        self.style = style
        self.explode = explode ?? (style == .form)
        self.shape = shape
    }
}
