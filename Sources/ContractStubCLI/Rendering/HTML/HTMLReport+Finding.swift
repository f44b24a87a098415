import ContractStubCore
import ContractStubTooling

extension HTMLReport {
    /// One finding: severity, message and code; the exchange and the part of it concerned; where in the spec,
    /// with the lines around it.
    func finding(_ index: Int, anchor: String, excerpts: inout SpecExcerpt) -> String {
        let located = findings[index]
        let kept = result.findings[index]
        let diagnostic = located.diagnostic
        var facts: [(String, String)] = []
        let exchange = "\(HTMLText.escape(located.exchangeLabel)) \(kept.exchange)"
        facts.append(("exchange", exchange + (kept.exchangeSummary.map { ": <code>\(HTMLText.escape($0))</code>" } ?? "")))
        if let pointer = diagnostic.instancePointer {
            let side = kept.isAboutTheResponse ? "response" : "request"
            let value = kept.part.map { " <code class=\"value\">\(HTMLText.escape($0))</code>" } ?? ""
            facts.append((side, "<code>\(HTMLText.escape(pointer.description))</code>\(value)"))
        }
        var place = HTMLText.escape(located.file)
        if let position = diagnostic.position { place += ":\(position.line):\(position.column)" }
        if let pointer = diagnostic.specPointer { place += " <code>\(HTMLText.escape(pointer.description))</code>" }
        facts.append((kept.isAboutTheInput ? "file" : "spec", place))
        if let suggestion = diagnostic.suggestion { facts.append(("hint", HTMLText.escape(suggestion))) }
        var html = """
            <article class="finding \(diagnostic.severity.rawValue)" id="\(anchor)">\
            <p class="msg"><span class="sev">\(diagnostic.severity.rawValue)</span> \(HTMLText.escape(diagnostic.message)) \
            <code class="code">\(HTMLText.escape(diagnostic.code))</code></p>
            <dl>\(facts.map { "<dt>\($0.0)</dt><dd>\($0.1)</dd>" }.joined())</dl>

            """
        if let line = diagnostic.position?.line { html += excerpts.html(around: line, in: located.file) }
        return html + "</article>\n"
    }
}
