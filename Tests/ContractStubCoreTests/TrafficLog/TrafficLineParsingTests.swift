import Foundation
import Testing

@testable import ContractStubCore

extension EngineTests {
    /// The targeted scan of a traffic-log line: it accepts exactly JSON, and reads strings as a JSON decoder does.
    @Suite struct TrafficLineParsingTests {
        static func exchange(_ line: String) throws -> TrafficExchange {
            try TrafficLog.exchange(Data(line.utf8), line: 1)
        }

        static func message(_ line: String) -> String? {
            do {
                _ = try exchange(line)
                return nil
            } catch {
                return (error as? TrafficLogError)?.message
            }
        }

        @Test(arguments: [
            #"{"b":"plain"}"#, #"{"b":"quote \" backslash \\ slash \/"}"#, #"{"b":"\b\f\n\r\t"}"#,
            #"{"b":"\u00e9\u4e2d\ud83d\ude00 é中😀"}"#, #"{"b":"\u0000 nul"}"#, #"{"b":""}"#,
            // Long enough to be kept where it was decoded (not copied into Data's own storage), escapes every few bytes.
            #"{"b":"["# + String(repeating: #"{\"id\":1,\"name\":\"R\u00e9x \ud83d\ude00\",\"tags\":[\"a\/b\"]},"#, count: 30) + #"{}]"}"#,
        ])
        func bodiesAreUnescapedAsAJSONDecoderDoes(_ member: String) throws {
            let json = try JSONValue(decoding: Data(member.utf8))
            let line = #"{"request":{"method":"POST","url":"https://h/","body":"# + member.dropFirst(5).dropLast() + "}}"
            let exchange = try Self.exchange(line)
            #expect(exchange.request.body == Data(json["b"]!.stringValue!.utf8))
        }

