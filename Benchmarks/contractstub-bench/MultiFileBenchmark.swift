import Foundation

/// `contractstub-bench multi-file`: a synthetic multi-file YAML spec (a main file whose paths live in one file each,
/// their schemas in one file each, most schemas referring to two others by relative path and paths sharing one error
/// response) at 1,250, 2,500 and 5,000 files, and the whole-process time of `contractstub validate`, of
/// `contractstub diff` of the spec against itself, and of loading it (`contractstub verify` of no traffic, which
/// loads the spec and checks nothing). The references grow with the files (about 2.3 per file), so the time per
/// file must stay flat: the ratio of the time per file at 5,000 to that at 1,250 files is the figure to watch
/// (goal ≤ 1.5; a cost quadratic in the files would make it ~4). Also: validate and diff against the load time at
/// 5,000 files (goals ≤ 2× and ≤ 3×, the figures of issue 37 on the DigitalOcean spec).
///
/// The schemas refer to each other within groups of ``groupSize`` (as a real spec's resources do: a thing, its list,
/// its parts), so what one operation's schemas reach stays bounded as the spec grows. `diff` walks everything an
/// operation's schemas reach, once per operation (its findings name the operation and the field path), so on a graph
/// where every schema reaches every other its time is operations × schemas whatever the references cost.
///
/// Runs the `contractstub` built beside this executable (`swift build -c release --product contractstub` first).
struct MultiFileBenchmark {
    let options: BenchmarkOptions
    let sizes = [1_250, 2_500, 5_000]
    /// How many schemas refer to each other (see the type's comment).
    static let groupSize = 8

    func run() throws {
        let tool = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("contractstub")
        guard FileManager.default.isExecutableFile(atPath: tool.path) else {
            throw BenchmarkFailure("no \(tool.path); build it first: swift build -c release --product contractstub")
        }
        let root = URL(fileURLWithPath: ".build/bench/multi-file", isDirectory: true)
        let empty = root.appendingPathComponent("no-traffic.jsonl")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Data().write(to: empty)
        let stopwatch = Stopwatch(iterations: options.iterations)
        var perFile: [(files: Int, load: Double, validate: Double, diff: Double)] = []
        print("files   references   load ms   validate ms   diff ms   load/file µs   validate/file µs   diff/file µs")
        for files in sizes {
            let (spec, references) = try Self.writeSpec(files: files, in: root.appendingPathComponent("spec-\(files)"))
            let times = try stopwatch.medians([
                { try Self.launch(tool, ["verify", spec.path, "--traffic", empty.path], expecting: [0]) },
                { try Self.launch(tool, ["validate", "--format", "json", spec.path], expecting: [0, 1]) },
                { try Self.launch(tool, ["diff", spec.path, spec.path], expecting: [0]) },
            ])
            perFile.append((files, times[0], times[1], times[2]))
            let micro = { (seconds: Double) in String(format: "%14.1f", seconds / Double(files) * 1e6) }
            print(
                String(format: "%5d   %10d   %7.0f   %11.0f   %7.0f", files, references, times[0] * 1e3, times[1] * 1e3, times[2] * 1e3)
                    + "  " + micro(times[0]) + "     " + micro(times[1]) + "   " + micro(times[2]))
        }
        let (small, large) = (perFile[0], perFile[perFile.count - 1])
        let growth = { (smallTime: Double, largeTime: Double) in (largeTime / Double(large.files)) / (smallTime / Double(small.files)) }
        print(
            String(
                format: "time per file, %d vs %d files: load %.2f×, validate %.2f×, diff %.2f× (goal ≤ 1.5×: linear)",
                large.files, small.files, growth(small.load, large.load), growth(small.validate, large.validate),
                growth(small.diff, large.diff)))
        print(
            String(
                format: "at %d files: validate %.2f× the load (goal ≤ 2×), diff %.2f× (goal ≤ 3×)", large.files,
                large.validate / large.load, large.diff / large.load))
        try BenchmarkResults.append(
            [
                BenchmarkEntry("multi-file validate 5k files", large.validate * 1e3, "ms", baseline: large.load * 1e3),
                BenchmarkEntry("multi-file diff 5k files", large.diff * 1e3, "ms", baseline: large.load * 1e3),
                BenchmarkEntry(
                    "multi-file validate per file", large.validate / Double(large.files) * 1e6, "µs/file",
                    baseline: small.validate / Double(small.files) * 1e6),
                BenchmarkEntry(
                    "multi-file diff per file", large.diff / Double(large.files) * 1e6, "µs/file",
                    baseline: small.diff / Double(small.files) * 1e6),
            ], to: options.jsonFile)
    }

