import Foundation

/// Reads a document through `JSONDecoder`, led by its ``JSONShape``: every value is asked for as what it is
/// (never tried as a string, then as an object, …), and object members are read in document order.
enum ShapedDecoding {
    /// Decodes `data`, whose shape is `shape`.
    /// - Throws: whatever `JSONDecoder` throws for a text it refuses, or ``NumberOutOfRange``.
    static func decode(_ data: Data, shape: JSONShape) throws -> JSONValue {
        let decoder = JSONDecoder()
        decoder.userInfo[ShapedRoot.shapeKey] = ShapeCarrier(shape: shape)
        return try decoder.decode(ShapedRoot.self, from: data).value
    }
}

/// A number that neither `Decimal` nor `Double` can hold, found while decoding.
struct NumberOutOfRange: Error {
    let pointer: JSONPointer
}

/// Hands the shape to ``ShapedRoot`` through the decoder's `userInfo`.
private final class ShapeCarrier: Sendable {
    let shape: JSONShape

    init(shape: JSONShape) {
        self.shape = shape
    }
}

/// The document's root; the only value `JSONDecoder` builds through `Decodable`, the rest is read from containers.
private struct ShapedRoot: Decodable {
    static let shapeKey = CodingUserInfoKey(rawValue: "ContractStub.JSONShape")!
    let value: JSONValue

    init(from decoder: any Decoder) throws {
        guard let carrier = decoder.userInfo[Self.shapeKey] as? ShapeCarrier else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "decoded without its JSONShape"))
        }
        var reader = ShapedReader(shape: carrier.shape)
        switch carrier.shape.kinds[0] {
        case .object:
            value = .object(try reader.readObject(decoder.container(keyedBy: AnyCodingKey.self)))
        case .array:
            var elements = try decoder.unkeyedContainer()
            value = .array(try reader.readArray(&elements))
        case .null, .bool, .integer, .number, .string:
            var single = try SingleValueScalar(decoder)
            value = try reader.readScalar(from: &single)
        }
    }
}

/// Walks the shape alongside `JSONDecoder`'s containers.
private struct ShapedReader {
    let shape: JSONShape
    var cursor = JSONShape.Cursor()

    init(shape: JSONShape) {
        self.shape = shape
    }

    mutating func readObject(_ container: KeyedDecodingContainer<AnyCodingKey>) throws -> JSONObject {
        let count = Int(shape.counts[cursor.value])
        cursor.value += 1
        var object = JSONObject(minimumCapacity: count)
        for _ in 0..<count {
            let key = shape.keys[cursor.key]
            cursor.key += 1
            // JSONDecoder keeps the first of repeated keys, and so do we.
            if object.hasMember(key) {
                shape.skipValue(&cursor)
            } else {
                object.appendMember(key, try readMember(key, of: container))
            }
        }
        return object
    }

    /// Reads the value of member `key`.
    private mutating func readMember(_ key: String, of container: KeyedDecodingContainer<AnyCodingKey>) throws -> JSONValue {
        let codingKey = AnyCodingKey(key)
        switch shape.kinds[cursor.value] {
        case .object:
            return .object(try readObject(container.nestedContainer(keyedBy: AnyCodingKey.self, forKey: codingKey)))
        case .array:
            var elements = try container.nestedUnkeyedContainer(forKey: codingKey)
            return .array(try readArray(&elements))
        case .null, .bool, .integer, .number, .string:
            var member = MemberScalar(container: container, key: codingKey)
            return try readScalar(from: &member)
        }
    }

    mutating func readArray(_ container: inout any UnkeyedDecodingContainer) throws -> [JSONValue] {
        let count = Int(shape.counts[cursor.value])
        cursor.value += 1
        var elements: [JSONValue] = []
        elements.reserveCapacity(count)
        for _ in 0..<count {
            switch shape.kinds[cursor.value] {
            case .object:
                elements.append(.object(try readObject(container.nestedContainer(keyedBy: AnyCodingKey.self))))
            case .array:
                var nested = try container.nestedUnkeyedContainer()
                elements.append(.array(try readArray(&nested)))
            case .null, .bool, .integer, .number, .string:
                var element = ElementScalar(container: container)
                elements.append(try readScalar(from: &element))
                container = element.container
            }
        }
        return elements
    }

