import Foundation

/// A JSON Pointer that could not be parsed.
public struct JSONPointerError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The text that was given.
    public let text: String
    /// What is wrong with it.
    public let reason: String

    /// "JSON Pointer '<text>' <reason>".
    public var description: String { "JSON Pointer '\(text)' \(reason)" }
}
