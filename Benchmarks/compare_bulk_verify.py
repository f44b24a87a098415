#!/usr/bin/env python3
"""`make bench-bulk`: `contractstub verify` over big and many traffic logs (issues 15 and 20).

1. Bulk: 200 exchanges of `GET /repos/{owner}/{repo}/issues` on the corpus github-api.json, each response the spec's
   own `issue-simple-items` example repeated to ~150 KB, with a few planted broken items. `contractstub verify` and
   the peer (jsonschema_rs_verify.py: json.loads + jsonschema-rs) run interleaved; both must flag exactly the
   planted exchanges. Goal: ours <= 0.5x the peer's time.
   The same exchanges as a HAR 1.2 capture (33 MB), against the same peer reading the HAR: no goal, for scale.
2. Small: 200,000 exchanges of `GET /pets?limit=3` with a one-pet body on specs/petstore.json; exchanges/s end to
   end (goal >= 200k/s), the peer timed on the same log for scale.
3. Memory: peak RSS of `verify` over 20,000 and 200,000 small exchanges (goal: 200k <= 1.5x 20k).

Usage: python3 Benchmarks/compare_bulk_verify.py <github-api.json> [runs] [--json bench-results.json]
       (build first, as the Makefile does: swift build -c release --static-swift-stdlib --product contractstub; pip install jsonschema-rs)
"""
import json
import os
import statistics
import subprocess
import sys

import whole_process

CONTRACTSTUB = ".build/release/contractstub"
PEER = [sys.executable, os.path.join(os.path.dirname(__file__), "jsonschema_rs_verify.py")]
WORK = ".build/bench"
ISSUES = "/repos/{owner}/{repo}/issues"
# line index -> how its body is broken (an item of the list is changed)
PLANTED = {
    17: lambda items: items[3].update(number="42"),  # schema.type: string for integer
    88: lambda items: items[0].pop("title"),  # schema.required
    150: lambda items: items[5].update(state=7),  # schema.type: integer for string
    199: lambda items: items[9].update(user="octocat"),  # schema.type: string for a nullable object
}


def exchange_line(url, body):
    """One traffic-log line: a GET of `url` answered 200 with the JSON `body` text."""
    return json.dumps({
        "request": {"method": "GET", "url": url, "headers": {"Accept": "application/json"}},
        "response": {"status": 200, "headers": {"Content-Type": "application/json"}, "body": body},
    }, separators=(",", ":")) + "\n"