    mutating func readScalar<Source: ScalarSource>(from source: inout Source) throws -> JSONValue {
        let kind = shape.kinds[cursor.value]
        cursor.value += 1
        switch kind {
        case .null:
            guard try source.decodeNil() else { throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "not null")) }
            return .null
        case .bool: return .bool(try source.decodeBool())
        case .integer: return .number(JSONNumber(try source.decodeInt64()))
        case .number: return .number(try source.decodeNumber())
        case .string: return .string(try source.decodeString())
        case .object, .array: preconditionFailure("containers are read by readObject and readArray")
        }
    }
}

/// Where a scalar is read from: an object member, an array element or a single value. Each decodes the exact type
/// asked for, so the common cases go through `JSONDecoder`'s concrete (fast) overloads.
protocol ScalarSource {
    mutating func decodeNil() throws -> Bool
    mutating func decodeBool() throws -> Bool
    mutating func decodeString() throws -> String
    mutating func decodeInt64() throws -> Int64
    mutating func decodeDecimal() throws -> Decimal
    mutating func decodeDouble() throws -> Double
    /// The JSON Pointer of the value, for error messages.
    var pointer: JSONPointer { get }
}

extension ScalarSource {
    /// The number, kept exactly where `Int64` or `Decimal` can hold it.
    /// - Throws: ``NumberOutOfRange`` when neither `Decimal` nor `Double` can hold it.
    mutating func decodeNumber() throws -> JSONNumber {
        if let integer = try? decodeInt64() { return JSONNumber(integer) }
        if let decimal = try? decodeDecimal() { return JSONNumber(decimal) }
        if let double = try? decodeDouble(), double.isFinite { return JSONNumber(double) }
        throw NumberOutOfRange(pointer: pointer)
    }
}

/// The coding path as a JSON Pointer: array positions by number, member names by name.
private func pointer(of codingPath: [any CodingKey]) -> JSONPointer {
    JSONPointer(tokens: codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue })
}

/// A member of an object.
private struct MemberScalar: ScalarSource {
    let container: KeyedDecodingContainer<AnyCodingKey>
    let key: AnyCodingKey

    func decodeNil() throws -> Bool { try container.decodeNil(forKey: key) }
    func decodeBool() throws -> Bool { try container.decode(Bool.self, forKey: key) }
    func decodeString() throws -> String { try container.decode(String.self, forKey: key) }
    func decodeInt64() throws -> Int64 { try container.decode(Int64.self, forKey: key) }
    func decodeDecimal() throws -> Decimal { try container.decode(Decimal.self, forKey: key) }
    func decodeDouble() throws -> Double { try container.decode(Double.self, forKey: key) }
    var pointer: JSONPointer { ContractStubSyntax.pointer(of: container.codingPath + [key]) }
}

/// The next element of an array.
private struct ElementScalar: ScalarSource {
    var container: any UnkeyedDecodingContainer

    mutating func decodeNil() throws -> Bool { try container.decodeNil() }
    mutating func decodeBool() throws -> Bool { try container.decode(Bool.self) }
    mutating func decodeString() throws -> String { try container.decode(String.self) }
    mutating func decodeInt64() throws -> Int64 { try container.decode(Int64.self) }
    mutating func decodeDecimal() throws -> Decimal { try container.decode(Decimal.self) }
    mutating func decodeDouble() throws -> Double { try container.decode(Double.self) }
    var pointer: JSONPointer {
        ContractStubSyntax.pointer(of: container.codingPath).appending(String(container.currentIndex))
    }
}

/// A single value (the document's root, or a value decoded through ``JSONValue``'s `Decodable` conformance).
struct SingleValueScalar: ScalarSource {
    let container: any SingleValueDecodingContainer
    let decoder: any Decoder

    init(_ decoder: any Decoder) throws {
        container = try decoder.singleValueContainer()
        self.decoder = decoder
    }

    func decodeNil() throws -> Bool { container.decodeNil() }
    func decodeBool() throws -> Bool { try container.decode(Bool.self) }
    func decodeString() throws -> String { try container.decode(String.self) }
    func decodeInt64() throws -> Int64 { try container.decode(Int64.self) }
    func decodeDecimal() throws -> Decimal { try container.decode(Decimal.self) }
    func decodeDouble() throws -> Double { try container.decode(Double.self) }
    var pointer: JSONPointer { ContractStubSyntax.pointer(of: decoder.codingPath) }
}
