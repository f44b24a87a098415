import ContractStubCore
import Foundation
import Testing

/// HAR 1.2 files read into exchanges: the fields read, base64 bodies, detection by content, and errors that name
/// the entry and the field.
@Suite struct HARLogTests {
    /// A HAR document with `entries` (JSON texts), pretty-printed the way browsers write it.
    static func har(_ entries: [String]) -> Data {
        Data("{\n  \"log\": {\n    \"version\": \"1.2\",\n    \"entries\": [\n\(entries.joined(separator: ",\n"))\n    ]\n  }\n}\n".utf8)
    }

    static let full = #"""
        {"request":{"method":"POST","url":"https://api.example.com/v1/pets","headers":[{"name":":authority","value":"api.example.com"},{"name":"Content-Type","value":"application/json"},{"name":"X-Trace","value":"a"},{"name":"x-trace","value":"b"}],"queryString":[{"name":"dry","value":"1"}],"postData":{"mimeType":"application/json","text":"{\"name\":\"Rex\"}"}},
         "response":{"status":201,"headers":[{"name":"Content-Type","value":"application/json"}],"content":{"size":3,"mimeType":"application/json","text":"eyJpZCI6M30=","encoding":"base64"}}}
        """#

    @Test func readsRequestAndResponseFields() throws {
        let entries = try HARLog(data: Self.har([Self.full])).read()
        let exchange = try #require(entries.first?.exchange)
        #expect(entries.map(\.line) == [0])
        #expect(exchange.request.method == "POST")
        #expect(exchange.request.url.absoluteString == "https://api.example.com/v1/pets?dry=1", "queryString fills a URL without a query")
        #expect(exchange.request.headers.fields.map(\.name) == ["Content-Type", "X-Trace", "x-trace"], "pseudo-headers left out")
        #expect(exchange.request.headers.values(for: "X-Trace") == ["a", "b"])
        #expect(exchange.request.body == Data(#"{"name":"Rex"}"#.utf8))
        #expect(exchange.response?.status == 201)
        #expect(exchange.response?.body == Data(#"{"id":3}"#.utf8), "content.text decoded from base64")
    }

    @Test func formParamsBecomeAnURLEncodedBodyAndStatusZeroMeansNoResponse() throws {
        let entry = #"""
            {"request":{"method":"POST","url":"https://api.example.com/login","headers":[],"postData":{"mimeType":"application/x-www-form-urlencoded","params":[{"name":"user","value":"a b"},{"name":"flag"}]}},
             "response":{"status":0,"headers":[],"content":{"size":0,"mimeType":""}}}
            """#
        let exchange = try HARLog(data: Self.har([entry])).exchange(at: 0)
        #expect(exchange.request.body.map { String(decoding: $0, as: UTF8.self) } == "user=a%20b&flag=")
        #expect(exchange.response == nil)
    }

    @Test func isDetectedByContentNotName() {
        #expect(HARLog.isHAR(prefix: Array(#"{"log":{"entries":[]}}"#.utf8)))
        #expect(HARLog.isHAR(prefix: Array("\u{FEFF}{\r\n  \"log\" : {".utf8)))
        #expect(!HARLog.isHAR(prefix: Array(#"{"request":{"method":"GET"}}"#.utf8)))
        #expect(!HARLog.isHAR(prefix: Array(#"{"logs":[]}"#.utf8)))
    }

    @Test(arguments: [
        (
            #"{"request":{"method":"GET","url":"/relative"},"response":{"status":200}}"#,
            #"HAR entry 1: "request.url" must be an absolute URL; found "/relative""#, "/log/entries/1/request/url", 7
        ),
        (
            #"{"request":{"method":"GET","url":"https://a.example/"},"response":{"status":"200"}}"#,
            #"HAR entry 1: "response.status" must be 0 or an integer from 100 to 599"#, "/log/entries/1/response/status", 7
        ),
        (
            #"{"request":{"method":"GET","url":"https://a.example/","headers":[{"value":"x"}]},"response":{"status":200,"content":{}}}"#,
            #"HAR entry 1: "request.headers[0].name" must be a string"#, "/log/entries/1/request/headers/0", 7
        ),
        (
            #"{"request":{"method":"GET","url":"https://a.example/"},"response":{"status":200,"content":{"text":"%%%","encoding":"base64"}}}"#,
            #"HAR entry 1: "response.content.text" is not valid base64"#, "/log/entries/1/response/content/text", 7
        ),
        (#"[1]"#, "HAR entry 1: an entry must be an object; found array", "/log/entries/1", 7),
    ])
    func aMalformedEntryNamesItselfAndItsField(entry: String, message: String, pointer: String, line: Int) throws {
        let log = try HARLog(data: Self.har([Self.full, entry]))
        #expect(throws: Never.self) { try log.exchange(at: 0) }
        do {
            _ = try log.exchange(at: 1)
            Issue.record("entry 1 was read")
        } catch {
            #expect(error.description == message)
            #expect(error.entry == 1)
            #expect(error.pointer.description.hasPrefix(pointer))
            #expect(error.position?.line == line)
            #expect(error.diagnostic.code == "traffic.har.invalid")
        }
    }

    @Test func entriesFoundByTheByteScanReadAsTheWholeTreeDoes() throws {
        // An escaped key makes the byte scan give up, so the same entries are then read as one tree.
        let scanned = try HARLog(data: Self.har([Self.full, Self.full])).read()
        let escaped = String(decoding: Self.har([Self.full, Self.full]), as: UTF8.self)
            .replacingOccurrences(of: #""entries""#, with: #""entr\u0069es""#)
        let whole = try HARLog(data: Data(escaped.utf8)).read()
        #expect(scanned.count == 2)
        #expect(scanned.map(\.line) == whole.map(\.line))
        #expect(scanned.map(\.exchange) == whole.map(\.exchange))
    }

    @Test func aSyntaxErrorAnywhereRefusesTheDocumentAtItsLine() throws {
        let broken = String(decoding: Self.har([Self.full, Self.full]), as: UTF8.self)
            .replacingOccurrences(of: #""version": "1.2","#, with: #""version": 1.2.3,"#)
        do {
            _ = try HARLog(data: Data(broken.utf8))
            Issue.record("a HAR with a syntax error was read")
        } catch {
            #expect(error.entry == nil)
            #expect(error.position?.line == 3)
        }
    }

    @Test func aDocumentWithoutEntriesIsRefusedWhole() {
        #expect(throws: HARError.self) { try HARLog(data: Data(#"{"log":{"version":"1.2"}}"#.utf8)) }
        do {
            _ = try HARLog(data: Data("{\"log\": {\"entries\": [".utf8))
        } catch {
            #expect(error.entry == nil)
            #expect(error.description.hasPrefix("not a JSON document: "))
        }
    }

    /// A HAR written by Chromium (Tests/Fixtures/HAR/record_browser_har.py says how it was made).
    @Test func readsAHARThatChromiumWrote() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/HAR/browser-petstore.har")
        let entries = try HARLog(data: Data(contentsOf: url)).read()
        #expect(
            entries.map { "\($0.exchange.request.method) \($0.exchange.request.url.path) \($0.exchange.response?.status ?? 0)" } == [
                "GET / 200", "GET /v1/pets 200", "GET /v1/pets/1 200", "POST /v1/pets 201", "GET /v1/pets/999 404",
                "GET /v1/pets 200", "GET /v1/pets/2 200", "GET /v1/avatar.png 200",
            ])
        #expect(entries[3].exchange.request.body.flatMap { try? JSONValue(decodingInstance: $0) } == ["name": "Rex", "tag": "dog"])
        #expect(entries[6].exchange.response.flatMap { try? JSONValue(decodingInstance: $0.body) }?["id"] == "two")
        #expect(entries[7].exchange.response?.body.starts(with: [0x89, 0x50, 0x4E, 0x47]) == true, "base64 body decoded")
        #expect(entries[1].exchange.request.url.query == "limit=2")
    }
}
