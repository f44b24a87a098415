"""Consumer pacts written with pact-python (the Pact reference implementation, Rust FFI inside) against
specs/pact-petshop.json: the interactions a consumer of that API declares, written by pact-python's own writer.

Writes, into the folder given as the first argument:
  petshop-clean-v3.json, petshop-clean-v4.json    every matcher kind, all compatible with the spec: no findings
  petshop-planted-v3.json, petshop-planted-v4.json the same plus PLANTED incompatibilities (see PLANTED below)
  petshop-defaults-v3.json, petshop-defaults-v4.json each default matcher (like, each_like, regex, integer, decimal,
                                                   number, datetime, include) on values the spec allows: no findings
  planted.expected                                 PLANTED as JSON: what ContractStub must report on them

Run by Tests/Pact/interop.sh (make pact-interop); the files are checked in under
Tests/ContractStubToolingTests/Pact/Fixtures so `swift test` reads them without Python.
"""

import json
import sys
import urllib.request
from pathlib import Path

from pact import Pact, match

# What ContractStub must report on the planted pact, beyond nothing: (interaction description, code, instance pointer).
PLANTED = [
    ("a pet with a nickname", "pact.response.property.undeclared", "/body/nickname"),
    ("a pet whose id is a string", "schema.type", "/body/id"),
    ("a lost pet", "schema.enum", "/body/status"),
    ("a pet with a birthday timestamp", "pact.matcher.incompatible", "/body/birthday"),
    ("a teapot", "response.status.undeclared", "/status"),
    # Real incompatibilities: the spec forbids what the consumer expects (no length fits both, no integer is a string).
    ("a pet with at least two owners", "pact.matcher.incompatible", "/body/owners"),
    ("a pet with an integer sku", "schema.type", "/body/sku"),
    ("a pet with an integer sku", "pact.matcher.incompatible", "/body/sku"),
    ("too many pets asked for", "schema.maximum", "/query/limit"),
]


def full_pet():
    """A pet using every matcher kind, each compatible with the spec."""
    return {
        "id": match.integer(7),
        # `like` widens the example: "rex" breaks the spec's pattern, but the consumer accepts any string.
        "name": match.like("rex"),
        "status": match.regex("available", regex="available|sold"),
        "price": match.decimal(12.5),
        "vaccinated": match.boolean(True),
        "birthday": match.date("2020-02-29", "%Y-%m-%d"),
        "createdAt": match.datetime("2024-05-01T10:00:00+0000", "%Y-%m-%dT%H:%M:%S%z"),
        "feedingTime": match.time("08:30:00", "%H:%M:%S"),
        "photoUrl": match.includes("https://"),
        "tags": match.each_like("friendly", max=5),
        "note": match.null(),
    }


def clean(pact):
    (
        pact.upon_receiving("a pet by id")
        .given("pet 7 exists")
        .with_request("GET", "/pets/7")
        .will_respond_with(200)
        .with_body(full_pet(), content_type="application/json")
    )
    (
        pact.upon_receiving("a short list of pets")
        .with_request("GET", "/pets")
        .with_query_parameter("limit", match.integer(2))
        .will_respond_with(200)
        .with_body(match.each_like({"id": match.number(1), "name": match.type("Rex")}), content_type="application/json")
    )
    (
        pact.upon_receiving("a new pet")
        .with_request("POST", "/pets")
        .with_body({"name": "Rex", "status": "sold"}, content_type="application/json")
        .will_respond_with(201)
        # A subset: the spec requires id, status, price and tags too; the consumer relies on the name only.
        .with_body({"name": match.regex("Rex", regex="[A-Z][a-z]+")}, content_type="application/json")
    )
    (
        pact.upon_receiving("a missing pet")
        .given("no pet 8")
        .with_request("GET", "/pets/8")
        .will_respond_with(404)
        .with_body({"message": match.like("not found")}, content_type="application/json")
    )


