/// Leave for a ``TrafficLineScanner`` to decode a large string over its own text: the text is writable memory that
/// `owner` keeps alive, and nothing reads the string's text again.
///
/// A batch of a traffic log hands this to the scanner of each of its lines (each line's exchange is read once), so a
/// recorded body of many megabytes takes the memory of its line only, not that and a decoded copy.
struct InPlaceDecoding {
    /// What keeps the text's memory alive; the decoded `Data` keeps it in turn.
    let owner: AnyObject
    /// Strings shorter than this are copied as usual: keeping the whole text alive for them could cost more memory
    /// than their copy.
    let minimumLength: Int
}
