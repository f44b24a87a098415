#!/usr/bin/env python3
"""Seeded stress specs for the answer differential: schemas that combine allOf, oneOf, anyOf, type lists (3.1) or
nullable (3.0), $refs, bounds, enums, const, required and additionalProperties, each with a known answer.

Each satisfiable schema is built around a witness: a random value first, then constraints that the value meets, so
that a valid instance is known to exist (python-jsonschema confirms the witness before the spec is written). Its
operation is `sat_N`: the stub must answer it, and every value of every answer must be valid both ways. Each
unsatisfiable schema (`unsat_N`) comes from a family that admits no value (contradicting branches, empty ranges,
a oneOf whose branches always agree, a required property that nothing satisfies), sometimes nested under a required
property: `stub.body.unsatisfiable` is the only acceptable answer.

Usage: stress_specs.py --out DIR [--seed N] [--count N]   writes DIR/stress-3.0.json and DIR/stress-3.1.json
(run through `make differential`, then checked by differential.py --expect-refused unsat_).
"""
import argparse
import copy
import json
import os
import random

import jsonschema

from differential import openapi30_to_draft4

WORDS = ["alpha", "bravo", "cobalt", "delta", "ember", "fjord", "gamma", "harbor", "indigo", "juniper"]


class Generator:
    """Random schemas around witnesses, for one OpenAPI version."""

    def __init__(self, rng, is30):
        self.rng, self.is30 = rng, is30
        self.components = {}

    # Witnesses ---------------------------------------------------------------------------------------------------

    def witness(self, depth):
        kinds = ["string", "integer", "number", "boolean", "null"] + (["object", "object", "array"] if depth < 3 else [])
        kind = self.rng.choice(kinds)
        if kind == "string":
            return self.rng.choice(WORDS) + ("" if self.rng.random() < 0.5 else str(self.rng.randint(0, 99)))
        if kind == "integer":
            return self.rng.randint(-20, 120)
        if kind == "number":
            # Never whole: whether 21.0 is an integer differs between draft 4 and later drafts.
            return self.rng.randint(-10, 50) + self.rng.choice([0.25, 0.5, 0.75])
        if kind == "boolean":
            return self.rng.random() < 0.5
        if kind == "null":
            return None
        if kind == "object":
            keys = self.rng.sample(["id", "name", "kind", "size", "tags", "owner", "state"], self.rng.randint(1, 4))
            return {key: self.witness(depth + 1) for key in keys}
        item = self.witness(depth + 1)
        return [copy.deepcopy(item) for _ in range(self.rng.randint(1, 3))]

    # Schemas that accept a given value ------------------------------------------------------------------------------

    def accepting(self, value, depth):
        """A random schema that `value` satisfies."""
        roll = self.rng.random()
        if depth < 4 and roll < 0.18:
            schema = {"allOf": [self.accepting(value, depth + 1) for _ in range(self.rng.randint(2, 3))]}
        elif depth < 4 and roll < 0.28:
            branches = [self.accepting(value, depth + 1)] + [self.any_schema(depth + 1) for _ in range(self.rng.randint(1, 2))]
            self.rng.shuffle(branches)
            schema = {"anyOf": branches}
        elif depth < 4 and roll < 0.40:
            schema = self.one_of(value, depth)
        else:
            schema = self.base(value, depth)
        if self.rng.random() < 0.12 and depth > 0:
            name = f"S{len(self.components)}"
            self.components[name] = schema
            return {"$ref": f"#/components/schemas/{name}"}
        return schema

    def one_of(self, value, depth):
        """A oneOf whose branch for `value` is the only one `value` satisfies."""
        branches = [self.accepting(value, depth + 1)]
        for _ in range(self.rng.randint(1, 2)):
            for _attempt in range(8):
                other = self.any_schema(depth + 1)
                if not self.valid(value, other):
                    branches.append(other)
                    break
        self.rng.shuffle(branches)
        return {"oneOf": branches}

    def base(self, value, depth):
        """Type and keyword constraints that `value` meets."""
        kind = type_name(value)
        schema = {"type": kind}
        if kind == "null":
            # 3.0 has no null type: a nullable schema of another type.
            schema = {"type": "string", "nullable": True} if self.is30 else {"type": "null"}
        elif self.rng.random() < 0.15:
            others = [name for name in ["string", "integer", "boolean", "object", "array"] if name != kind]
            if self.is30:
                schema["nullable"] = True
            else:
                schema["type"] = [kind] + self.rng.sample(others, self.rng.randint(1, 2)) + (["null"] if self.rng.random() < 0.5 else [])
        if kind == "string":
            self.string_keywords(value, schema)
        elif kind in ("integer", "number"):
            self.number_keywords(value, schema, kind)
        elif kind == "object":
            self.object_keywords(value, schema, depth)
        elif kind == "array":
            self.array_keywords(value, schema, depth)
        if kind not in ("object", "array", "null") and self.rng.random() < 0.15:
            extra = self.witness(3)
            if self.is30 or self.rng.random() < 0.5:
                schema["enum"] = self.shuffled([value, extra])
            else:
                schema["const"] = value
        return schema

    def string_keywords(self, value, schema):
        if self.rng.random() < 0.4:
            schema["minLength"] = self.rng.randint(0, len(value))
        if self.rng.random() < 0.4:
            schema["maxLength"] = len(value) + self.rng.randint(0, 4)
        if self.rng.random() < 0.25:
            schema["pattern"] = "^[a-z]+[0-9]*$"

    def number_keywords(self, value, schema, kind):
        if self.rng.random() < 0.4:
            schema["minimum"] = value - self.rng.randint(0, 10)
        if self.rng.random() < 0.4:
            schema["maximum"] = value + self.rng.randint(0, 10)
        if self.rng.random() < 0.2:
            bound = value - self.rng.randint(1, 5)
            if self.is30:
                schema["minimum"], schema["exclusiveMinimum"] = bound, True
            else:
                schema["exclusiveMinimum"] = bound
        if self.rng.random() < 0.25:
            if kind == "integer":
                divisors = [d for d in (2, 3, 4, 5, 7) if value % d == 0]
                if divisors:
                    schema["multipleOf"] = self.rng.choice(divisors)
            else:
                schema["multipleOf"] = 0.25

    def object_keywords(self, value, schema, depth):
        keys = list(value)
        declared = [key for key in keys if self.rng.random() < 0.8]
        schema["properties"] = {key: self.accepting(value[key], depth + 1) for key in declared}
        for extra in self.rng.sample(["note", "extra", "link"], self.rng.randint(0, 2)):
            schema["properties"][extra] = self.any_schema(depth + 1)
        required = [key for key in keys if self.rng.random() < 0.6]
        if required:
            schema["required"] = required
        if len(declared) == len(keys) and self.rng.random() < 0.2:
            schema["additionalProperties"] = False
        elif self.rng.random() < 0.15:
            schema["minProperties"] = self.rng.randint(0, len(keys))

    def array_keywords(self, value, schema, depth):
        schema["items"] = self.accepting(value[0], depth + 1) if all(item == value[0] for item in value) else {}
        if self.rng.random() < 0.4:
            schema["minItems"] = self.rng.randint(0, len(value))
        if self.rng.random() < 0.3:
            schema["maxItems"] = len(value) + self.rng.randint(0, 2)

    def any_schema(self, depth):
        """A schema around a fresh witness (which may or may not accept another value)."""
        return self.accepting(self.witness(depth + 1), depth + 1)

    # Unsatisfiable schemas ------------------------------------------------------------------------------------------

    def unsatisfiable(self):
        word = self.rng.choice(WORDS)
        low = self.rng.randint(10, 50)
        families = [
            {"allOf": [{"type": "object"}, {"type": "string", "enum": [word]}]},
            {"allOf": [{"type": "integer", "minimum": low}, {"type": "integer", "maximum": low - 5}]},
            {"allOf": [{"enum": [word, "other"]}, {"enum": ["third"]}]},
            {"type": "string", "minLength": 5, "maxLength": 2},
            {"oneOf": [{"type": "string"}, {"type": "string", "minLength": 0}]},
            {"type": "object", "properties": {"x": {"not": {}}}, "required": ["x"]},
            {"allOf": [{"type": "object", "required": ["a"], "properties": {"a": {"type": "integer"}}},
                       {"properties": {"a": {"type": "string"}}}]},
            {"type": "array", "minItems": 3, "maxItems": 1},
            {"type": "integer", "multipleOf": 2, "minimum": 3, "maximum": 3},
        ]
        schema = self.rng.choice(families)
        if self.rng.random() < 0.4:
            schema = {"type": "object", "required": ["inner"], "properties": {"inner": schema}}
        return schema

    # Helpers --------------------------------------------------------------------------------------------------------

    def valid(self, value, schema):
        """Whether `value` satisfies `schema` in this document (components included), by python-jsonschema."""
        document = {"components": {"schemas": self.components}, "schema": schema}
        if self.is30:
            document = openapi30_to_draft4(document)
            validator = jsonschema.Draft4Validator({**document["schema"], "components": document["components"]})
        else:
            validator = jsonschema.Draft202012Validator({**document["schema"], "components": document["components"]})
        return validator.is_valid(value)

    def shuffled(self, values):
        values = list(values)
        self.rng.shuffle(values)
        return values