def planted(pact):
    clean(pact)
    pet = lambda **changes: {**{"id": match.integer(7), "name": match.like("Rex")}, **changes}  # noqa: E731
    (
        pact.upon_receiving("a pet with a nickname").with_request("GET", "/pets/1")
        .will_respond_with(200).with_body(pet(nickname=match.like("Rexy")), content_type="application/json")
    )
    (
        pact.upon_receiving("a pet whose id is a string").with_request("GET", "/pets/2")
        .will_respond_with(200).with_body(pet(id=match.like("seven")), content_type="application/json")
    )
    (
        pact.upon_receiving("a lost pet").with_request("GET", "/pets/3")
        .will_respond_with(200).with_body(pet(status="lost"), content_type="application/json")
    )
    (
        pact.upon_receiving("a pet with a birthday timestamp").with_request("GET", "/pets/4")
        .will_respond_with(200)
        .with_body(pet(birthday=match.datetime("2020-02-29T00:00:00+0000", "%Y-%m-%dT%H:%M:%S%z")), content_type="application/json")
    )
    (
        pact.upon_receiving("a teapot").with_request("GET", "/pets/5")
        .will_respond_with(418).with_body({"message": "short and stout"}, content_type="application/json")
    )
    (
        # The spec allows at most one owner.
        pact.upon_receiving("a pet with at least two owners").with_request("GET", "/pets/6")
        .will_respond_with(200).with_body(pet(owners=match.each_like("Ann", min=2)), content_type="application/json")
    )
    (
        # The spec's sku is a string.
        pact.upon_receiving("a pet with an integer sku").with_request("GET", "/pets/9")
        .will_respond_with(200).with_body(pet(sku=match.integer(12)), content_type="application/json")
    )
    (
        pact.upon_receiving("too many pets asked for").with_request("GET", "/pets")
        .with_query_parameter("limit", "500")
        .will_respond_with(200).with_body([], content_type="application/json")
    )


def defaults(pact):
    """Each default matcher of pact-python as a consumer writes it, on values the spec allows. `each_like(min=1)` on a
    list the spec allows empty is what Pact JS's and pact-jvm's `eachLike` write by default: expecting items the
    provider may send is no incompatibility."""
    (
        pact.upon_receiving("pets with default matchers")
        .with_request("GET", "/pets")
        .will_respond_with(200)
        .with_body(
            match.each_like(
                {
                    "id": match.integer(7),
                    "name": match.like("Rex"),
                    "status": match.regex("sold", regex="available|sold"),
                    "price": match.decimal(12.5),
                    "tags": match.each_like("friendly"),
                },
                min=1,
            ),
            content_type="application/json",
        )
    )
    (
        pact.upon_receiving("a pet with default matchers")
        .with_request("GET", "/pets/7")
        .will_respond_with(200)
        .with_body(
            {
                "id": match.number(7),
                "price": match.number(12),
                "createdAt": match.datetime("2024-05-01T10:00:00+00:00"),
                "photoUrl": match.includes("https://"),
                "owners": match.each_like("Ann"),
            },
            content_type="application/json",
        )
    )
    (
        pact.upon_receiving("a new pet with default matchers")
        .with_request("POST", "/pets")
        .with_body({"name": match.regex("Rex", regex="[A-Z][a-z]+"), "status": match.like("sold")}, content_type="application/json")
        .will_respond_with(201)
        .with_body({"id": match.integer(8), "tags": match.each_like("new", min=1)}, content_type="application/json")
    )


def write(folder, name, version, build):
    pact = Pact("petshop-web", "petshop-api").with_specification(version)
    build(pact)
    pact.write_file(folder, overwrite=True)
    written = folder / "petshop-web-petshop-api.json"
    written.rename(folder / name)


if __name__ == "__main__":
    out = Path(sys.argv[1])
    out.mkdir(parents=True, exist_ok=True)
    for version in ["V3", "V4"]:
        write(out, f"petshop-clean-{version.lower()}.json", version, clean)
        write(out, f"petshop-planted-{version.lower()}.json", version, planted)
        write(out, f"petshop-defaults-{version.lower()}.json", version, defaults)
    (out / "planted.expected").write_text(json.dumps([list(entry) for entry in PLANTED], indent=2) + "\n")