def write_bulk_log(spec_path, path):
    """200 exchanges, each body the `issue-simple-items` example repeated to ~150 KB; PLANTED breaks some."""
    with open(spec_path) as file:
        spec = json.load(file)
    example = spec["components"]["examples"]["issue-simple-items"]["value"]
    items = example * (150_000 // len(json.dumps(example)) + 1)
    with open(path, "w") as log:
        for index in range(200):
            body = items
            if index in PLANTED:
                body = json.loads(json.dumps(items))  # independent items (the repeated ones are shared)
                PLANTED[index](body)
            log.write(exchange_line("https://api.github.com/repos/octo/hello/issues?state=open", json.dumps(body)))


def write_har(log_path, har_path):
    """The exchanges of the log at `log_path` as a HAR 1.2 capture, bodies as `content.text`."""
    def headers(fields):
        return [{"name": name, "value": value} for name, value in fields.items()]
    entries = []
    with open(log_path) as log:
        for line in log:
            request, response = json.loads(line)["request"], json.loads(line)["response"]
            entries.append({
                "startedDateTime": "2026-01-01T00:00:00.000Z", "time": 1, "cache": {},
                "timings": {"send": 0, "wait": 1, "receive": 0},
                "request": {"method": request["method"], "url": request["url"], "httpVersion": "HTTP/1.1",
                            "headers": headers(request["headers"]), "queryString": [], "cookies": [],
                            "headersSize": -1, "bodySize": 0},
                "response": {"status": response["status"], "statusText": "OK", "httpVersion": "HTTP/1.1",
                             "headers": headers(response["headers"]), "cookies": [], "redirectURL": "",
                             "headersSize": -1, "bodySize": len(response["body"]),
                             "content": {"size": len(response["body"]), "mimeType": "application/json",
                                         "text": response["body"]}},
            })
    with open(har_path, "w") as capture:
        json.dump({"log": {"version": "1.2", "creator": {"name": "compare_bulk_verify.py", "version": "1"},
                           "entries": entries}}, capture, separators=(",", ":"))


def write_small_log(path, count):
    """`count` exchanges of GET /pets?limit=3 answered with one pet."""
    line = exchange_line("https://petstore.example.com/v1/pets?limit=3", '[{"id":1,"name":"Rex","tag":"dog"}]')
    with open(path, "w") as log:
        log.write(line * count)


def flagged_by_us(spec, log):
    """The 0-based exchange indexes `contractstub verify --format json` reports an error for."""
    result = subprocess.run([CONTRACTSTUB, "verify", spec, "--traffic", log, "--format", "json"], capture_output=True, text=True)
    return sorted({d["exchange"] for d in json.loads(result.stdout)["diagnostics"] if d["severity"] == "error"})


def flagged_by_peer(spec, template, log):
    """The 0-based exchange indexes the jsonschema-rs pipeline finds invalid."""
    result = subprocess.run(PEER + [spec, template, log], capture_output=True, text=True, check=True)
    return [int(line) for line in result.stdout.split()]


def compare_bulk(spec, path, title, label, peer_label, runs, json_path, result_name, goal=""):
    """`contractstub verify` and the peer, interleaved, on the bulk exchanges at `path` (a log or a HAR capture):
    both must flag exactly the planted exchanges; prints the medians and the ratio, and records them."""
    ours, theirs = flagged_by_us(spec, path), flagged_by_peer(spec, ISSUES, path)
    print(f"{title}: 200 exchanges, {os.path.getsize(path) / 1e6:.1f} MB; flagged: contractstub {ours}, peer {theirs}")
    if ours != sorted(PLANTED) or theirs != sorted(PLANTED):
        sys.exit(f"error: both must flag exactly the planted exchanges {sorted(PLANTED)}")
    ours_times, theirs_times = whole_process.interleaved(
        [CONTRACTSTUB, "verify", spec, "--traffic", path], PEER + [spec, ISSUES, path], runs)
    ours_ms, theirs_ms = whole_process.report(f"contractstub verify ({label})", ours_times, peer_label, theirs_times, goal)
    print(f"ratio ours/peer ({label}): {ours_ms / theirs_ms:.2f}")
    if json_path:
        whole_process.append_result(json_path, result_name, ours_ms, theirs_ms)


def peak_rss_kb(command):
    """Peak resident set size in KB of one run of `command`, as /usr/bin/time reports it."""
    result = subprocess.run(["/usr/bin/time", "-f", "%M"] + command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    return int(result.stderr.strip().splitlines()[-1])


def main():
    spec, runs, json_path = whole_process.arguments()
    petstore = "specs/petstore.json"
    os.makedirs(WORK, exist_ok=True)
    print(f"load average {os.getloadavg()[0]:.2f} {os.getloadavg()[1]:.2f} {os.getloadavg()[2]:.2f}")

    bulk = os.path.join(WORK, "github-issues.jsonl")
    write_bulk_log(spec, bulk)
    compare_bulk(spec, bulk, "bulk log", "bulk", "json.loads + jsonschema-rs", runs, json_path,
                 "verify.bulk.github-issues-150KB", goal="; goal: <= 0.5x the peer's time")
    har = os.path.join(WORK, "github-issues.har")
    write_har(bulk, har)
    compare_bulk(spec, har, "bulk HAR", "HAR", "json.load + jsonschema-rs", runs, json_path,
                 "verify.bulk.github-issues-har")

    small = os.path.join(WORK, "petstore-200k.jsonl")
    write_small_log(small, 200_000)
    small_runs = max(3, runs // 2)
    ours_times, theirs_times = whole_process.interleaved(
        [CONTRACTSTUB, "verify", petstore, "--traffic", small], PEER + [petstore, "/pets", small], small_runs)
    ours_ms, theirs_ms = whole_process.report(
        "contractstub verify (200k)", ours_times, "json.loads + jsonschema-rs", theirs_times)
    print(f"petstore 200k: contractstub {200_000 / (ours_ms / 1000):,.0f} exchanges/s (goal >= 200,000/s), "
          f"peer {200_000 / (theirs_ms / 1000):,.0f} exchanges/s (bodies only)")
    if json_path:
        whole_process.append_result(json_path, "verify.small.petstore-200k", ours_ms, theirs_ms)

    small20k = os.path.join(WORK, "petstore-20k.jsonl")
    write_small_log(small20k, 20_000)
    rss = {name: statistics.median(peak_rss_kb([CONTRACTSTUB, "verify", petstore, "--traffic", log]) for _ in range(3))
           for name, log in [("20k", small20k), ("200k", small)]}
    print(f"peak RSS: 20k exchanges {rss['20k'] / 1024:.1f} MB, 200k exchanges {rss['200k'] / 1024:.1f} MB, "
          f"ratio {rss['200k'] / rss['20k']:.2f} (goal <= 1.5)")
    if json_path:
        whole_process.append_result(json_path, "verify.rss.petstore-200k-vs-20k", rss["200k"], rss["20k"], unit="KB")


if __name__ == "__main__":
    main()
