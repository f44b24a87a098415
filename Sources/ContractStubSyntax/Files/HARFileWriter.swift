import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Adds entries to a HAR file so that it is a complete, valid HAR document after every addition: the file always
/// ends with ``trailer`` (`]}}` closing `entries` and `log`), and an entry is written over that trailer together
/// with a new one, in one `pwrite(2)`. The file is held with an exclusive `flock(2)` while it is changed, so other
/// processes recording to the same file wait their turn rather than losing entries. A file that does not end with
/// the trailer (not written by ContractStub, or cut short) is left alone and reported. A reader running while
/// entries are being added sees a complete document when it holds a shared `flock(2)` while reading; a lockless read
/// can catch an entry half written (reads are not atomic with writes on Linux).
///
/// ```swift
/// HARFileWriter(path: "traffic.har").append(#"{"request":…}"#)   // nil, or what went wrong
/// ```
package struct HARFileWriter {
    /// The start of every HAR file ContractStub writes, up to the first entry.
    package static let header =
        Array(
            #"{"log":{"version":"1.2","creator":{"name":"ContractStub","version":"1"},"pages":[],"entries":["#.utf8) + [0x0A]
    /// The end of every HAR file ContractStub writes, after the last entry.
    package static let trailer = Array("\n]}}\n".utf8)
    /// A HAR document with no entries.
    package static var emptyDocument: [UInt8] { header + trailer }

    /// The file's path.
    package let path: String

    /// A writer of the HAR file at `path`.
    package init(path: String) {
        self.path = path
    }

    /// Adds `entry` (the JSON text of one entry); returns what went wrong, or `nil`.
    package func append(_ entry: String) -> String? {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return "cannot open \(path) for recording: \(String(cString: strerror(errno)))" }
        defer { close(descriptor) }
        guard flock(descriptor, LOCK_EX) == 0 else { return "cannot lock \(path): \(String(cString: strerror(errno)))" }
        defer { flock(descriptor, LOCK_UN) }
        let size = Int(lseek(descriptor, 0, SEEK_END))
        var bytes: [UInt8]
        var offset: Int
        if size <= 0 {
            bytes = Self.header
            offset = 0
        } else {
            var end = [UInt8](repeating: 0, count: Self.trailer.count)
            let tail = size - Self.trailer.count
            guard tail >= Self.header.count,
                end.withUnsafeMutableBytes({ pread(descriptor, $0.baseAddress, $0.count, off_t(tail)) }) == end.count,
                end == Self.trailer
            else { return "\(path) is not a HAR file ContractStub is writing; the exchange was not recorded" }
            bytes = tail == Self.header.count ? [] : Array(",\n".utf8)
            offset = tail
        }
        bytes += Array(entry.utf8) + Self.trailer
        let written = bytes.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, off_t(offset)) }
        return written == bytes.count ? nil : "recording to \(path) wrote \(written) of \(bytes.count) bytes"
    }
}
