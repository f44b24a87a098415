import Foundation
import Testing

@testable import ContractStubCore
@testable import ContractStubTooling

/// `SpecDiff` on published consecutive versions: GitHub Enterprise Server 2.18 → 2.19 → 2.20, from the shared corpus
/// (`$CONTRACTSTUB_CORPUS`, else `../shared/corpus`); without it the test is skipped, with the reason.
///
/// The changes pinned here were checked by hand against the two JSON files.
@Suite("Diff on real spec pairs")
struct RealSpecDiffTests {
    static let directory = Corpus.file("specs/github-enterprise")
    static let versions = ["2.18", "2.19", "2.20"].map { directory.appendingPathComponent("ghes-\($0).json") }

    @Test(.enabled(if: Corpus.isAvailable, .needsCorpus))
    func gitHubEnterpriseServerVersions() throws {
        let urls = Self.versions
        let contracts = try urls.map { try Contract(contentsOf: $0) }

        let first = SpecDiff(old: contracts[0], new: contracts[1]).changes
        report("2.18 → 2.19", first)
        #expect(first.count > 0)
        #expect(
            first.contains {
                $0.rule == "diff.operation.removed" && $0.operation?.description == "GET /repos/{owner}/{repo}/git/refs/{namespace}"
            })
        #expect(
            first.contains { $0.rule == "diff.operation.added" && $0.operation?.description == "PATCH /repos/{owner}/{repo}/labels/{name}" }
        )

        let second = SpecDiff(old: contracts[1], new: contracts[2]).changes
        report("2.19 → 2.20", second)
        #expect(second.count > 0)
        #expect(
            second.contains {
                $0.rule == "diff.request.property.became-required" && $0.operation?.operationId == "pulls/create-review-comment"
                    && $0.message == "request body (application/json) has a new required property 'path'"
            })
        #expect(
            second.contains {
                $0.rule == "diff.response.became-nullable"
                    && $0.operation?.description == "GET /applications/{client_id}/tokens/{access_token}"
                    && $0.message == "response 200 (application/json) became nullable"
            })
        // 2.20 marks GitHub's OAuth application token and grant endpoints deprecated (deprecationDate 2020-02-14).
        #expect(
            second.filter { $0.rule == "diff.operation.deprecated" }.map(\.summary) == [
                "DELETE /applications/{client_id}/grants/{access_token}: operation is now deprecated",
                "GET /applications/{client_id}/tokens/{access_token}: operation is now deprecated",
                "POST /applications/{client_id}/tokens/{access_token}: operation is now deprecated",
                "DELETE /applications/{client_id}/tokens/{access_token}: operation is now deprecated",
            ])

        let located = SpecDiff.locate(second)
        #expect(located.allSatisfy { ($0.old?.position != nil || $0.old == nil) && ($0.new?.position != nil || $0.new == nil) })
    }

    private func report(_ title: String, _ changes: [SpecChange]) {
        let counts = Dictionary(grouping: changes, by: \.rule).mapValues(\.count).sorted { $0.key < $1.key }
        print("\(title): \(changes.count) changes; " + counts.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
    }
}
