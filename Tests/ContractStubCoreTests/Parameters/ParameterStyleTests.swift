import Testing

@testable import ContractStubCore

/// Groups the parameter suites so `swift test --filter Parameters` selects them.
@Suite enum ParametersTests {}

/// The `color` values of the OpenAPI style examples table.
private let blue: JSONValue = "blue"
private let colors: JSONValue = ["blue", "black", "brown"]
private let rgb: JSONValue = ["R": 100, "G": 200, "B": 150]
private let rgbShape = ParameterShape.object(properties: ["R": .integer, "G": .integer, "B": .integer], additional: .unknown)

extension ParametersTests {
    /// Every row of the OpenAPI style examples table, decoded back into the value it serialises.
    @Suite struct StyleExamplesTableTests {
        private static let shapes: [(ParameterShape, JSONValue)] = [
            (.primitive(.string), blue), (.array(.string), colors), (rgbShape, rgb),
        ]

        @Test(arguments: [
            (OpenAPI.Parameter.Style.matrix, false, [";color=blue", ";color=blue,black,brown", ";color=R,100,G,200,B,150"]),
            (.matrix, true, [";color=blue", ";color=blue;color=black;color=brown", ";R=100;G=200;B=150"]),
            (.label, false, [".blue", ".blue.black.brown", ".R.100.G.200.B.150"]),
            (.label, true, [".blue", ".blue.black.brown", ".R=100.G=200.B=150"]),
            (.simple, false, ["blue", "blue,black,brown", "R,100,G,200,B,150"]),
            (.simple, true, ["blue", "blue,black,brown", "R=100,G=200,B=150"]),
        ])
        func pathStyles(style: OpenAPI.Parameter.Style, explode: Bool, serialised: [String]) {
            for ((shape, expected), text) in zip(Self.shapes, serialised) {
                let parameter = ParameterDescriptor(name: "color", location: .path, style: style, explode: explode, shape: shape)
                #expect(parameter.decodePath(text) == expected, "\(style) explode=\(explode) \(text)")
            }
        }

        @Test func labelAlsoAcceptsRFC6570CommaLists() {
            let parameter = ParameterDescriptor(name: "color", location: .path, style: .label, shape: .array(.string))
            #expect(parameter.decodePath(".blue,black,brown") == colors)
        }

        @Test(arguments: [
            (OpenAPI.Parameter.Style.form, false, ["color=blue", "color=blue,black,brown", "color=R,100,G,200,B,150"]),
            (.form, true, ["color=blue", "color=blue&color=black&color=brown", "R=100&G=200&B=150"]),
            (.spaceDelimited, false, ["", "color=blue%20black%20brown", "color=R%20100%20G%20200%20B%20150"]),
            (.pipeDelimited, false, ["", "color=blue|black|brown", "color=R|100|G|200|B|150"]),
            (.deepObject, true, ["", "", "color[R]=100&color[G]=200&color[B]=150"]),
        ])
        func queryStyles(style: OpenAPI.Parameter.Style, explode: Bool, serialised: [String]) {
            for ((shape, expected), text) in zip(Self.shapes, serialised) where !text.isEmpty {
                let parameter = ParameterDescriptor(name: "color", location: .query, style: style, explode: explode, shape: shape)
                #expect(parameter.decodeQuery(NameValueList(query: text)) == expected, "\(style) explode=\(explode) \(text)")
            }
        }

        @Test func emptyValues() {
            let matrix = ParameterDescriptor(name: "color", location: .path, style: .matrix, shape: .primitive(.string))
            #expect(matrix.decodePath(";color") == "")
            let form = ParameterDescriptor(name: "color", location: .query, shape: .primitive(.string))
            #expect(form.decodeQuery(NameValueList(query: "color=")) == "")
            #expect(form.decodeQuery(NameValueList(query: "color")) == "")
            #expect(form.decodeQuery(NameValueList(query: "other=1")) == nil)
        }

        @Test func headerAndCookie() {
            let header = ParameterDescriptor(name: "X-Color", location: .header, shape: .array(.string))
            #expect(header.decodeHeader(" blue, black ,brown ") == colors)
            let object = ParameterDescriptor(name: "X-Color", location: .header, explode: true, shape: rgbShape)
            #expect(object.decodeHeader("R=100,G=200,B=150") == rgb)
            let cookie = ParameterDescriptor(name: "color", location: .cookie, explode: false, shape: .array(.string))
            #expect(cookie.decodeCookie(NameValueList(cookieHeader: "session=x; color=blue,black,brown")) == colors)
            #expect(cookie.decodeCookie(NameValueList(cookieHeader: "session=x")) == nil)
        }
    }

