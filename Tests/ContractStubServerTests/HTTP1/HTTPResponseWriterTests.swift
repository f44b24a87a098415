import Foundation
import Testing

@testable import ContractStubServer

@Suite struct HTTPResponseWriterTests {
    @Test func writesContentLengthAndKeepsTheBodyOutOfHEAD() {
        let response = HTTPResponse(status: 200, headers: ["Content-Type": "text/plain", "Content-Length": "99"], body: Data("hi".utf8))
        let full = String(decoding: HTTPResponseWriter.bytes(of: response, isHead: false, keepAlive: true), as: UTF8.self)
        #expect(full == "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nConnection: keep-alive\r\nContent-Length: 2\r\n\r\nhi")
        let head = String(decoding: HTTPResponseWriter.bytes(of: response, isHead: true, keepAlive: false), as: UTF8.self)
        #expect(head == "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nConnection: close\r\nContent-Length: 2\r\n\r\n")
    }

    @Test func writesNoLengthFor204AndChunksOtherwise() {
        let empty = String(decoding: HTTPResponseWriter.bytes(of: HTTPResponse(status: 204), isHead: false, keepAlive: true), as: UTF8.self)
        #expect(empty == "HTTP/1.1 204 No Content\r\nConnection: keep-alive\r\n\r\n")
        let head = String(decoding: HTTPResponseWriter.chunkedHead(status: 200, headers: [:], keepAlive: true), as: UTF8.self)
        #expect(head.hasSuffix("Transfer-Encoding: chunked\r\n\r\n"))
        #expect(Array(HTTPResponseWriter.chunk(Array(String(repeating: "x", count: 26).utf8)).prefix(4)) == Array("1a\r\n".utf8))
    }

    @Test func neverLetsAHeaderValueEndTheHead() {
        let response = HTTPResponse(status: 200, headers: ["X": "a\r\n\r\ninjected"])
        let text = String(decoding: HTTPResponseWriter.bytes(of: response, isHead: false, keepAlive: true), as: UTF8.self)
        #expect(text.components(separatedBy: "\r\n\r\n").count == 2)
    }
}
