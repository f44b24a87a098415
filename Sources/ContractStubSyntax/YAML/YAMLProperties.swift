/// The anchor and tag written before a node (`&name !!str`).
struct YAMLProperties {
    /// The anchor's name, without `&`.
    var anchor: String?
    /// The resolved tag: a full tag such as `tag:yaml.org,2002:str`, `!` for the non-specific tag, or a local `!name`.
    var tag: String?
    /// Where the tag starts, for messages.
    var tagOffset = 0
}

/// The core schema's tags, spelled out.
enum YAMLTag {
    static let prefix = "tag:yaml.org,2002:"
    static let str = prefix + "str"
    static let int = prefix + "int"
    static let float = prefix + "float"
    static let bool = prefix + "bool"
    static let null = prefix + "null"
    static let map = prefix + "map"
    static let seq = prefix + "seq"
    /// The tag that asks for no resolution: a scalar stays a string.
    static let nonSpecific = "!"
}
