// kin_convert reads a Swagger 2.0 document (JSON) and prints its OpenAPI 3.0 conversion by kin-openapi's openapi2conv,
// the peer `make swagger2-equivalence` holds ContractStub's own 2.0 reading to. Built by peer_conversion.sh from
// Debian's golang-github-getkin-kin-openapi-dev (GOPATH mode, no network); never part of the Swift package.
package main

import (
	"encoding/json"
	"fmt"
	"os"

	"github.com/getkin/kin-openapi/openapi2"
	"github.com/getkin/kin-openapi/openapi2conv"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: kin_convert swagger2.json")
		os.Exit(2)
	}
	data, err := os.ReadFile(os.Args[1])
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	var document openapi2.T
	if err := json.Unmarshal(data, &document); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	converted, err := openapi2conv.ToV3(&document)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	out, err := json.MarshalIndent(converted, "", "  ")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	os.Stdout.Write(append(out, '\n'))
}
