import ContractStubCore

/// What `verify` keeps of a traffic log, however long: the first findings in log order (up to a limit), how many
/// more there were by code, how many errors and warnings in all, how many exchanges were read, and the coverage.
///
/// Parts of a log are verified separately (in parallel) and merged in log order, so the kept findings are always
/// the first ones, whatever the scheduling.
///
/// ```swift
/// let result = try verifier.verify(TrafficLogReader(contentsOf: logURL), limit: 1_000)
/// result.findings.count      // at most 1,000
/// result.omittedByCode       // [("schema.type", 12_000)]
/// ```
package struct TrafficVerification: Sendable {
    /// The most findings kept.
    package let limit: Int
    /// The first findings, in log order.
    package private(set) var findings: [TrafficVerifier.Finding] = []
    /// How many findings were left out beyond ``limit``, by code.
    package private(set) var omitted: [String: Int] = [:]
    /// Errors among all findings, kept or not.
    package private(set) var errorCount = 0
    /// Warnings among all findings, kept or not.
    package private(set) var warningCount = 0
    /// The exchanges read and checked (non-blank lines, HAR entries), skipped ones left out.
    package internal(set) var exchangeCount = 0
    /// How findings name an exchange's index: `exchange` or `HAR entry` (``TrafficSource/exchangeLabel``).
    package let exchangeLabel: String
    /// Exchanges skipped because they went to another server (`--server`, or the spec's hosts for a capture),
    /// counted by host.
    package private(set) var skipped: [String: Int] = [:]
    /// What the exchanges exercised of the contract.
    package internal(set) var coverage: TrafficCoverage

    /// Nothing verified yet; `limit` is the most findings (and unrouted line indexes) kept.
    package init(contract: Contract, limit: Int, exchangeLabel: String = "exchange") {
        self.limit = max(limit, 0)
        self.exchangeLabel = exchangeLabel
        coverage = TrafficCoverage(contract: contract, unroutedLimit: self.limit)
    }

    /// The hosts skipped, the most frequent first (ties by name).
    package var skippedByHost: [(host: String, count: Int)] {
        skipped.map { (host: $0.key, count: $0.value) }.sorted { ($1.count, $0.host) < ($0.count, $1.host) }
    }

    /// Counts an exchange to `host` that was not checked.
    package mutating func skip(host: String) {
        skipped[host, default: 0] += 1
    }

    /// How many findings were left out.
    package var omittedCount: Int { omitted.values.reduce(0, +) }

    /// The findings left out, by code, the most frequent first (ties by code).
    package var omittedByCode: [(code: String, count: Int)] {
        omitted.map { (code: $0.key, count: $0.value) }.sorted { ($1.count, $0.code) < ($0.count, $1.code) }
    }

    /// Records `finding`: kept while fewer than ``limit`` are, else counted under its code.
    package mutating func add(_ finding: TrafficVerifier.Finding) {
        switch finding.diagnostic.severity {
        case .error: errorCount += 1
        case .warning: warningCount += 1
        }
        if findings.count < limit {
            findings.append(finding)
        } else {
            omitted[finding.diagnostic.code, default: 0] += 1
        }
    }

    /// Adds `later`, the verification of the exchanges after these in the log.
    package mutating func merge(_ later: TrafficVerification) {
        let kept = later.findings.prefix(max(0, limit - findings.count))
        findings += kept
        for finding in later.findings.dropFirst(kept.count) { omitted[finding.diagnostic.code, default: 0] += 1 }
        omitted.merge(later.omitted, uniquingKeysWith: +)
        errorCount += later.errorCount
        warningCount += later.warningCount
        exchangeCount += later.exchangeCount
        skipped.merge(later.skipped, uniquingKeysWith: +)
        coverage.merge(later.coverage)
    }
}
