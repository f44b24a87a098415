#!/usr/bin/env python3
"""Records browser-petstore.har: a real HAR written by Chromium, for the HAR-reading tests.

How it was made (re-run to remake it; the timestamps and timings change, nothing else should):

    apt-get install -y chromium            # Debian's Chromium
    python3 -m pip install playwright      # only its driver is used; no Playwright browser download
    python3 Tests/Fixtures/HAR/record_browser_har.py Tests/Fixtures/HAR/browser-petstore.har

A local server on 127.0.0.1:8765 serves a page and answers for specs/petstore.json under /v1 (one answer breaks the
contract: pet 2 has a string id). Headless Chromium, driven by Playwright with `executable_path` set to the system
Chromium, opens the page, whose script makes the calls below with fetch(); Playwright's `record_har_path` writes
what the browser's network stack saw as HAR 1.2, bodies embedded (binary ones in base64).

Calls: GET /v1/pets?limit=2 (200), GET /v1/pets/1 (200), POST /v1/pets with a JSON body (201), GET /v1/pets/999
(404), GET /v1/pets?limit=0 (a request the contract forbids; 200), GET /v1/pets/2 (200, body breaks the schema),
GET /v1/avatar.png (binary body; no such operation), plus the page itself.
"""
import json
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from playwright.sync_api import sync_playwright

PORT = 8765
PAGE = """<!doctype html><meta charset="utf-8"><title>petstore client</title><body>
<script>
async function run() {
  const api = "/v1";
  await fetch(api + "/pets?limit=2", {headers: {"Accept": "application/json"}});
  await fetch(api + "/pets/1");
  await fetch(api + "/pets", {method: "POST", headers: {"Content-Type": "application/json"},
                              body: JSON.stringify({name: "Rex", tag: "dog"})});
  await fetch(api + "/pets/999");
  await fetch(api + "/pets?limit=0");
  await fetch(api + "/pets/2");
  await fetch(api + "/avatar.png");
  document.title = "done";
}
run();
</script></body>"""
PNG = bytes.fromhex("89504e470d0a1a0a0000000d4948445200000001000000010806000000")


class Handler(BaseHTTPRequestHandler):
    def send(self, status, body, content_type="application/json"):
        data = body if isinstance(body, bytes) else json.dumps(body).encode() if content_type == "application/json" else body.encode()
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self):
        path = self.path
        if path == "/":
            return self.send(200, PAGE, "text/html; charset=utf-8")
        if path.startswith("/v1/pets?") or path == "/v1/pets":
            return self.send(200, [{"id": 1, "name": "Rex", "tag": "dog"}, {"id": 2, "name": "Tom"}])
        if path == "/v1/pets/1":
            return self.send(200, {"id": 1, "name": "Rex", "tag": "dog"})
        if path == "/v1/pets/2":
            return self.send(200, {"id": "two", "name": "Tom"})
        if path == "/v1/avatar.png":
            return self.send(200, PNG, "image/png")
        return self.send(404, {"code": 404, "message": "no pet " + path.rsplit("/", 1)[-1]})

    def do_POST(self):
        length = int(self.headers.get("Content-Length", "0"))
        pet = json.loads(self.rfile.read(length) or b"{}")
        return self.send(201, {"id": 3, **pet})

    def log_message(self, *args):
        pass


def main(out):
    server = ThreadingHTTPServer(("127.0.0.1", PORT), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
        context = browser.new_context(record_har_path=out, record_har_content="embed")
        page = context.new_page()
        page.goto(f"http://127.0.0.1:{PORT}/")
        page.wait_for_function("document.title === 'done'")
        context.close()
        browser.close()
    server.shutdown()


if __name__ == "__main__":
    main(sys.argv[1])
