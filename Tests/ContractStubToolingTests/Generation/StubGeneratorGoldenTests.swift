import Foundation
import Testing

@testable import ContractStubCore
@testable import ContractStubTooling

/// The generated code for `specs/` is pinned; `Tests/GeneratedStubsTests/Generated` links to the same files, so they
/// are also compiled and run.
@Suite struct StubGeneratorGoldenTests {
    static let cases: [(spec: String, golden: String, options: StubGenerationOptions)] = [
        ("petstore.json", "APIStubs.swift", StubGenerationOptions()),
        ("bookshop.json", "BookshopStubs.swift", StubGenerationOptions(typeName: "BookshopStubs", access: .public)),
    ]

    @Test(arguments: cases.indices)
    func generatedCodeMatchesTheGoldenFile(index: Int) throws {
        let (spec, golden, options) = Self.cases[index]
        let source = StubGenerator.source(for: try Contract(contentsOf: SpecTestSupport.spec(spec)), options: options)
        if let mismatch = try GoldenFile.mismatch(source, golden: golden) {
            Issue.record(Comment(rawValue: mismatch))
        }
    }

    @Test func diffShowsTheChangedLinesWithContext() {
        let diff = GoldenFile.lineDiff(expected: "a\nb\nc\nd\ne\n", actual: "a\nb\nC\nd\ne\n")
        #expect(diff == "@@ line 3 @@\n  a\n  b\n- c\n+ C\n  d\n  e")
    }
}
