#!/usr/bin/env python3
"""The public surface of the library products: every `public` or `open` declaration of their targets, outside
`@_spi` (an SPI attribute on a declaration covers everything declared inside it, and in the extensions of an SPI
type). Prints the count per target and
the declarations without a doc comment (`///` or `/** */` right above them, past their attributes).

A declaration is a line whose attributes and modifiers include `public` or `open` (`public private(set) var` counts);
comments and string literals are removed first. Re-exports (`@_exported import`) are not declarations.

Fails when a public declaration has no doc comment, and with `--max N` when there are more than N.

Usage: public_surface.py [--max N] [SOURCES_DIR]   (`make lint` passes the current count as the ceiling)
       public_surface.py --self-test
"""
import os
import re
import sys
import tempfile

LIBRARY = re.compile(r'\.library\(\s*name:\s*"[^"]+",\s*targets:\s*\[([^\]]*)\]')


def library_targets(sources):
    """The targets of the library products, read from the Package.swift beside `sources` (a new product counts
    from the day it is declared), in manifest order."""
    with open(os.path.join(os.path.dirname(os.path.abspath(sources)), "Package.swift")) as file:
        manifest = file.read()
    targets = []
    for match in LIBRARY.finditer(manifest):
        for target in re.findall(r'"([^"]+)"', match.group(1)):
            if target not in targets:
                targets.append(target)
    return targets


COMMENT_OR_STRING = re.compile(
    r'//[^\n]*|/\*.*?\*/|#+"""(?:.|\n)*?"""#+|#+"[^\n]*?"#+|"""(?:.|\n)*?"""|"(?:\\.|[^"\\\n])*"', re.S
)
ATTRIBUTE = r"@[\w.]+(?:\([^)]*\))?"
MODIFIER = (
    r"(?:public|open|package|internal|fileprivate|private)(?:\(set\))?|final|static|class|nonisolated|override|"
    r"required|convenience|mutating|nonmutating|indirect|dynamic|lazy|weak|unowned|consuming|borrowing"
)
DECLARATION = re.compile(rf"^\s*((?:(?:{ATTRIBUTE}|{MODIFIER})\s+)*)(?:{MODIFIER})?\s*(?!import\b)\w")
ATTRIBUTE_LINE = re.compile(rf"^\s*(?:{ATTRIBUTE}\s*)+$")


def blank(match):
    """A comment or string replaced by as many newlines as it spans, so that line numbers and braces stay right."""
    return "\n" * match.group(0).count("\n")


def is_public(prefix):
    """Whether a declaration's attributes and modifiers (`prefix`) make it public."""
    return re.search(r"(?<![\w(])(?:public|open)(?![\w(])", prefix) is not None


TYPE_NAME = re.compile(r"\b(?:struct|enum|class|actor|protocol|typealias)\s+([A-Z]\w*)")
EXTENSION = re.compile(r"^\s*(?:(?:@[\w.]+(?:\([^)]*\))?|public|package|internal|fileprivate|private)\s+)*extension\s+([A-Z]\w*)")


def spi_types(paths):
    """The names of the types declared `@_spi` in `paths` (their extensions are SPI too)."""
    names = set()
    for path in paths:
        code = COMMENT_OR_STRING.sub(blank, open(path, encoding="utf-8").read())
        for match in re.finditer(r"@_spi\([^)]*\)\s+(?:(?:@[\w.]+(?:\([^)]*\))?|public|open|final)\s+)*([^\n{]*)", code):
            name = TYPE_NAME.match(match.group(1).strip())
            if name:
                names.add(name.group(1))
    return names


def declarations(path, spi_names=frozenset()):
    """(line, text, documented) of each public declaration of `path` outside `@_spi`."""
    raw = open(path, encoding="utf-8").read().split("\n")
    code = COMMENT_OR_STRING.sub(blank, open(path, encoding="utf-8").read()).split("\n")
    found = []
    scopes = [False]  # whether each open brace is inside an SPI declaration
    pending_spi = False  # an `@_spi(...)` line above the next declaration
    for number, line in enumerate(code):
        extended = EXTENSION.match(line)
        spi_here = pending_spi or "@_spi(" in line or (extended is not None and extended.group(1) in spi_names)
        if ATTRIBUTE_LINE.match(line):
            pending_spi = spi_here
            continue
        match = DECLARATION.match(line) if line.strip() else None
        prefix = match.group(1) if match else ""
        if match and not line.strip().startswith("}"):
            leading = re.match(rf"^\s*((?:(?:{ATTRIBUTE}|{MODIFIER})\s+)*)", line).group(1)
            prefix = leading
        in_spi = scopes[-1] or spi_here
        if prefix and is_public(prefix) and not in_spi and not re.match(r"^\s*(?:@_exported\s+)?import\b", line):
            above = number - 1
            while above >= 0 and ATTRIBUTE_LINE.match(code[above]):
                above -= 1
            documented = above >= 0 and (raw[above].strip().startswith("///") or raw[above].strip().endswith("*/"))
            found.append((number + 1, raw[number].strip(), documented))
        for character in line:
            if character == "{":
                scopes.append(in_spi if prefix or spi_here else scopes[-1])
                spi_here = False
            elif character == "}" and len(scopes) > 1:
                scopes.pop()
        if line.strip():
            pending_spi = False
    return found


