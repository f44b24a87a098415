import Foundation
import Testing

@testable import ContractStubCore

/// HAR bodies in base64 are decoded by ContractStub itself, so that invalid text is an error whichever Foundation
/// the package is built with (the Foundation of Swift 6.0 gives empty data for it).
@Suite("Base64 bodies")
struct Base64TextTests {
    @Test func decodesWhatFoundationEncodes() {
        for count in 0..<40 {
            let bytes = Data((0..<count).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) })
            #expect(Base64Text.decode(bytes.base64EncodedString()) == bytes, "\(count) bytes")
            let wrapped = bytes.base64EncodedString(options: [.lineLength64Characters, .endLineWithCarriageReturn, .endLineWithLineFeed])
            #expect(Base64Text.decode(" " + wrapped + "\n") == bytes, "\(count) bytes, wrapped")
        }
    }

    @Test(arguments: ["QQ==", "QR==", "QUI=", "QUJD", "Q U\tI\r\n="])
    func acceptsPaddedGroupsAndWhitespace(text: String) {
        #expect(Base64Text.decode(text) != nil)
    }

    @Test(arguments: ["%%%", "QQ", "QUI", "Q===", "====", "QUJD=", "QQ==QQ==", "QU=I", "QUJ-", "QUJ_", "QUJDé", "QUJD\u{0}"])
    func refusesAnythingElse(text: String) {
        #expect(Base64Text.decode(text) == nil)
    }

    @Test func decodesTheLastGroup() {
        #expect(Base64Text.decode("QQ==") == Data("A".utf8))
        #expect(Base64Text.decode("QUI=") == Data("AB".utf8))
        #expect(Base64Text.decode("QUJD") == Data("ABC".utf8))
        #expect(Base64Text.decode("") == Data())
    }

    @Test func anInvalidBodyFailsItsHAREntry() throws {
        let har = Data(
            #"""
            {"log":{"version":"1.2","creator":{"name":"t","version":"1"},"entries":[
            {"request":{"method":"POST","url":"https://a.example/","postData":{"mimeType":"application/json","text":"eyJpZCI6M30","encoding":"base64"}},"response":{"status":200}},
            {"request":{"method":"GET","url":"https://a.example/"},"response":{"status":200,"content":{"text":"eyJp\r\nZCI6\r\nM30=","encoding":"base64"}}}
            ]}}
            """#.utf8)
        let log = try HARLog(data: har)
        do throws(HARError) {
            _ = try log.exchange(at: 0)
            Issue.record("entry 0 was read")
        } catch {
            #expect(error.description == #"HAR entry 0: "request.postData.text" is not valid base64"#)
        }
        #expect(try log.exchange(at: 1).response?.body == Data(#"{"id":3}"#.utf8))
    }
}
