import ContractStubCore
import Foundation

extension SpecDiff {
    /// `changes` with the line and column of both sites filled in, reading each spec file once.
    ///
    /// This is the lazy half of source positions: nothing is scanned until changes are reported.
    /// Sites whose file cannot be read (a spec loaded from memory) or whose pointer is not found keep no position.
    /// A main file whose load kept a locator (``Contract/mainFileLocator``, among `contracts`) is placed through it:
    /// in the very bytes compared, with the outline its decoding made, and without reading it again.
    package static func locate(_ changes: [SpecChange], keptBy contracts: [Contract] = []) -> [SpecChange] {
        var located = changes
        var wanted: [URL: [(index: Int, isOld: Bool, pointer: JSONPointer)]] = [:]
        for (index, change) in changes.enumerated() {
            for (site, isOld) in [(change.old, true), (change.new, false)] {
                guard let site, site.position == nil else { continue }
                wanted[site.location.documentURL, default: []].append((index, isOld, site.location.pointer))
            }
        }
        var kept: [URL: SourceLocator] = [:]
        for contract in contracts { kept[contract.url] = contract.mainFileLocator ?? kept[contract.url] }
        for (url, entries) in wanted {
            let locator: SpecSourceLocator
            if let known = kept[url] {
                locator = SpecSourceLocator(json: known, url: url)
            } else {
                guard let data = try? Data(contentsOf: url) else { continue }
                locator = SpecSourceLocator(data: data, url: url)
            }
            let pointers = entries.map(\.pointer)
            let positions = locator.locations(of: pointers)
            // A Swagger 2.0 file's sites are named by their pointers into it, not into the 3.0 document it is read as.
            for (entry, (pointer, position)) in zip(entries, zip(locator.sourcePointers(of: pointers), positions)) {
                if entry.isOld {
                    located[entry.index].old?.position = position
                    located[entry.index].old?.location.pointer = pointer
                } else {
                    located[entry.index].new?.position = position
                    located[entry.index].new?.location.pointer = pointer
                }
            }
        }
        return located
    }
}