    /// Runs `tool` with `arguments`, its output read and dropped; throws unless its exit status is one of `expecting`.
    private static func launch(_ tool: URL, _ arguments: [String], expecting: Set<Int32>) throws {
        let status = try ChildProcess.run(tool, arguments).status
        guard expecting.contains(status) else {
            throw BenchmarkFailure("contractstub \(arguments.joined(separator: " ")) exited with \(status)")
        }
    }

    /// Writes a spec of `files` files under `directory` (replacing it): `api.yaml`, `paths/p<i>.yaml` and
    /// `schemas/s<i>.yaml` (half each, less the main file and the shared `responses/error.yaml`). Returns the main
    /// file and the number of `$ref`s written.
    static func writeSpec(files: Int, in directory: URL) throws -> (URL, Int) {
        let manager = FileManager.default
        try? manager.removeItem(at: directory)
        for folder in ["paths", "schemas", "responses"] {
            try manager.createDirectory(at: directory.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        let pathCount = (files - 2) / 2
        let schemaCount = files - 2 - pathCount
        var references = 0
        func write(_ text: String, _ name: String) throws {
            try Data(text.utf8).write(to: directory.appendingPathComponent(name))
        }
        var main = "openapi: 3.0.3\ninfo:\n  title: Synthetic multi-file API\n  version: 1.0.0\npaths:\n"
        for index in 0..<pathCount {
            main += "  /things\(index)/{id}:\n    $ref: 'paths/p\(index).yaml'\n"
            references += 1
        }
        try write(main, "api.yaml")
        try write(
            """
            description: An error.
            content:
              application/json:
                schema:
                  $ref: '../schemas/s0.yaml'

            """, "responses/error.yaml")
        references += 1
        for index in 0..<pathCount {
            // Every fourth operation streams its items, which the `sequentialSchemas` lint rule follows to their type.
            let media = index % 4 == 0 ? "text/event-stream" : "application/json"
            try write(
                """
                get:
                  operationId: getThing\(index)
                  parameters:
                    - name: id
                      in: path
                      required: true
                      schema:
                        type: string
                  responses:
                    '200':
                      description: The thing.
                      content:
                        \(media):
                          schema:
                            $ref: '../schemas/s\(index % schemaCount).yaml'
                    default:
                      $ref: '../responses/error.yaml'

                """, "paths/p\(index).yaml")
            references += 2
        }
        for index in 0..<schemaCount {
            // The next two schemas of the group, written as `./s<i>.yaml` and `s<i>.yaml`; a plain schema past its end.
            let place = index % groupSize
            func reference(_ ahead: Int, _ prefix: String) -> String {
                guard place + ahead < groupSize, index + ahead < schemaCount else { return "type: string" }
                references += 1
                return "$ref: '\(prefix)s\(index + ahead).yaml'"
            }
            try write(
                """
                type: object
                required: [id]
                properties:
                  id:
                    type: string
                  size:
                    type: integer
                    minimum: 0
                  parent:
                    \(reference(1, "./"))
                  children:
                    type: array
                    items:
                      \(reference(2, ""))

                """, "schemas/s\(index).yaml")
        }
        return (directory.appendingPathComponent("api.yaml"), references)
    }
}
