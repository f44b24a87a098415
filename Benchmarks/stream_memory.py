"""Peak memory and speed of `contractstub verify` on one recorded event stream of 1 MB and one of 10 MB (issue 22:
the 10 MB stream must verify with at most 2x the peak memory of the 1 MB one, since streams are checked item by
item). Usage: stream_memory.py <contractstub binary> [--json bench-results.json]"""
import json
import os
import resource
import subprocess
import sys
import tempfile
import time

SPEC = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "specs", "chat-streams.yaml")


def stream(megabytes):
    """An event stream of `megabytes` MB: delta events, then one done event; returns (text, event count)."""
    event = 'event: delta\nid: {}\ndata: {{"text":"streamed token number {} of the completion"}}\n\n'
    parts, size, count = [], 0, 0
    while size < megabytes * 1_000_000:
        part = event.format(count, count)
        parts.append(part)
        size += len(part)
        count += 1
    parts.append("event: done\ndata: [DONE]\n\n")
    return "".join(parts), count + 1


def log_line(body):
    return json.dumps({
        "request": {"method": "POST", "url": "https://api.example.com/v1/chat/completions",
                    "headers": {"Content-Type": "application/json"}, "body": '{"prompt":"Hi"}'},
        "response": {"status": 200, "headers": {"Content-Type": "text/event-stream"}, "body": body},
    }) + "\n"


def measure(binary, megabytes):
    """(peak RSS in MB, seconds, events) of one verify run, in a fresh child so peaks do not mix."""
    body, events = stream(megabytes)
    with tempfile.NamedTemporaryFile("w", suffix=".jsonl", delete=False) as handle:
        handle.write(log_line(body))
        path = handle.name
    script = (
        "import resource, subprocess, sys, time\n"
        "start = time.perf_counter()\n"
        "code = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL).returncode\n"
        "elapsed = time.perf_counter() - start\n"
        "print(code, elapsed, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)\n"
    )
    out = subprocess.run([sys.executable, "-c", script, binary, "verify", SPEC, "--traffic", path],
                         capture_output=True, text=True, check=True).stdout.split()
    os.unlink(path)
    code, seconds, peak_kb = int(out[0]), float(out[1]), int(out[2])
    if code != 0:
        sys.exit(f"verify exited {code} on the {megabytes} MB stream")
    return peak_kb / 1024, seconds, events


def main():
    args = sys.argv[1:]
    json_path = None
    if "--json" in args:
        json_path = args[args.index("--json") + 1]
        del args[args.index("--json"):args.index("--json") + 2]
    binary = args[0]
    small = measure(binary, 1)
    large = measure(binary, 10)
    for label, (peak, seconds, events) in (("1 MB", small), ("10 MB", large)):
        print(f"{label:>6} stream: {events} events, peak RSS {peak:.1f} MB, {seconds:.2f} s, {events / seconds:,.0f} events/s")
    ratio = large[0] / small[0]
    print(f"peak RSS 10 MB / 1 MB: {ratio:.2f}x (goal <= 2x)")
    if json_path:
        entries = json.load(open(json_path)) if os.path.exists(json_path) else []
        entries.append({"name": "stream verify events/s (10 MB)", "value": round(large[2] / large[1]), "unit": "events/s"})
        entries.append({"name": "stream verify peak RSS 10 MB / 1 MB", "value": round(ratio, 2), "unit": "x"})
        json.dump(entries, open(json_path, "w"), indent=2)
    sys.exit(0 if ratio <= 2 else 1)


if __name__ == "__main__":
    main()
