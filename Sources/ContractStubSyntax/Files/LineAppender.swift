import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Appends a line to a file with one `write(2)` on a descriptor opened with `O_APPEND`, so lines other processes append
/// to the same file are never interleaved with it (traffic logs: the runtime's recordings, the mock server's `--record`).
///
/// ```swift
/// LineAppender.append(#"{"request":…}"#, to: "traffic.jsonl")   // nil, or what went wrong
/// ```
package enum LineAppender {
    /// Appends `line` and a line feed to the file at `path` (created when missing); returns what went wrong, or `nil`.
    package static func append(_ line: String, to path: String) -> String? {
        let bytes = Array((line + "\n").utf8)
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return "cannot open \(path) for recording: \(String(cString: strerror(errno)))" }
        defer { close(descriptor) }
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        return written == bytes.count ? nil : "recording to \(path) wrote \(written) of \(bytes.count) bytes"
    }
}
