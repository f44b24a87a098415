#!/usr/bin/env python3
"""Writes a small, fixed HAR capture against the corpus's github-api.json to stdout, for `make report-screenshot`.

Deterministic by construction (fixed timestamps, no randomness): 18 entries, 15 to api.github.com (several
conforming, a few violations: a query value outside its enum, a wrong query type, a request body of the wrong
type, a response body of the wrong type with a hostile string in it, an undeclared status) and 3 to other hosts
that `verify` skips.
"""
import base64
import json
import sys

API = "https://api.github.com"
ERROR_404 = {"message": "Not Found", "documentation_url": "https://docs.github.com/rest"}


def entry(method, url, status, body=None, content_type="application/json", request_body=None, encoding=None):
    request = {"method": method, "url": url, "httpVersion": "HTTP/2", "cookies": [], "queryString": [],
               "headers": [{"name": ":authority", "value": url.split("/")[2]}, {"name": "Accept", "value": "application/vnd.github+json"}],
               "headersSize": -1, "bodySize": 0}
    if request_body is not None:
        text = json.dumps(request_body)
        request["postData"] = {"mimeType": "application/json", "text": text}
        request["headers"].append({"name": "Content-Type", "value": "application/json"})
        request["bodySize"] = len(text)
    text = body if isinstance(body, str) or body is None else json.dumps(body)
    content = {"size": len(text or ""), "mimeType": content_type if text else ""}
    if text is not None:
        content["text"] = text
    if encoding:
        content["encoding"] = encoding
    headers = [{"name": "Content-Type", "value": content_type}] if text else []
    return {"startedDateTime": "2026-11-23T12:00:00.000Z", "time": 12, "request": request,
            "response": {"status": status, "statusText": "", "httpVersion": "HTTP/2", "cookies": [], "headers": headers,
                         "content": content, "redirectURL": "", "headersSize": -1, "bodySize": content["size"]},
            "cache": {}, "timings": {"send": 1, "wait": 10, "receive": 1}}


entries = [
    entry("GET", f"{API}/zen", 200, "Keep it logically awesome.", "text/plain"),
    entry("GET", "https://fonts.googleapis.com/css2?family=Inter", 200, "@font-face{}", "text/css"),
    entry("GET", f"{API}/user/following/octocat", 204),
    entry("PUT", f"{API}/user/following/octocat", 204),
    entry("GET", f"{API}/user/starred/octocat/hello-world", 404, ERROR_404),
    entry("PUT", f"{API}/user/starred/octocat/hello-world", 204),
    entry("DELETE", f"{API}/user/starred/octocat/hello-world", 204),
    entry("PUT", f"{API}/gists/aa5a315d61ae9438b18d/star", 204),
    entry("GET", f"{API}/gists/aa5a315d61ae9438b18d/star", 404, ERROR_404),
    entry("GET", "https://avatars.githubusercontent.com/u/583231?v=4", 200,
          base64.b64encode(b"\x89PNG\r\n\x1a\n").decode(), "image/png", encoding="base64"),
    entry("GET", f"{API}/repos/octocat/hello-world/issues?state=sideways", 200, []),
    entry("GET", f"{API}/repos/octocat/hello-world/issues/1/comments?per_page=many", 200, []),
    entry("POST", f"{API}/repos/octocat/hello-world/issues/1/comments", 404, ERROR_404, request_body={"body": 42}),
    entry("GET", f"{API}/users/octocat", 404, {"message": ["<script>alert(1)</script>"], "documentation_url": "x"}),
    entry("GET", f"{API}/rate_limit", 418, {"message": "I'm a teapot"}),
    entry("GET", f"{API}/emojis", 304),
    entry("GET", f"{API}/octocat?s=Hello", 200, "MMM  Hello  MMM", "application/octocat-stream"),
    entry("GET", "https://collector.github.com/github/collect", 204),
]
json.dump({"log": {"version": "1.2", "creator": {"name": "github_example_har.py", "version": "1"}, "pages": [],
                   "entries": entries}}, sys.stdout, indent=1)
sys.stdout.write("\n")
