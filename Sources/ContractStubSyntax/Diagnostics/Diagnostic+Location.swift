import Foundation

extension Diagnostic {
    /// Where in the spec a finding comes from: the document, a JSON Pointer into it, and its line and column.
    ///
    /// The one place that says which file a diagnostic is about: `document` is `nil` for the main spec (or when
    /// unknown), else the URL of the referenced file; ``DiagnosticLocator`` turns the main document's URL into `nil`
    /// and fills in `position`.
    ///
    /// ```swift
    /// Diagnostic.Location(pointer: "/paths/~1pets/get")                         // in the main spec
    /// Diagnostic.Location(contract.operation("listPets")!.specLocation)         // from a spec object
    /// ```
    package struct Location: Sendable, Hashable, CustomStringConvertible {
        /// The document the pointer refers to; `nil` for the main spec.
        package var document: URL?
        /// The place in the document, when known.
        package var pointer: JSONPointer?
        /// Line and column of `pointer` in the document, once located.
        package var position: SourcePosition?

        /// A location from its parts; all are optional.
        package init(document: URL? = nil, pointer: JSONPointer? = nil, position: SourcePosition? = nil) {
            self.document = document
            self.pointer = pointer
            self.position = position
        }

        /// The location of a spec object (its document is kept; the reporter decides whether it is the main one).
        package init(_ spec: SpecLocation, position: SourcePosition? = nil) {
            self.init(document: spec.documentURL, pointer: spec.pointer, position: position)
        }

        /// The spec object's location, naming its document only when it is not `main` (the spec the user named).
        package init(_ spec: SpecLocation, main: URL) {
            self.init(document: spec.documentURL, pointer: spec.pointer)
            forgetDocument(ifItIs: main)
        }

        /// Drops ``document`` when it is `main`, the spec the user named: the one rule for "which file", in one place.
        package mutating func forgetDocument(ifItIs main: URL) {
            if let document, document.standardizedFileURL == main.standardizedFileURL { self.document = nil }
        }

        /// The document as people read it: a file's path, else the URI; `nil` for the main spec.
        package var documentPath: String? {
            document.map { $0.isFileURL ? $0.path : $0.absoluteString }
        }

        /// `file.json:3:7 #/pointer`-like text: the document's path (if any), the position and the pointer's fragment.
        package var description: String {
            var parts: [String] = []
            if let documentPath {
                parts.append(documentPath + (position.map { ":\($0)" } ?? ""))
            } else if let position {
                parts.append(position.description)
            }
            if let pointer { parts.append(pointer.uriFragment) }
            return parts.joined(separator: " ")
        }

        /// A document named by a path or by a URI (`file:` or another scheme), standardised.
        package static func documentURL(of text: String) -> URL {
            if text.hasPrefix("file:"), let url = URL(string: text) { return url.standardizedFileURL }
            if let colon = text.firstIndex(of: ":"), text[..<colon].count > 1,
                text[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || "+-.".contains($0) }),
                let url = URL(string: text)
            {
                return url
            }
            return URL(fileURLWithPath: text).standardizedFileURL
        }
    }
}
