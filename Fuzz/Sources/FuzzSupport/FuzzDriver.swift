import Foundation
import LibFuzzerDriver

/// The `main` of every fuzz target.
///
/// ```sh
/// fuzz-spec --write-seeds .build/fuzz-corpus/spec     # the target's seed inputs, derived from specs/
/// fuzz-spec -max_total_time=60 .build/fuzz-corpus/spec # anything else: libFuzzer flags and corpus directories
/// ```
public enum FuzzDriver {
    /// The body libFuzzer calls; set once before the driver starts (libFuzzer calls it on one thread).
    nonisolated(unsafe) private static var body: (Data) -> Void = { _ in }

    /// Writes the seeds (`--write-seeds <dir>`) or hands the command line to `LLVMFuzzerRunDriver`, which calls
    /// `body` with each input. `body` must not crash, hang or leak on any input; whatever it throws is ignored.
    public static func main(seeds: () throws -> [Data], body: @escaping (Data) throws -> Void) -> Never {
        let arguments = CommandLine.arguments
        if arguments.count == 3, arguments[1] == "--write-seeds" {
            do {
                try write(seeds(), to: URL(fileURLWithPath: arguments[2], isDirectory: true))
                exit(0)
            } catch {
                FileHandle.standardError.write(Data("cannot write seeds: \(error)\n".utf8))
                exit(2)
            }
        }
        Self.body = { data in _ = try? body(data) }
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(
            LLVMFuzzerRunDriver(&argc, &argv) { bytes, count in
                FuzzDriver.body(bytes.map { Data(bytes: $0, count: count) } ?? Data())
                return 0
            })
    }

    private static func write(_ seeds: [Data], to directory: URL) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (index, seed) in seeds.enumerated() {
            try seed.write(to: directory.appendingPathComponent(String(format: "seed-%04d", index)))
        }
        print("\(seeds.count) seeds in \(directory.path)")
    }
}
