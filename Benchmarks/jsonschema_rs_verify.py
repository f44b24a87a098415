#!/usr/bin/env python3
"""The peer of `contractstub verify` in compare_bulk_verify.py: checks each response body of a traffic log against
the spec's 200 `application/json` schema of the one operation the log calls, with jsonschema-rs.

Per line: `json.loads` of the line, then of its response body, then the compiled validator's `is_valid` (a `.har`
capture: `json.load` of the file, then per entry of its `response.content.text`). OpenAPI 3.0 `nullable: true` is
mapped to a `null` type first. Prints the 0-based line (entry) indexes of the invalid exchanges, one per line.
Usage: python3 Benchmarks/jsonschema_rs_verify.py <spec.json> <path template> <log.jsonl|capture.har>
Needs: pip install jsonschema-rs (a measuring stick only; not a dependency of the package).
"""
import json
import sys

import jsonschema_rs


def nullable_as_type(node):
    """OpenAPI 3.0 `nullable: true` next to a `type` becomes the JSON Schema type array `[type, "null"]`."""
    if isinstance(node, dict):
        if node.get("nullable") is True and isinstance(node.get("type"), str):
            node["type"] = [node["type"], "null"]
        for value in node.values():
            nullable_as_type(value)
    elif isinstance(node, list):
        for value in node:
            nullable_as_type(value)


def main():
    spec_path, template, log_path = sys.argv[1:4]
    with open(spec_path) as file:
        spec = json.load(file)
    nullable_as_type(spec)
    schema = dict(spec["paths"][template]["get"]["responses"]["200"]["content"]["application/json"]["schema"])
    schema["components"] = spec["components"]  # "#/components/..." refs resolve against this root
    validator = jsonschema_rs.Draft4Validator(schema)
    invalid = []
    if log_path.endswith(".har"):  # a HAR 1.2 capture: each entry's response.content.text
        with open(log_path, "rb") as capture:
            for index, entry in enumerate(json.load(capture)["log"]["entries"]):
                if not validator.is_valid(json.loads(entry["response"]["content"]["text"])):
                    invalid.append(index)
    else:
        with open(log_path, "rb") as log:
            for index, line in enumerate(log):
                if not line.strip():
                    continue
                exchange = json.loads(line)
                if not validator.is_valid(json.loads(exchange["response"]["body"])):
                    invalid.append(index)
    sys.stdout.write("".join(f"{index}\n" for index in invalid))


if __name__ == "__main__":
    main()
