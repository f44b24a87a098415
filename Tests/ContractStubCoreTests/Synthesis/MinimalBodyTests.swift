import Foundation
import Testing

@testable import ContractStubCore

/// The smallest well-formed bodies are well formed where that can be checked without a decoder: signatures, the PDF's
/// cross-reference offsets, the RIFF and box sizes; and none is empty.
@Suite struct MinimalBodyTests {
    static func bytes(_ type: String) -> Data { MinimalBody.bytes(for: ContentType(type)!) }

    @Test(arguments: [
        "application/octet-stream", "application/pdf", "image/png", "image/gif", "image/jpeg", "image/svg+xml", "audio/wav",
        "video/mp4", "application/zip", "application/xml", "application/atom+xml", "text/plain", "text/html", "text/csv",
        "application/json", "application/problem+json", "application/x-www-form-urlencoded", "font/woff2", "x-custom/thing",
    ])
    func noBodyIsEmpty(type: String) {
        #expect(!Self.bytes(type).isEmpty)
    }

    @Test func thePDFCrossReferenceOffsetsPointAtItsObjects() throws {
        let text = String(decoding: Self.bytes("application/pdf"), as: UTF8.self)
        let bytes = Array(text.utf8)
        let lines = text.components(separatedBy: "\n")
        let startxref = try #require(lines.firstIndex(of: "startxref"))
        let xrefOffset = try #require(Int(lines[startxref + 1]))
        #expect(bytes[xrefOffset...].starts(with: Array("xref\n".utf8)))
        let entries = lines.filter { $0.hasSuffix(" 00000 n ") }
        #expect(entries.count == 3)
        for (index, entry) in entries.enumerated() {
            let offset = try #require(Int(entry.prefix(10)))
            #expect(bytes[offset...].starts(with: Array("\(index + 1) 0 obj\n".utf8)), "object \(index + 1)")
            #expect(entry.utf8.count + 1 == 20, "an xref entry is 20 bytes with its end of line")
        }
    }

    @Test func signaturesAndSizes() {
        #expect(Array(Self.bytes("image/png").prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(Self.bytes("image/gif").starts(with: Data("GIF89a".utf8)))
        let jpeg = Self.bytes("image/jpeg")
        #expect(Array(jpeg.prefix(2)) == [0xFF, 0xD8] && Array(jpeg.suffix(2)) == [0xFF, 0xD9])
        let wav = Self.bytes("audio/wav")
        #expect(wav.count == 44 && wav.starts(with: Data("RIFF".utf8)) && Int(wav[4]) == wav.count - 8)
        let mp4 = Self.bytes("video/mp4")
        #expect(Int(mp4[3]) == mp4.count && mp4[4..<8] == Data("ftyp".utf8))
    }
}
