package main

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestHelpListsEveryFlag: --help exits 0 and names every flag.
func TestHelpListsEveryFlag(t *testing.T) {
	var out, errOut bytes.Buffer
	assert.Equal(t, 0, run([]string{"--help"}, &out, &errOut))
	for _, f := range []string{"-addr", "-data", "-timeout", "-max-tables", "-msg-rate", "-join-rate", "-compression", "-cpuprofile", "-quiet", "-web"} {
		assert.Contains(t, errOut.String(), f)
	}
	assert.Equal(t, 2, run([]string{"--bogus"}, &out, &errOut))
	assert.Equal(t, 2, run([]string{"extra"}, &out, &errOut))
	assert.Equal(t, 1, run([]string{"--addr", "nonsense"}, &out, &errOut), "a bad address is an error, not a crash")
	errOut.Reset()
	assert.Equal(t, 1, run([]string{"--addr", "127.0.0.1:0", "--compression", "zip"}, &out, &errOut))
	assert.Contains(t, errOut.String(), "unknown compression")
}
