/// The floor the design card sets: the plain generic JSON enum a Swift developer would decode with
/// `JSONDecoder` (unordered dictionaries, `Double` numbers). Type probing follows the same order as
/// `JSONValue` so the comparison measures what ordering and exact numbers cost, nothing else.
indirect enum PlainJSON: Decodable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([PlainJSON])
    case object([String: PlainJSON])

    init(from decoder: any Decoder) throws {
        let single = try decoder.singleValueContainer()
        if single.decodeNil() {
            self = .null
        } else if let string = try? single.decode(String.self) {
            self = .string(string)
        } else if let object = try? single.decode([String: PlainJSON].self) {
            self = .object(object)
        } else if let array = try? single.decode([PlainJSON].self) {
            self = .array(array)
        } else if let bool = try? single.decode(Bool.self) {
            self = .bool(bool)
        } else {
            self = .number(try single.decode(Double.self))
        }
    }
}
