/// What the style decoder needs to know about one parameter: its name, where it is sent, how it is serialised,
/// and the shape its schema expects.
///
/// ```swift
/// let color = ParameterDescriptor(name: "color", location: .query, shape: .array(.string))
/// color.decodeQuery(NameValueList(query: "color=blue&color=black"))  // ["blue", "black"]
/// ```
public struct ParameterDescriptor: Sendable, Hashable {
    /// The parameter name.
    public var name: String
    /// Where it is sent.
    public var location: OpenAPI.Parameter.Location
    /// The serialisation style.
    public var style: OpenAPI.Parameter.Style
    /// Whether arrays and objects are spread over several names or separators.
    public var explode: Bool
    /// The shape of the value, from the schema.
    public var shape: ParameterShape

    /// A descriptor; `style` defaults by location and `explode` defaults to `style == .form`, as OpenAPI says.
    public init(
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
