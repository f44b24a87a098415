import Foundation

/// The smallest well-formed body of a media type, for a stub answer whose content the spec does not describe as a
/// value: content without a schema (`application/pdf: {}`: any content, but a response that declares content is not
/// answered empty, which `response.body.missing` refuses), and bytes a schema only calls a string
/// (`type: string, format: binary` under `image/png`), which a synthesized string would not make a real file of.
///
/// | type | body |
/// |---|---|
/// | `image/png`, `image/gif`, `image/jpeg` | a 1×1 image (PNG: RGBA, transparent; JPEG: baseline, grey) |
/// | `image/svg+xml` | an empty `<svg>` element |
/// | `application/pdf` | one empty page |
/// | `audio/wav` (`audio/x-wav`, `audio/wave`) | a WAVE header with no samples |
/// | `video/mp4` | an `ftyp` box (ISO base media) |
/// | `application/zip` | an empty archive |
/// | XML (`application/xml`, `text/xml`, `+xml`) | an empty `<stub/>` element |
/// | `text/html` | an empty HTML document |
/// | `text/csv` | one field |
/// | other `text/*` | `stub` |
/// | JSON (`application/json`, `+json`) | `{}` |
/// | `application/x-www-form-urlencoded` | one field, `stub=` |
/// | `multipart/*` | see ``MultipartBody/write(_:boundary:named:)``: no parts |
/// | anything else | the eight bytes 0…7 |
enum MinimalBody {
    /// The body for `type` (parameters ignored), never empty.
    static func bytes(for type: ContentType) -> Data {
        if type.isJSON { return Data("{}".utf8) }
        if type.essence == "application/xml" || type.essence == "text/xml" || (type.suffix == "xml" && type.essence != "image/svg+xml") {
            return Data(#"<?xml version="1.0" encoding="UTF-8"?><stub/>"#.utf8)
        }
        switch type.essence {
        case "image/png": return base64(png)
        case "image/gif": return base64(gif)
        case "image/jpeg", "image/jpg", "image/pjpeg": return base64(jpeg)
        case "image/svg+xml": return Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>"#.utf8)
        case "application/pdf": return Data(pdf.utf8)
        case "audio/wav", "audio/x-wav", "audio/wave", "audio/vnd.wave": return Data(wav)
        case "video/mp4", "audio/mp4": return Data(mp4)
        case "application/zip": return Data([0x50, 0x4B, 0x05, 0x06] + [UInt8](repeating: 0, count: 18))
        case "text/html": return Data("<!DOCTYPE html><html><head><title>stub</title></head><body></body></html>".utf8)
        case "text/csv": return Data("stub\r\n".utf8)
        case "application/x-www-form-urlencoded": return Data("stub=".utf8)
        default:
            if type.type == "text" { return Data("stub".utf8) }
            return Data([0, 1, 2, 3, 4, 5, 6, 7])
        }
    }

    private static func base64(_ text: String) -> Data { Data(base64Encoded: text)! }

    /// 1×1 RGBA, one transparent pixel (68 bytes).
    private static let png = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAAC0lEQVR42mNgAAIAAAUAAen63NgAAAAASUVORK5CYII="
    /// 1×1 GIF89a, transparent (42 bytes).
    private static let gif = "R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7"
    /// 1×1 baseline JPEG, one grey component, one-code Huffman tables (141 bytes).
    private static let jpeg =
        "/9j/2wBDAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQH/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAAAP/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AP//Z"
    /// One empty 3×3 pt page, with a cross-reference table whose offsets are those of the objects.
    private static let pdf = """
        %PDF-1.4
        1 0 obj
        <</Type/Catalog/Pages 2 0 R>>
        endobj
        2 0 obj
        <</Type/Pages/Kids[3 0 R]/Count 1>>
        endobj
        3 0 obj
        <</Type/Page/Parent 2 0 R/MediaBox[0 0 3 3]>>
        endobj
        xref
        0 4
        0000000000 65535 f\u{20}
        0000000009 00000 n\u{20}
        0000000054 00000 n\u{20}
        0000000105 00000 n\u{20}
        trailer
        <</Size 4/Root 1 0 R>>
        startxref
        166
        %%EOF

        """
    /// RIFF/WAVE, PCM, mono, 8 kHz, 8-bit, no samples (44 bytes).
    /// (Built piece by piece: Swift 6.0 cannot type-check it as one expression in reasonable time.)
    private static let wav: [UInt8] = {
        let format: [UInt8] = [16, 0, 0, 0, 1, 0, 1, 0, 0x40, 0x1F, 0, 0, 0x40, 0x1F, 0, 0, 1, 0, 8, 0]
        let size: [UInt8] = [36, 0, 0, 0]
        let noSamples: [UInt8] = [0, 0, 0, 0]
        var bytes = Array("RIFF".utf8)
        bytes += size
        bytes += Array("WAVEfmt ".utf8)
        bytes += format
        bytes += Array("data".utf8)
        bytes += noSamples
        return bytes
    }()
    /// An `ftyp` box: brand `isom`, minor version 0x200, compatible `isom` (20 bytes).
    private static let mp4: [UInt8] = {
        let size: [UInt8] = [0, 0, 0, 0x14]
        let version: [UInt8] = [0, 0, 2, 0]
        var bytes = size
        bytes += Array("ftypisom".utf8)
        bytes += version
        bytes += Array("isom".utf8)
        return bytes
    }()
}
