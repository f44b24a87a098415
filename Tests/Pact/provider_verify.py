"""pact-python's Verifier (the Pact reference implementation) on a pact ContractStub wrote from a traffic log.

    provider_verify.py <pact.json> valid   -> a loopback provider answering spec-valid values that differ from the
                                              pact's examples; the verification must pass (exit 0)
    provider_verify.py <pact.json> broken  -> the same provider, but pet ids come back as strings; the verification
                                              must fail (exit 0 when it does, 1 when it wrongly passes)
"""

import json
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import urlparse

from pact import Verifier


def pet(pet_id, broken):
    return {
        "id": str(pet_id) if broken else pet_id,
        "name": "Bella",
        "status": "sold",
        "price": 99.25,
        "vaccinated": False,
        "birthday": "2019-01-31",
        "createdAt": "2023-12-24T18:30:00Z",
        "feedingTime": "19:45:00",
        "tags": ["calm", "old", "big"],
        "note": "likes naps",
    }


def handler(broken):
    class Provider(BaseHTTPRequestHandler):
        def answer(self, status, body):
            data = json.dumps(body).encode()
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def do_GET(self):
            path = urlparse(self.path).path
            if path == "/pets":
                return self.answer(200, [pet(41, broken), pet(42, broken), pet(43, broken)])
            pet_id = int(path.rsplit("/", 1)[1])
            if pet_id == 99:
                return self.answer(404, {"code": 404, "message": "gone"})
            return self.answer(200, pet(pet_id + 100, broken))

        def do_POST(self):
            self.rfile.read(int(self.headers.get("Content-Length", "0")))
            return self.answer(201, pet(500, broken))

        def log_message(self, *args):
            pass

    return Provider


def main():
    pact_file, mode = sys.argv[1], sys.argv[2]
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler(mode == "broken"))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}"
    verifier = Verifier("petshop", host="127.0.0.1").add_transport(url=url).add_source(pact_file)
    try:
        verifier.verify()
        passed = True
    except Exception as error:  # pact-python raises when any interaction fails
        print(f"verifier failed: {str(error)[:2000]}")
        passed = False
    finally:
        server.shutdown()
    expected = mode == "valid"
    print(f"{mode} provider: verification {'passed' if passed else 'failed'} (expected {'pass' if expected else 'failure'})")
    sys.exit(0 if passed == expected else 1)


if __name__ == "__main__":
    main()