def surface(sources):
    """{target: [(path, line, text, documented)]} over the library products' targets under `sources`."""
    paths = {
        target: [
            os.path.join(root, name)
            for root, _, files in os.walk(os.path.join(sources, target))
            for name in sorted(files)
            if name.endswith(".swift")
        ]
        for target in library_targets(sources)
    }
    spi_names = spi_types([path for target_paths in paths.values() for path in target_paths])
    result = {}
    for target, target_paths in paths.items():
        rows = []
        for path in target_paths:
            rows += [(path, line, text, documented) for line, text, documented in declarations(path, spi_names)]
        result[target] = sorted(rows)
    return result


def report(sources, ceiling):
    result = surface(sources)
    total = sum(len(rows) for rows in result.values())
    undocumented = [row for rows in result.values() for row in rows if not row[3]]
    for target, rows in result.items():
        print(f"  {target}: {len(rows)}")
    for path, line, text, _ in undocumented:
        print(f"  undocumented: {os.path.relpath(path, sources)}:{line}: {text}")
    print(f"public declarations across the library products: {total} ({len(undocumented)} undocumented)")
    failed = 0
    if ceiling is not None and total > ceiling:
        print(f"error: {total} public declarations, above the ceiling of {ceiling} (make them package or internal)")
        failed = 1
    if undocumented:
        print("error: every public declaration has a doc comment")
        failed = 1
    return failed


def self_test():
    with tempfile.TemporaryDirectory() as package:
        sources = os.path.join(package, "Sources")
        os.makedirs(os.path.join(sources, "ContractStubCore"))
        with open(os.path.join(package, "Package.swift"), "w") as file:
            file.write(
                'products: [.library(name: "Core", targets: ["ContractStubCore", "Other"]),\n'
                '    .library(name: "Again", targets: ["ContractStubCore"]), .executable(name: "x", targets: ["Main"])]\n'
            )
        if library_targets(sources) != ["ContractStubCore", "Other"]:
            print(f"self-test failed: library targets {library_targets(sources)}")
            return 1
        with open(os.path.join(sources, "ContractStubCore", "A.swift"), "w") as file:
            file.write(
                "@_exported import struct ContractStubSyntax.JSONValue\n"
                "/// Documented.\n"
                "public struct A: Equatable {\n"
                "    /// Documented.\n"
                '    public let text = "public var not = 1 {"\n'
                "    public static func == (a: A, b: A) -> Bool { true }\n"
                "    package func hidden() {}\n"
                "}\n"
                "@_spi(Bytes)\n"
                "public struct B {\n"
                "    public func spi() { if true { } }\n"
                "}\n"
                "extension A {\n"
                "    @_spi(Bytes) public func spi() {}\n"
                "    /// Documented.\n"
                "    @inlinable public private(set) var c: Int { 1 }\n"
                "}\n"
                "extension B {\n"
                "    public func spiToo() {}\n"
                "}\n"
            )
        rows = surface(sources)["ContractStubCore"]
        found = [(line, documented) for _, line, _, documented in rows]
        expected = [(3, True), (5, True), (6, False), (16, True)]
        if found != expected:
            print(f"self-test failed: found {found}, expected {expected}")
            return 1
    print("public_surface self-test: ok")
    return 0


if __name__ == "__main__":
    arguments = sys.argv[1:]
    if arguments == ["--self-test"]:
        sys.exit(self_test())
    ceiling = None
    if arguments[:1] == ["--max"]:
        ceiling = int(arguments[1])
        arguments = arguments[2:]
    sys.exit(report(arguments[0] if arguments else "Sources", ceiling))
