/// A percentage given on the command line: the text as typed and its value, from 0 to 100.
struct Percentage: Sendable, Hashable {
    /// As typed, e.g. `80`.
    let text: String
    /// The number, 0...100.
    let value: Double

    /// `nil` unless `text` is a number from 0 to 100.
    init?(_ text: String) {
        guard let value = Double(text), (0...100).contains(value) else { return nil }
        self.text = text
        self.value = value
    }
}
