import Foundation

/// The files a spec's `$ref`s name, each read and parsed once (with ``ReferencedFile``) however many readers ask for
/// it: the model reader and the background schema compiler follow the same references at the same time, and a file
/// one of them is reading is waited for by the other, not read twice.
final class ReferencedFiles: @unchecked Sendable {
    /// The folders files may be read from.
    let roots: ReferenceRoots
    /// Guards `results` and `reading`, and wakes readers waiting for a file another thread reads.
    private let condition = NSCondition()
    private var results: [URL: Result<JSONValue, ReferenceFailure>] = [:]
    private var reading: Set<URL> = []

    /// The files under `roots`.
    init(roots: ReferenceRoots) {
        self.roots = roots
    }

    /// The JSON of the file at `url` (normalised), or why it cannot be used; read the first time only.
    func json(at url: URL) -> Result<JSONValue, ReferenceFailure> {
        condition.lock()
        while results[url] == nil, reading.contains(url) { condition.wait() }
        if let known = results[url] {
            condition.unlock()
            return known
        }
        reading.insert(url)
        condition.unlock()
        let result: Result<JSONValue, ReferenceFailure>
        do {
            result = .success(try ReferencedFile.read(url, roots: roots))
        } catch {
            result = .failure(error)
        }
        condition.lock()
        results[url] = result
        reading.remove(url)
        condition.broadcast()
        condition.unlock()
        return result
    }
}
