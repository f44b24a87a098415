import Testing

extension Comment {
    /// Why a test that reads the shared corpus is skipped (`.enabled(if:)`) when the corpus is not there.
    static let needsCorpus: Comment = "needs the corpus: set CONTRACTSTUB_CORPUS or put it at ../shared/corpus"
}
