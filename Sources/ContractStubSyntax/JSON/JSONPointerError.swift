import Foundation

/// A JSON Pointer that could not be parsed.
package struct JSONPointerError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The text that was given.
    package let text: String
    /// What is wrong with it.
    package let reason: String

    /// "JSON Pointer '<text>' <reason>".
    package var description: String { "JSON Pointer '\(text)' \(reason)" }
}
