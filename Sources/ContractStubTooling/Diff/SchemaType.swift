import ContractStubCore

/// What a schema says about a value's type: its JSON types, whether `null` is allowed, and its format.
struct SchemaType: CustomStringConvertible {
    /// The JSON types without `null`; `nil` when any type is allowed.
    let types: Set<String>?
    /// Whether `null` is allowed.
    let nullable: Bool
    /// The `format`, when there is one.
    let format: String?

    /// Formats whose values are all values of a wider format: `int32` values are `int64` values.
    private static let widenings: Set<[String]> = [["int32", "int64"], ["float", "double"]]

    init(_ view: SchemaView) {
        self.init(types: view.types, nullable: view.nullable, format: view.value("format")?.stringValue)
    }

    init(types: Set<String>?, nullable: Bool, format: String?) {
        self.types = types
        self.nullable = nullable
        self.format = format
    }

    /// Whether every value `other` allows is allowed here (`integer` values are `number` values);
    /// `ignoringNull` leaves `null` to the caller.
    func accepts(_ other: SchemaType, ignoringNull: Bool = false) -> Bool {
        guard let types else { return true }
        guard let otherTypes = other.types else { return false }
        let integerAsNumber = types.contains("number") ? ["integer"] : Set<String>()
        guard otherTypes.isSubset(of: types.union(integerAsNumber)) else { return false }
        if !ignoringNull, other.nullable, !nullable { return false }
        guard let format, let otherFormat = other.format else { return format == nil }
        return format == otherFormat || Self.widenings.contains([otherFormat, format])
    }

    /// `string (date-time)`, `integer or null`, `any`.
    var description: String {
        guard let types, !types.isEmpty else { return "any" }
        var names = types.sorted()
        if nullable { names.append("null") }
        return names.joined(separator: " or ") + (format.map { " (\($0))" } ?? "")
    }
}