    @Suite struct ParameterDecodingDetailTests {
        @Test func defaultsFollowTheSpec() {
            #expect(ParameterDescriptor(name: "a", location: .query, shape: .primitive(.string)).explode)
            #expect(ParameterDescriptor(name: "a", location: .cookie, shape: .primitive(.string)).style == .form)
            let path = ParameterDescriptor(name: "a", location: .path, shape: .primitive(.string))
            #expect(path.style == .simple)
            #expect(!path.explode)
        }

        @Test func encodedDelimitersStayInsideValues() {
            let query = ParameterDescriptor(name: "q", location: .query, explode: false, shape: .array(.string))
            #expect(query.decodeQuery(NameValueList(query: "q=a%2Cb,c+d")) == ["a,b", "c d"])
            let path = ParameterDescriptor(name: "p", location: .path, shape: .array(.string))
            #expect(path.decodePath("a%2Cb,c") == ["a,b", "c"])
        }

        @Test func explodedObjectWithoutPropertiesTakesOtherNames() {
            let filter = ParameterDescriptor(name: "filter", location: .query, shape: .object(properties: [:], additional: .integer))
            #expect(filter.decodeQuery(NameValueList(query: "limit=3&a=1&b=x"), otherNames: ["limit"]) == ["a": 1, "b": "x"])
        }

        @Test func malformedPathStylesAreNil() {
            let label = ParameterDescriptor(name: "c", location: .path, style: .label, shape: .primitive(.string))
            #expect(label.decodePath("blue") == nil)
            let matrix = ParameterDescriptor(name: "c", location: .path, style: .matrix, shape: .primitive(.string))
            #expect(matrix.decodePath("c=blue") == nil)
            #expect(matrix.decodePath(";other=blue") == nil)
        }

        @Test func primitivesKeepTheirDelimiters() {
            let label = ParameterDescriptor(name: "v", location: .path, style: .label, shape: .primitive(.number))
            #expect(label.decodePath(".1.5") == 1.5)
            let header = ParameterDescriptor(name: "X", location: .header, shape: .primitive(.string))
            #expect(header.decodeHeader(" a, b ") == "a, b")
        }

        @Test func coercesScalarsFromTheSchemaShape() {
            let ids = ParameterDescriptor(name: "id", location: .query, shape: .array(.integer))
            #expect(ids.decodeQuery(NameValueList(query: "id=1&id=x&id=-2")) == [1, "x", -2])
        }
    }

    @Suite struct ScalarCoercionTests {
        @Test(arguments: [
            (ScalarType.integer, "42", JSONValue(42)), (.integer, "-7", -7), (.integer, "abc", "abc"),
            (.integer, "1.5", 1.5), (.integer, "01", "01"), (.integer, "", ""), (.number, "2.5e1", 25),
            (.number, "1.", "1."), (.boolean, "true", true), (.boolean, "false", false), (.boolean, "True", "True"),
            (.string, "42", "42"), (.unknown, "true", "true"),
        ])
        func coerce(type: ScalarType, text: String, expected: JSONValue) {
            #expect(type.coerce(text) == expected)
            #expect(type.coerce(text).typeName == expected.typeName)
        }

        static let severalTypes: [(ScalarType, String, JSONValue)] = [
            ([.boolean, .null], "false", false), ([.boolean, .null], "null", .null), ([.string, .null], "null", "null"),
            ([.integer, .string], "7", 7), ([.integer, .string], "seven", "seven"),
        ]

        @Test(arguments: severalTypes)
        func coerceToTheFirstTypeTheTextSpells(types: ScalarType, text: String, expected: JSONValue) {
            #expect(types.coerce(text) == expected)
            #expect(types.coerce(text).typeName == expected.typeName)
        }

