import ContractStubCore

/// Builds Swift source line by line with four-space indentation and no trailing whitespace.
///
/// ```swift
/// var writer = SwiftWriter()
/// writer.doc(["A pet."])
/// writer.block("struct Pet") { $0.line("let name: String") }
/// writer.text  // "/// A pet.\nstruct Pet {\n    let name: String\n}\n"
/// ```
struct SwiftWriter {
    private var lines: [String] = []
    private var depth = 0

    /// The source written so far, ending with a newline.
    var text: String { lines.joined(separator: "\n") + "\n" }

    /// One line at the current indentation; an empty string writes an empty line.
    mutating func line(_ text: String) {
        lines.append(text.isEmpty ? "" : String(repeating: "    ", count: depth) + text)
    }

    /// A `///` comment, one line per entry (`///` alone for an empty entry).
    mutating func doc(_ text: [String]) {
        for entry in text {
            line(entry.isEmpty ? "///" : "/// " + SwiftStringLiteral.docText(entry))
        }
    }

    /// `header {`, the body one level deeper, then `}`.
    mutating func block(_ header: String, _ body: (inout SwiftWriter) -> Void) {
        line(header + " {")
        depth += 1
        body(&self)
        depth -= 1
        line("}")
    }
}
