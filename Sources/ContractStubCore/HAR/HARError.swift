/// A HAR file, or one of its entries, that cannot be read: what is wrong, and where (the JSON Pointer of the field,
/// e.g. `/log/entries/3/response/status`, and its line and column in the file when known).
package struct HARError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The 0-based index of the entry in `log.entries`, or `nil` when the document as a whole is wrong.
    package let entry: Int?
    /// The field at fault, e.g. `/log/entries/3/request/url`.
    package let pointer: JSONPointer
    /// What was expected and found.
    package let message: String
    /// The line and column of the field in the file, when it was located.
    package var position: SourcePosition?

    /// An error about `pointer` (in `entry`, when it concerns one).
    package init(entry: Int?, pointer: JSONPointer, message: String, position: SourcePosition? = nil) {
        self.entry = entry
        self.pointer = pointer
        self.message = message
        self.position = position
    }

    /// `HAR entry 3: "request.url" must be a URL string; found 42`.
    package var description: String { (entry.map { "HAR entry \($0): " } ?? "") + message }
}

extension HARError: DiagnosticError {
    /// `traffic.har.invalid` at the field's line and column in the HAR file (the entry is named where it is shown).
    package var diagnostic: Diagnostic {
        Diagnostic(.error, code: .trafficHARInvalid, message: message, position: position)
    }
}