        /// Plain ASCII is copied eight bytes at a time: escapes and multibyte characters at every offset within a word,
        /// and strings ending there, must come out as a JSON decoder reads them.
        @Test(arguments: [#"\""#, #"\\"#, #"\n"#, #"\u00e9"#, #"\ud83d\ude00"#, "é", "中", "😀", "~"])
        func escapesAndMultibyteCharactersAtEveryOffsetOfAWord(_ piece: String) throws {
            for offset in 0..<17 {
                let text = String(repeating: "x", count: offset) + piece + String(repeating: "y", count: offset % 9) + piece
                let expected = try JSONValue(decoding: Data(#"{"b":"\#(text)"}"#.utf8))["b"]!.stringValue!
                let line = #"{"request":{"method":"POST","url":"https://h/","body":"\#(text)"}}"#
                #expect(try Self.exchange(line).request.body == Data(expected.utf8), "piece \(piece) at offset \(offset)")
            }
        }

        @Test func fieldsMayComeInAnyOrderWithEscapedNamesAndTheLastOfTwinsCounts() throws {
            let exchange = try Self.exchange(
                #" {"response":{"status":201,"body":"x"},"extra":[{"a":[1,2.5e-3,true,null]}],"request":{"url":"https://h/a","b\u006fdy":"one","\u006dethod":"PUT","body":"two"}} "#
            )
            #expect(exchange.request.method == "PUT")
            #expect(exchange.request.url.absoluteString == "https://h/a")
            #expect(exchange.request.body == Data("two".utf8))
            #expect(exchange.response?.status == 201)
        }

        @Test func aLaterNonStringBodyReplacesAnEarlierString() throws {
            let cleared = try Self.exchange(#"{"request":{"method":"POST","url":"https://h/","body":"first","body":null}}"#)
            #expect(cleared.request.body == nil)
            #expect(
                Self.message(#"{"request":{"method":"POST","url":"https://h/","body":"first","body":5}}"#)?.contains("must be a string")
                    == true)
        }

        @Test func headersKeepTheirOrderAndRepeatedFields() throws {
            let exchange = try Self.exchange(
                #"{"request":{"method":"GET","url":"https://h/","headers":{"X-A":"1","Set":["a","b"],"Empty":[]}},"response":{"status":2e2,"headers":null}}"#
            )
            #expect(exchange.request.headers.fields.map { "\($0.name)=\($0.value)" } == ["X-A=1", "Set=a", "Set=b"])
            #expect(exchange.response?.status == 200)
        }

        @Test func bodyVisibleFalseHidesTheBodyAndOtherValuesAreIgnored() throws {
            let hidden = try Self.exchange(#"{"request":{"method":"POST","url":"https://h/","bodyVisible":false}}"#)
            #expect(hidden.request.bodyVisibility == .hidden)
            let ignored = try Self.exchange(#"{"request":{"method":"POST","url":"https://h/","bodyVisible":"no"},"response":null}"#)
            #expect(ignored.request.bodyVisibility == .visible)
            #expect(ignored.response == nil)
        }

        /// Each refusal, with the message users read.
        @Test(arguments: [
            ("", "not a JSON object: a value was expected; found the end of the line at column 1"),
            ("{", "not a JSON object: a member name in quotes was expected; found the end of the line at column 2"),
            (#"{"request":{}} x"#, "not a JSON object: the line goes on after its JSON value; found 'x' at column 16"),
            (#"{"a":"\q"}"#, #"not a JSON object: 'q' cannot follow a backslash in a string at column 7"#),
            (#"{"a":"\u12"}"#, #"not a JSON object: \u must be followed by four hexadecimal digits at column 7"#),
            (#"{"a":"\ud800"}"#, #"not a JSON object: a \u escape is a high surrogate without a low one after it at column 13"#),
            (#"{"a":"\udc00"}"#, #"not a JSON object: a \u escape is a low surrogate without a high one at column 13"#),
            ("{\"a\":\"\t\"}", "not a JSON object: a control character (byte 0x9) must be escaped in a string at column 7"),
            (#"{"a":01}"#, "not a JSON object: ',' or '}' was expected in an object; found '1' at column 7"),
            (#"{"a":-}"#, "not a JSON object: a digit was expected in a number; found '}' at column 7"),
            (#"{"a":[1,]}"#, "not a JSON object: a value was expected; found ']' at column 9"),
            (#"{"a":tru}"#, "not a JSON object: a value was expected; found 't' at column 6"),
            (String(repeating: "[", count: 600), "not a JSON object: nested more than 512 levels deep at column 513"),
            ("[1]", #"expected a JSON object with "request"; found array"#),
            ("7", #"expected a JSON object with "request"; found integer"#),
            (#"{"response":{}}"#, #""request" is missing or not an object"#),
            (#"{"request":[]}"#, #""request" is missing or not an object"#),
            (#"{"request":{"url":"https://h/"}}"#, #""request.method" must be a non-empty string"#),
            (#"{"request":{"method":"","url":"https://h/"}}"#, #""request.method" must be a non-empty string"#),
            (#"{"request":{"method":"GET"}}"#, #""request.url" must be a URL string; found nothing"#),
            (#"{"request":{"method":"GET","url":7}}"#, #""request.url" must be a URL string; found 7"#),
            (#"{"request":{"method":"GET","url":"https://h/","headers":[]}}"#, #""request.headers" must be an object of strings"#),
            (
                #"{"request":{"method":"GET","url":"https://h/","headers":{"A":1}}}"#,
                #"header "A" of request must be a string; found integer"#
            ),
            (
                #"{"request":{"method":"GET","url":"https://h/","headers":{"A":["x",1]}}}"#,
                #"header "A" of request must be a string; found array"#
            ),
            (
                #"{"request":{"method":"GET","url":"https://h/","body":{}}}"#,
                #""request.body" must be a string (UTF-8 text); use "bodyBase64" for bytes"#
            ),
            (#"{"request":{"method":"GET","url":"https://h/","bodyBase64":"%%"}}"#, #""request.bodyBase64" must be base64 text"#),
            (
                #"{"request":{"method":"GET","url":"https://h/"},"response":{"status":"200"}}"#,
                #""response.status" must be an integer from 100 to 599"#
            ),
            (
                #"{"request":{"method":"GET","url":"https://h/"},"response":{"status":200.5}}"#,
                #""response.status" must be an integer from 100 to 599"#
            ),
            (
                #"{"request":{"method":"GET","url":"https://h/"},"response":{"status":600}}"#,
                #""response.status" must be an integer from 100 to 599"#
            ),
            (#"{"request":{"method":"GET","url":"https://h/"},"response":5}"#, #""response.status" must be an integer from 100 to 599"#),
            (
                #"{"request":{"method":"GET","url":"https://h/"},"response":{"status":200,"headers":{"A":null}}}"#,
                #"header "A" of response must be a string; found null"#
            ),
        ])
        func refusalsSayWhatIsWrong(_ line: String, _ message: String) {
            #expect(Self.message(line) == message)
        }

        @Test func bytesThatAreNotUTF8AreRefused() {
            var line = Array(#"{"request":{"method":"GET","url":"https://h/","body":"x"}}"#.utf8)
            line[line.count - 4] = 0xFF
            #expect(throws: TrafficLogError.self) { try TrafficLog.exchange(Data(line), line: 3) }
        }
    }
}
