import Testing

@testable import ContractStubSchema
@testable import ContractStubSyntax

extension JSONSchemaTests {
    @Suite struct FormatTests {
        static let cases: [(format: String, valid: [String], invalid: [String])] = [
            (
                "date-time", ["2024-02-29T12:00:00Z", "1998-12-31T23:59:60Z", "2024-01-01t01:02:03.25+05:30"],
                ["2023-02-29T12:00:00Z", "2024-01-01T24:00:00Z", "2024-01-01 12:00:00Z", "2024-01-01T12:00:00", "1998-12-31T22:59:60Z"]
            ),
            ("date", ["2024-01-31", "2000-02-29"], ["2024-13-01", "1900-02-29", "2024-1-01", "2024-01-32"]),
            ("time", ["08:30:06Z", "23:59:60+00:00"], ["8:30:06Z", "08:30:06", "08:60:00Z", "12:00:00+24:00"]),
            (
                "uuid", ["2eb8aa08-aa98-11ea-b4aa-73b441d16380", "2EB8AA08-AA98-11EA-B4AA-73B441D16380"],
                ["2eb8aa08aa9811eab4aa73b441d16380", "2eb8aa08-aa98-11ea-b4ga-73b441d16380"]
            ),
            (
                "email", ["joe.bloggs@example.com", "\"joe bloggs\"@example.com", "a@[127.0.0.1]"],
                ["2962", ".joe@example.com", "joe..b@example.com", "joe@", "joe@exa_mple.com"]
            ),
            (
                "uri", ["https://example.com/a?b=c#d", "urn:isbn:0451450523", "mailto:a@b.c"],
                ["/relative", "example.com", "http://exa mple.com", "http://example.com/%zz", "1http://x"]
            ),
            ("ipv4", ["192.168.0.1", "0.0.0.0"], ["256.0.0.1", "01.2.3.4", "1.2.3", "1.2.3.4.5"]),
            ("ipv6", ["::1", "1:2:3:4:5:6:7:8", "::ffff:192.168.0.1"], ["1::2::3", "12345::", "1:2:3:4:5:6:7", "[::1]"]),
            ("byte", ["", "YWJj", "YWI=", "YQ=="], ["YWJ", "Y===", "YW=j", "YWJj!"]),
        ]

        @Test(arguments: cases)
        func stringFormats(_ testCase: (format: String, valid: [String], invalid: [String])) throws {
            let schema = try compileSchema(#"{"format": "\#(testCase.format)"}"#)
            for text in testCase.valid { #expect(schema.isValid(.string(text)), "\(text) should be a valid \(testCase.format)") }
            for text in testCase.invalid { #expect(!schema.isValid(.string(text)), "\(text) should not be a valid \(testCase.format)") }
            #expect(schema.isValid(12), "string formats ignore numbers")
        }

        @Test func theURIMasksHoldExactlyTheUnreservedCharactersAndSubDelimiters() {
            for byte in UInt8(0)...UInt8(127) {
                let expected = URIFormat.isUnreserved(byte) || URIFormat.isSubDelimiter(byte)
                let mask = byte < 64 ? URIFormat.plainBelow64 >> UInt64(byte) : URIFormat.plainFrom64 >> UInt64(byte - 64)
                #expect((mask & 1 == 1) == expected, "byte \(byte)")
            }
        }

        @Test func numberFormats() throws {
            let int32 = try compileSchema(#"{"format": "int32"}"#)
            #expect(int32.isValid(2_147_483_647))
            #expect(!int32.isValid(2_147_483_648))
            #expect(!int32.isValid(1.5))
            #expect(int32.isValid("text"))
            let int64 = try compileSchema(#"{"format": "int64"}"#)
            #expect(int64.isValid(.number(JSONNumber(Int64.max))))
            #expect(!int64.isValid(try instance("9223372036854775808")))
        }

        @Test func formatsAreAnnotationsWhenNotAssertedAndUnknownOnesAreIgnored() throws {
            #expect(try compileSchema(#"{"format": "date"}"#, options: .init(assertFormats: false)).isValid("nope"))
            #expect(try compileSchema(#"{"format": "color"}"#).isValid("nope"))
        }
    }
}