def type_name(value):
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int):
        return "integer"
    if isinstance(value, float):
        return "number"
    if isinstance(value, str):
        return "string"
    return "object" if isinstance(value, dict) else "array"


def spec(version, seed, count):
    is30 = version.startswith("3.0")
    generator = Generator(random.Random(f"{seed}-{version}"), is30)
    paths = {}
    for index in range(count):
        value = generator.witness(0)
        schema = generator.accepting(value, 0)
        if not generator.valid(value, schema):
            raise SystemExit(f"stress_specs: the witness of sat_{index} does not satisfy its schema (a generator bug)")
        paths[f"/sat/{index}"] = operation(f"sat_{index}", schema)
    for index in range(max(count // 10, 9)):
        paths[f"/unsat/{index}"] = operation(f"unsat_{index}", generator.unsatisfiable())
    return {
        "openapi": version,
        "info": {"title": f"Stress {version} (seed {seed})", "version": "1"},
        "paths": paths,
        "components": {"schemas": generator.components},
    }


def operation(operation_id, schema):
    return {"get": {"operationId": operation_id, "responses": {"200": {
        "description": "ok", "content": {"application/json": {"schema": schema}}}}}}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", required=True)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--count", type=int, default=300)
    arguments = parser.parse_args()
    os.makedirs(arguments.out, exist_ok=True)
    for version in ("3.0.3", "3.1.0"):
        path = os.path.join(arguments.out, f"stress-{version[:3]}.json")
        with open(path, "w", encoding="utf-8") as handle:
            json.dump(spec(version, arguments.seed, arguments.count), handle, indent=1)
        print(f"stress_specs: wrote {path}")


if __name__ == "__main__":
    main()