        @Test func shapesFromSchemas() {
            #expect(ParameterShape(schema: ["type": "integer"]) == .primitive(.integer))
            #expect(ParameterShape(schema: ["type": ["null", "boolean"]]) == .primitive([.null, .boolean]))
            #expect(ParameterShape(schema: ["anyOf": [["type": "integer"], ["type": "null"]]]) == .primitive([.integer, .null]))
            #expect(ParameterShape(schema: ["type": ["array", "null"], "items": ["type": "integer"]]) == .array(.integer))
            #expect(ParameterShape(schema: ["type": "array", "items": ["type": "number"]]) == .array(.number))
            #expect(ParameterShape(schema: ["items": [:]]) == .array(.unknown))
            #expect(
                ParameterShape(schema: ["properties": ["R": ["type": "integer"]], "additionalProperties": ["type": "string"]])
                    == .object(properties: ["R": .integer], additional: .string))
            let resolved = ParameterShape(schema: ["$ref": "#/x"]) { $0["$ref"] != nil ? ["type": "boolean"] : $0 }
            #expect(resolved == .primitive(.boolean))
        }
    }

    @Suite struct NameValueListTests {
        @Test func parsesQueryStrings() {
            let list = NameValueList(query: "a=1&&b=x+y&a=2&c&d%5B0%5D=%26")
            #expect(list.names == ["a", "b", "c", "d[0]"])
            #expect(list.values(named: "a") == ["1", "2"])
            #expect(list.values(named: "b") == ["x y"])
            #expect(list.values(named: "c") == [""])
            #expect(list.values(named: "d[0]") == ["&"])
            #expect(list.rawValues(named: "d[0]") == ["%26"])
            #expect(list.contains("c") && !list.contains("e"))
        }

        /// Delimiters are bytes, as a server reads them: a combining mark right after `&`, `=`, `,` or `;` (a
        /// character of its own in Swift's eyes) neither hides the delimiter nor merges the pieces around it.
        @Test func delimitersAreCutAsBytesNotCharacters() {
            let mark = "\u{301}"
            let query = NameValueList(query: "a=1&\(mark)b=2&c=\(mark)3")
            #expect(query.names == ["a", "\(mark)b", "c"])
            #expect(query.values(named: "a") == ["1"])
            #expect(query.values(named: "c") == ["\(mark)3"])
            #expect(NameValueList(cookieHeader: "x=1;\(mark)y=2").names == ["x", "\(mark)y"])
            let list = ParameterDescriptor(name: "ids", location: .path, style: .simple, shape: .array(.string))
            #expect(list.decodePath("a,\(mark)b") == .array(["a", .string("\(mark)b")]))
            let object = ParameterDescriptor(name: "p", location: .path, style: .matrix, explode: true, shape: rgbShape)
            #expect(object.decodePath(";R=1;\(mark)G=2")?.objectValue?.keys == ["R", "\(mark)G"])
            // The style's own prefix too: `;` or `.` followed by a mark, and a mark after a deepObject's `[`.
            let matrix = ParameterDescriptor(name: "p", location: .path, style: .matrix, shape: .primitive(.string))
            #expect(matrix.decodePath(";p=\(mark)x") == .string("\(mark)x"))
            #expect(
                ParameterDescriptor(name: "p", location: .path, style: .matrix, explode: true, shape: rgbShape)
                    .decodePath(";\(mark)G=2")?.objectValue?.keys == ["\(mark)G"])
            let label = ParameterDescriptor(name: "p", location: .path, style: .label, shape: .primitive(.string))
            #expect(label.decodePath(".\(mark)x") == .string("\(mark)x"))
            let deep = ParameterDescriptor(name: "color", location: .query, style: .deepObject, explode: true, shape: rgbShape)
            #expect(deep.decodeQuery(NameValueList(query: "color[\(mark)G]=2"))?.objectValue?.keys == ["\(mark)G"])
        }

        @Test func parsesCookieHeaders() {
            let cookies = NameValueList(cookieHeader: "session=abc;  theme=dark+blue; flag")
            #expect(cookies.names == ["session", "theme", "flag"])
            #expect(cookies.values(named: "theme") == ["dark+blue"])
        }

        @Test(arguments: [("a%20b", false, "a b"), ("a+b", true, "a b"), ("a+b", false, "a+b"), ("%E2%82%AC", false, "€")])
        func percentDecoding(text: String, plus: Bool, expected: String) {
            #expect(PercentDecoding.decode(text, plusAsSpace: plus) == expected)
        }

        @Test(arguments: ["%", "%4", "%zz", "%FF"])
        func malformedEscapes(text: String) {
            #expect(PercentDecoding.decode(text) == nil)
        }
    }
}
