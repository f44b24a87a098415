#!/usr/bin/env python3
"""Python openapi-core on the same two requests as `make bench-validate` (ValidateBenchmark.swift).

Not needed by CI. Install openapi-core locally first:

    pip install --user openapi-core
    python3 Benchmarks/openapi_core_bench.py [--corpus ../shared/corpus] [--seconds 3]

Prints validations/second for the GET with five query parameters and the POST with a JSON body against
github-api.json; compare with the Swift figures.
"""
import argparse
import json
import os
import time

from openapi_core import OpenAPI
from openapi_core.testing import MockRequest

HOST = "https://api.github.com"
PATH = "/repos/octocat/hello-world/issues"
GET_QUERY = {"state": "open", "labels": "bug,ui", "sort": "created", "direction": "desc", "per_page": "30"}
POST_BODY = {
    "title": "Found a bug",
    "body": "I'm having a problem with this.",
    "assignees": ["octocat"],
    "milestone": 1,
    "labels": ["bug"],
}


def rate(openapi, request, seconds):
    """Validations per second: repeats for about `seconds` after a warm-up, returns the count over the time."""
    openapi.validate_request(request)
    count = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        for _ in range(20):
            openapi.validate_request(request)
        count += 20
    return count / (time.perf_counter() - start)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--corpus", default=os.environ.get("CONTRACTSTUB_CORPUS", "../shared/corpus"))
    parser.add_argument("--seconds", type=float, default=3.0)
    options = parser.parse_args()
    spec_path = os.path.join(options.corpus, "specs", "github-api.json")

    start = time.perf_counter()
    openapi = OpenAPI.from_file_path(spec_path)
    print(f"openapi-core: github-api.json loaded in {time.perf_counter() - start:.1f} s")

    get = MockRequest(HOST, "get", PATH, args=GET_QUERY, headers={"Accept": "application/vnd.github+json"})
    post = MockRequest(
        HOST, "post", PATH, data=json.dumps(POST_BODY, separators=(",", ":")).encode(), content_type="application/json"
    )
    get_rate = rate(openapi, get, options.seconds)
    post_rate = rate(openapi, post, options.seconds)
    print(f"  GET  with 5 query parameters   {get_rate:9.0f} validations/s  ({1e6 / get_rate:.0f} µs each)")
    print(f"  POST with a JSON body          {post_rate:9.0f} validations/s  ({1e6 / post_rate:.0f} µs each)")


if __name__ == "__main__":
    main()
