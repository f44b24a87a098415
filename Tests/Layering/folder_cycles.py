#!/usr/bin/env python3
"""Folder cycles inside each target: fails when a folder of a target uses a type of another folder that (through any
chain of folders) uses it back.

A folder "uses" another when one of its files names a type (struct, class, enum, protocol, actor, typealias)
declared at the top level of a file in the other folder. Comments and string literals are removed first; a name
declared in two folders of a target counts for both. A target's top-level files form the folder ".".

A type named like its target (its facade: `ContractStub` in `Sources/ContractStub`) may be named from every folder:
each folder extends it with its topic's API and spells its nested types through it (`ContractStub.Mode`). Any other
use counts.

Usage: folder_cycles.py [SOURCES_DIR]     (default: Sources)
       folder_cycles.py --self-test       (a planted cycle must be found, a clean tree must pass)
"""
import os
import re
import sys
import tempfile

DECLARATION = re.compile(
    r"^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private|final|indirect)\s+)*"
    r"(?:struct|class|enum|protocol|actor|typealias)\s+([A-Z]\w*)",
    re.M,
)
COMMENT_OR_STRING = re.compile(
    r'//[^\n]*|/\*.*?\*/|#+"""(?:.|\n)*?"""#+|#+"[^\n]*?"#+|"""(?:.|\n)*?"""|"(?:\\.|[^"\\\n])*"', re.S
)


def swift_files(target):
    for folder, _, names in os.walk(target):
        for name in names:
            if name.endswith(".swift"):
                path = os.path.join(folder, name)
                relative = os.path.relpath(path, target).split(os.sep)
                yield (relative[0] if len(relative) > 1 else "."), path


def folder_graph(target):
    """Edges folder -> {used folder: [type names]} for one target (its facade type excepted)."""
    facade = os.path.basename(os.path.normpath(target))
    declared, texts = {}, []
    for folder, path in swift_files(target):
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
        for match in DECLARATION.finditer(text):
            declared.setdefault(match.group(1), set()).add(folder)
        texts.append((folder, COMMENT_OR_STRING.sub(" ", text)))
    edges = {}
    for folder, text in texts:
        for name in set(re.findall(r"\b[A-Z]\w*\b", text)) - {facade}:
            for owner in declared.get(name, ()):
                if owner != folder:
                    edges.setdefault(folder, {}).setdefault(owner, set()).add(name)
    return edges


def cycles(edges):
    """Strongly connected components with more than one folder (Tarjan)."""
    index, low, stack, on_stack, found, counter = {}, {}, [], set(), [], [0]
    nodes = set(edges) | {used for targets in edges.values() for used in targets}

    def visit(node):
        index[node] = low[node] = counter[0]
        counter[0] += 1
        stack.append(node)
        on_stack.add(node)
        for used in edges.get(node, {}):
            if used not in index:
                visit(used)
                low[node] = min(low[node], low[used])
            elif used in on_stack:
                low[node] = min(low[node], index[used])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    sys.setrecursionlimit(10_000)
    for node in sorted(nodes):
        if node not in index:
            visit(node)
    return found


def report(sources):
    failures = 0
    for target in sorted(os.listdir(sources)):
        path = os.path.join(sources, target)
        if not os.path.isdir(path):
            continue
        edges = folder_graph(path)
        for component in cycles(edges):
            failures += 1
            print(f"{target}: folder cycle {' ↔ '.join(component)}")
            for folder in component:
                for used in component:
                    names = sorted(edges.get(folder, {}).get(used, ()))
                    if names:
                        print(f"  {folder} → {used}: {', '.join(names[:6])}{' …' if len(names) > 6 else ''}")
    return failures


def self_test():
    with tempfile.TemporaryDirectory() as root:
        def write(relative, text):
            path = os.path.join(root, relative)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "w", encoding="utf-8") as handle:
                handle.write(text)

        write("Clean/A/A.swift", "struct Alpha { let beta: Beta }\n")
        write("Clean/B/B.swift", '// Alpha is only named in a comment\nstruct Beta { let name = "Alpha", raw = #"{"Alpha"}"# }\n')
        assert report(root) == 0, "a comment or a string made a cycle"
        write("Planted/A/A.swift", "struct Alpha { let beta: Beta }\n")
        write("Planted/B/B.swift", "struct Beta { let alpha: [Alpha] }\n")
        assert report(root) == 1, "the planted cycle was not found"
        write("Facade/Facade.swift", "final class Facade { let part = Part() }\n")
        write("Facade/Parts/Part.swift", "struct Part {}\nextension Facade { var parts: [Part] { [part] } }\n")
        assert report(root) == 1, "a folder extending its target's facade made a cycle"
    print("folder_cycles self-test passed")


if __name__ == "__main__":
    if sys.argv[1:] == ["--self-test"]:
        self_test()
    else:
        sys.exit(1 if report(sys.argv[1] if len(sys.argv) > 1 else "Sources") else 0)
