import Foundation

/// Command-line options shared by the benchmarks: `--corpus <dir>`, `--iterations <n>`, `--json <file>`,
/// `--output <file>` and `--conversion <file>`.
struct BenchmarkOptions {
    /// The corpus root (`--corpus`, else `$CONTRACTSTUB_CORPUS`, else `../shared/corpus`).
    var corpus: URL
    /// Timed runs per measurement (`--iterations`, default 9).
    var iterations = 9
    /// Where to append machine-readable results (`--json`), if anywhere.
    var jsonFile: URL?
    /// Where `to-yaml` writes (`--output`).
    var output: URL?
    /// The OpenAPI 3.0 conversion `swagger2-load` compares the 2.0 spec with (`--conversion`).
    var conversion: URL?

    init(_ arguments: [String]) {
        let environment = ProcessInfo.processInfo.environment["CONTRACTSTUB_CORPUS"]
        var corpusPath = environment ?? "../shared/corpus"
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--corpus": corpusPath = remaining.popFirst() ?? corpusPath
            case "--iterations": iterations = remaining.popFirst().flatMap(Int.init) ?? iterations
            case "--json": jsonFile = remaining.popFirst().map { URL(fileURLWithPath: $0) }
            case "--output": output = remaining.popFirst().map { URL(fileURLWithPath: $0) }
            case "--conversion": conversion = remaining.popFirst().map { URL(fileURLWithPath: $0) }
            default: FileHandle.standardError.write(Data("ignoring unknown argument '\(argument)'\n".utf8))
            }
        }
        corpus = URL(fileURLWithPath: corpusPath)
    }

    /// A corpus file, or `nil` (after printing a note) when the corpus is absent.
    func corpusFile(_ relativePath: String) -> URL? {
        let url = corpus.appendingPathComponent(relativePath)
        guard FileManager.default.fileExists(atPath: url.path) else {
            print("note: \(url.path) not found; set CORPUS=<dir> (make) or --corpus <dir>. Skipping.")
            return nil
        }
        return url
    }
}
