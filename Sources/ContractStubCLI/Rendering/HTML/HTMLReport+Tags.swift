import ContractStubCore
import ContractStubTooling

extension HTMLReport {
    /// One tag: a collapsible section (open when it has findings) with its grid and its findings.
    func section(_ tag: TagCoverage, anchor: String, findingsByOperation: [Int: [Int]], excerpts: inout SpecExcerpt) -> String {
        let indexes = tag.indexes
        let tagFindings = indexes.flatMap { findingsByOperation[$0] ?? [] }
        var html = """
            <details class="tag"\(tagFindings.isEmpty ? "" : " open") id="\(anchor)"><summary>\
            <span class="tag-name">\(HTMLText.escape(tag.name))</span>\
            <span class="stats">operations \(tag.operationRatio.covered)/\(tag.operationRatio.total)</span>\(bar(tag.operationRatio))\
            <span class="stats">responses \(tag.responseRatio.covered)/\(tag.responseRatio.total)</span>\(bar(tag.responseRatio))\
            \(tagFindings.isEmpty ? "" : "<span class=\"count\">\(tagFindings.count) finding\(tagFindings.count == 1 ? "" : "s")</span>")\
            </summary>

            """
        let rows = zip(tag.operations, indexes).map { (operation: $0, index: $1) }
        let shown = rows.filter { $0.operation.isExercised || findingsByOperation[$0.index] != nil }
        let uncalled = rows.filter { !$0.operation.isExercised && findingsByOperation[$0.index] == nil }
        if !shown.isEmpty {
            html += grid(shown.map { row($0.operation, findings: findingsByOperation[$0.index] ?? [], anchor: anchor) })
        }
        if !uncalled.isEmpty {
            html +=
                "<details class=\"uncalled\"><summary>\(uncalled.count) operation\(uncalled.count == 1 ? "" : "s") not called</summary>\n"
            html += grid(uncalled.map { row($0.operation, findings: [], anchor: anchor) })
            html += "</details>\n"
        }
        if !tagFindings.isEmpty {
            html += "<div class=\"findings\">\n"
            html += tagFindings.map { finding($0, anchor: "\(anchor)-f\($0)", excerpts: &excerpts) }.joined()
            html += "</div>\n"
        }
        return html + "</details>\n"
    }

    private func grid(_ rows: [String]) -> String {
        "<table class=\"grid\"><thead><tr><th>operation</th><th>declared responses</th></tr></thead><tbody>\n"
            + rows.joined() + "</tbody></table>\n"
    }

    /// One operation: method, path and id, then a chip per declared response (and for request findings).
    private func row(_ operation: CoverageOperation, findings: [Int], anchor: String) -> String {
        let method = operation.method.description.uppercased()
        var chips: [String] = []
        let requestFindings = findings.filter { !result.findings[$0].isAboutTheResponse }
        if let first = requestFindings.first {
            chips.append(chip("request", "violated", "\(requestFindings.count) finding(s) about requests", "#\(anchor)-f\(first)"))
        }
        for key in operation.declared {
            let keyFindings = findings.filter { result.findings[$0].isAboutTheResponse && result.findings[$0].responseKey == key }
            if let first = keyFindings.first {
                chips.append(chip(key.description, "violated", "\(keyFindings.count) finding(s)", "#\(anchor)-f\(first)"))
            } else if operation.exercised.contains(key) {
                chips.append(chip(key.description, "covered", "covered", nil))
            } else {
                chips.append(chip(key.description, "missing", "not covered", nil))
            }
        }
        let undeclared = findings.filter { result.findings[$0].isAboutTheResponse && result.findings[$0].responseKey == nil }
        if let first = undeclared.first {
            chips.append(chip("response", "violated", "responses with an undeclared status", "#\(anchor)-f\(first)"))
        }
        let id = operation.operationId.map { " <span class=\"id\">\(HTMLText.escape($0))</span>" } ?? ""
        return """
            <tr class="\(operation.isExercised ? "called" : "uncalled")"><td class="op"><span class="m m-\(method.lowercased())">\
            \(HTMLText.escape(method))</span> <span class="path">\(HTMLText.escape(operation.path))</span>\(id)</td>\
            <td>\(chips.joined(separator: " "))</td></tr>

            """
    }

    private func chip(_ label: String, _ state: String, _ title: String, _ link: String?) -> String {
        let text = "<span class=\"chip \(state)\" title=\"\(HTMLText.escape(title))\">\(HTMLText.escape(label))</span>"
        return link.map { "<a href=\"\($0)\">\(text)</a>" } ?? text
    }
}
