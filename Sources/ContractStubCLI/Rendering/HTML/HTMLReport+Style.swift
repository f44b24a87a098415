extension HTMLReport {
    /// The page's only style sheet, inline: system fonts, no images, readable in light and dark mode.
    static let style = """
        :root{--fg:#1f2328;--muted:#59636e;--bg:#fff;--panel:#f6f8fa;--line:#d1d9e0;--good:#1a7f37;--good-bg:#dafbe1;\
        --bad:#cf222e;--bad-bg:#ffebe9;--warn:#9a6700;--warn-bg:#fff8c5;--none-bg:#eff2f5}
        @media (prefers-color-scheme:dark){:root{--fg:#e6edf3;--muted:#9198a1;--bg:#0d1117;--panel:#151b23;\
        --line:#3d444d;--good:#3fb950;--good-bg:#12361f;--bad:#f85149;--bad-bg:#3c1618;--warn:#d29922;--warn-bg:#3a2c09;\
        --none-bg:#212830}}
        *{box-sizing:border-box}
        body{margin:0 auto;max-width:1200px;padding:16px 24px;font:14px/1.45 -apple-system,BlinkMacSystemFont,"Segoe UI",\
        "Noto Sans","DejaVu Sans",Helvetica,Arial,sans-serif;color:var(--fg);background:var(--bg)}
        code,pre{font:12px/1.4 ui-monospace,SFMono-Regular,"DejaVu Sans Mono",Menlo,Consolas,monospace}
        h1{font-size:22px;margin:8px 0 2px;word-break:break-all}
        h2{font-size:15px;margin:18px 0 6px}
        .hosts{font-size:12px;color:var(--muted)}
        .files{color:var(--muted);margin:0 0 12px;word-break:break-all}
        .summary{display:grid;grid-template-columns:repeat(auto-fit,minmax(200px,1fr));gap:12px;margin:12px 0}
        .card{background:var(--panel);border:1px solid var(--line);border-radius:8px;padding:10px 14px}
        .card h3{margin:0;font-size:12px;font-weight:600;color:var(--muted);text-transform:uppercase;letter-spacing:.04em}
        .card p{margin:2px 0;overflow-wrap:anywhere}.card .big{font-size:24px;font-weight:600}
        .card.bad{border-color:var(--bad)}.card.bad .big{color:var(--bad)}.card.good .big{color:var(--good)}
        .bar{display:inline-block;vertical-align:middle;width:90px;height:6px;border-radius:3px;background:var(--none-bg);\
        overflow:hidden;margin:0 10px 0 6px}
        .card .bar{display:block;width:100%;margin:6px 0 2px}
        .bar i{display:block;height:100%;background:var(--good)}
        .legend{color:var(--muted);margin:8px 0 16px}
        details.tag{border:1px solid var(--line);border-radius:8px;margin:8px 0;background:var(--bg)}
        details.tag>summary{cursor:pointer;padding:8px 12px;background:var(--panel);border-radius:8px;list-style-position:inside}
        details.tag[open]>summary{border-bottom:1px solid var(--line);border-radius:8px 8px 0 0}
        .tag-name{font-weight:600;display:inline-block;min-width:200px;margin-right:8px}
        .stats{color:var(--muted);font-variant-numeric:tabular-nums;display:inline-block;min-width:150px}
        .count{color:var(--bad);font-weight:600}
        details.uncalled>summary{cursor:pointer;padding:6px 12px;color:var(--muted);border-top:1px solid var(--line)}
        table.grid{border-collapse:collapse;width:100%}
        .grid th{text-align:left;font-size:12px;color:var(--muted);font-weight:600;padding:6px 12px;border-bottom:1px solid var(--line)}
        .grid td{padding:4px 12px;border-bottom:1px solid var(--line);vertical-align:top}
        .grid tr:last-child td{border-bottom:0}
        .grid td.op{width:55%;word-break:break-all}
        tr.uncalled .path{color:var(--muted)}
        .path{font-family:ui-monospace,SFMono-Regular,"DejaVu Sans Mono",Menlo,monospace;font-size:12px}
        .id{color:var(--muted);font-size:12px;margin-left:4px}
        .m{display:inline-block;min-width:52px;text-align:center;font-size:11px;font-weight:700;border-radius:4px;padding:1px 4px;\
        background:var(--none-bg)}
        .m-get{color:#0969da}.m-post{color:var(--good)}.m-put,.m-patch{color:var(--warn)}.m-delete{color:var(--bad)}
        .chip{display:inline-block;font:600 11px/1.6 ui-monospace,SFMono-Regular,"DejaVu Sans Mono",monospace;padding:0 6px;\
        border-radius:10px;margin:1px 0;border:1px solid transparent}
        .chip.covered{background:var(--good-bg);color:var(--good);border-color:var(--good)}
        .chip.missing{background:var(--none-bg);color:var(--muted);border-color:var(--line)}
        .chip.violated{background:var(--bad-bg);color:var(--bad);border-color:var(--bad)}
        a .chip{text-decoration:underline}
        .findings{padding:4px 12px 12px}
        .finding{border-left:4px solid var(--bad);background:var(--panel);border-radius:0 6px 6px 0;padding:8px 12px;margin:10px 0}
        .finding.warning{border-left-color:var(--warn)}
        .finding:target{outline:2px solid var(--bad)}
        .msg{margin:0 0 6px;font-weight:600;word-break:break-word}
        .sev{display:inline-block;font-size:11px;text-transform:uppercase;color:#fff;background:var(--bad);border-radius:4px;padding:0 5px}
        .warning .sev{background:var(--warn)}
        .code{color:var(--muted);font-weight:400}
        dl{display:grid;grid-template-columns:max-content 1fr;gap:2px 12px;margin:0 0 6px}
        dt{color:var(--muted)}dd{margin:0;word-break:break-all}
        code.value{background:var(--warn-bg);padding:0 3px;border-radius:3px}
        pre.excerpt{margin:0;padding:6px 0;background:var(--bg);border:1px solid var(--line);border-radius:6px;overflow-x:auto}
        pre .l{display:block;padding:0 10px;white-space:pre}
        pre .l.hit{background:var(--bad-bg)}
        pre .n{display:inline-block;min-width:48px;color:var(--muted);user-select:none}
        footer{color:var(--muted);margin:24px 0 8px;font-size:12px}
        """
}
